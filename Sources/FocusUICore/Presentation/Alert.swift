extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's
    /// `alert(_:isPresented:actions:message:)`. On GTK the alert is libadwaita's
    /// `AdwMessageDialog`, modal over this view's window and destroyed with it: the title is its
    /// heading, a ``Text`` message its body (and its accessible description, which screen
    /// readers say with it), and the buttons of `actions` its responses, side by side in
    /// GNOME's order: the ``ButtonRole/cancel`` button first, then the others as declared. A
    /// ``ButtonRole/destructive`` button is drawn destructive; the default button is drawn as
    /// the suggested action when there is also a cancel button. Other views among the actions
    /// (a text field) and a message that is not a ``Text`` are shown below the body.
    ///
    /// ```swift
    /// .alert("Wrong Password", isPresented: $showsWrongPassword) {
    ///     Button("OK") { focusedField = .current }
    /// } message: {
    ///     Text("The current password is not correct.")
    /// }
    /// ```
    ///
    /// Every button dismisses the alert after running its action (which sets `isPresented` to
    /// `false`). Escape runs the ``ButtonRole/cancel`` button, or one with
    /// `.keyboardShortcut(.cancelAction)` (libadwaita's close response), or just dismisses
    /// when there is none; Return runs the focused button, which is the default one when the
    /// alert appears: one with `.keyboardShortcut(.defaultAction)`, else the first button
    /// without a role. A button's style (`.buttonStyle`) does not apply: libadwaita draws
    /// the responses. With no buttons at all the alert has an OK button; when
    /// every button has a role and none is ``ButtonRole/cancel`` (a lone destructive button), a
    /// Cancel button is added, as SwiftUI does.
    ///
    /// - **Focus in:** the alert is its own focus scope (contract rule 18); it appears with focus
    ///   in its first text field when its actions have one (Return there runs the default
    ///   button), else on its default button, or on its cancel button when it has no default,
    ///   never on a destructive one.
    /// - **Focus out:** when it closes, focus returns to the control that had it in this window,
    ///   and this window's states read it again as one change.
    /// - **Write:** a write to a state of this window made while the alert is up (from a
    ///   button's action, say) waits, and moves focus as soon as the alert has closed (rule 7).
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: title, isPresented: isPresented, actions: actions, message: message)))
    }

    /// Presents an alert with a title and buttons but no message, as SwiftUI's
    /// `alert(_:isPresented:actions:)`. It behaves as
    /// ``View/alert(_:isPresented:actions:message:)``.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping @MainActor () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents an alert about `data` while `isPresented` is true and `data` is not `nil`, as
    /// SwiftUI's `alert(_:isPresented:presenting:actions:message:)`: the buttons and the message
    /// are built from the data. It behaves as ``View/alert(_:isPresented:actions:message:)``.
    ///
    /// ```swift
    /// .alert("Delete the note?", isPresented: $confirmsDelete, presenting: noteToDelete) { note in
    ///     Button("Delete", role: .destructive) { delete(note) }
    /// } message: { note in
    ///     Text("“\(note.title)” will be deleted.")
    /// }
    /// ```
    public func alert<Actions: View, Message: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions,
        @ViewBuilder message: @escaping @MainActor (T) -> Message
    ) -> some View {
        modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: title, isPresented: AlertSpecBuilder.presenting(data, while: isPresented),
                    actions: { data.map(actions) }, message: { data.map(message) })))
    }

    /// Presents an alert about `data`, without a message, as SwiftUI's
    /// `alert(_:isPresented:presenting:actions:)`. It behaves as
    /// ``View/alert(_:isPresented:presenting:actions:message:)``.
    public func alert<Actions: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions
    ) -> some View {
        alert(
            title, isPresented: isPresented, presenting: data, actions: actions, message: { _ in EmptyView() }
        )
    }
}

/// Builds the ``PresentationSpec`` of an alert or confirmation dialog.
enum AlertSpecBuilder {
    /// Whether an alert or dialog about `data` shows: while `isPresented` is true and there is
    /// data; dismissing it sets `isPresented` to `false`.
    @MainActor static func presenting<T>(_ data: T?, while isPresented: Binding<Bool>) -> Binding<Bool> {
        Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
    }

    @MainActor static func spec<Actions: View, Message: View>(
        title: String, showsTitle: Bool = true, isPresented: Binding<Bool>, identity: AnyHashable? = nil,
        actions: @escaping @MainActor () -> Actions, message: @escaping @MainActor () -> Message
    ) -> PresentationSpec {
        var spec = PresentationSpec(
            style: .alert, isPresented: isPresented.wrappedValue, identity: identity, title: title,
            content: { dismissal in
                guard let handling = dismissal.alert else { return AnyView(EmptyView()) }
                return AnyView(
                    AlertContent(
                        title: title, showsTitle: showsTitle, actions: actions(), message: message(),
                        handling: handling))
            },
            resetBinding: { isPresented.wrappedValue = false }, onDismiss: nil)
        if isPresented.wrappedValue { spec.message = (message() as? Text)?.content }
        return spec
    }
}
