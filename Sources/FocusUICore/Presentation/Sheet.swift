extension View {
    /// Presents a sheet while `isPresented` is true, as SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`. On GTK the sheet is a modal window, transient
    /// for this view's window and destroyed with it.
    ///
    /// ```swift
    /// struct AccountView: View {
    ///     @State private var changingPassword = false
    ///
    ///     var body: some View {
    ///         Button("Change Password…") { changingPassword = true }
    ///             .sheet(isPresented: $changingPassword) {
    ///                 ChangePasswordForm()   // its own @FocusState and .defaultFocus
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The sheet is its own focus scope (contract rule 18):
    /// - **Focus in:** the sheet's `defaultFocus` and the `@FocusState` writes of its views
    ///   (in `onAppear`, say) apply when it appears, before GTK focuses its first Tab stop: no
    ///   delay is needed. `@FocusState`s declared inside the sheet read the sheet's focus.
    /// - **Focus out:** Escape (anywhere in the sheet, unless a view inside handles it with
    ///   `.onExitCommand`; a sheet with a Cancel button, a ``ToolbarItemPlacement/cancellationAction``
    ///   item or a `.keyboardShortcut(.cancelAction)` button, runs it instead, as SwiftUI does),
    ///   `dismiss()` from the sheet's environment, the window's close button
    ///   (GNOME's dialogs show none when the sheet has a `.cancellationAction` or
    ///   `.confirmationAction` toolbar item), or setting `isPresented` to `false` closes it;
    ///   ``View/interactiveDismissDisabled(_:)`` leaves only the app's own ways.
    ///   Focus then returns to the control that had it in this window, whose states read it
    ///   again as one change.
    /// - **Write:** while the sheet is up, a write to a state of this window that would move
    ///   focus here waits, and is applied when the sheet closes (rule 7).
    ///
    /// - Parameters:
    ///   - isPresented: Whether the sheet is up; set to `false` when it is dismissed.
    ///   - onDismiss: Runs after the sheet was dismissed.
    ///   - content: The sheet's views.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        modified(
            .presentation(
                PresentationSheetBuilder.spec(
                    isPresented: isPresented.wrappedValue, identity: nil, onDismiss: onDismiss,
                    resetBinding: { isPresented.wrappedValue = false }, content: { _ in content() })))
    }

    /// Presents a sheet for `item` while it is not `nil`, as SwiftUI's
    /// `sheet(item:onDismiss:content:)`. Setting another item (another `id`) while it is up
    /// dismisses the sheet and presents a new one; dismissing it sets `item` to `nil`.
    ///
    /// ```swift
    /// .sheet(item: $editing) { contact in
    ///     EditContactForm(contact: contact)
    /// }
    /// ```
    ///
    /// Focus behaves as for ``View/sheet(isPresented:onDismiss:content:)``: the sheet is its
    /// own focus scope, focus returns to this window when it closes, and writes to this
    /// window's states wait while it is up.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return modified(
            .presentation(
                PresentationSheetBuilder.spec(
                    isPresented: current != nil, identity: current.map { AnyHashable($0.id) },
                    onDismiss: onDismiss, resetBinding: { item.wrappedValue = nil },
                    content: { _ in
                        // `current` is non-nil whenever the sheet is presented.
                        current.map(content)
                    })))
    }
}

/// Builds the ``PresentationSpec`` of a sheet.
enum PresentationSheetBuilder {
    @MainActor static func spec<Content: View>(
        isPresented: Bool, identity: AnyHashable?, onDismiss: (@MainActor () -> Void)?,
        resetBinding: @escaping @MainActor () -> Void,
        content: @escaping @MainActor (PresentationDismissal) -> Content
    ) -> PresentationSpec {
        PresentationSpec(
            style: .sheet, isPresented: isPresented, identity: identity, title: "",
            content: { AnyView(content($0)) }, resetBinding: resetBinding, onDismiss: onDismiss)
    }
}
