extension View {
    /// Presents a confirmation dialog while `isPresented` is true, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`. On GTK it is drawn as an alert:
    /// libadwaita's `AdwMessageDialog`, modal over this view's window, with the title as its
    /// heading, the message as its body and the buttons of `actions` as its responses (GNOME
    /// has no action sheet). `titleVisibility: .hidden` leaves the heading out (the window keeps
    /// the title as its name, which screen readers say); `.automatic` shows it, as GNOME's
    /// dialogs and SwiftUI on macOS do.
    ///
    /// ```swift
    /// .confirmationDialog("Delete “\(contact.name)”?", isPresented: $confirmingDelete) {
    ///     Button("Delete", role: .destructive) { book.delete(contact) }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    ///
    /// Buttons, keys and focus behave as in ``View/alert(_:isPresented:actions:message:)``:
    /// every button dismisses it, Escape runs the ``ButtonRole/cancel`` button, Return the
    /// default one (a ``ButtonRole/destructive`` button is never the default unless it has
    /// `.keyboardShortcut(.defaultAction)`; a dialog without a cancel button or a default one
    /// gets a Cancel button, as in SwiftUI), and focus returns to this window when it closes.
    public func confirmationDialog<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions,
        @ViewBuilder message: @escaping @MainActor () -> Message
    ) -> some View {
        modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: title, showsTitle: titleVisibility != .hidden, isPresented: isPresented,
                    actions: actions, message: message)))
    }

    /// Presents a confirmation dialog with no message, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`; see
    /// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)``.
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping @MainActor () -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: { EmptyView() })
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data` is not
    /// `nil`, as SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`:
    /// the buttons and the message are built from the data. It behaves as
    /// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:message:)``.
    ///
    /// ```swift
    /// .confirmationDialog("Delete this habit?", isPresented: $confirmsDelete, presenting: habit) { habit in
    ///     Button("Delete “\(habit.name)”", role: .destructive) { store.delete(habit) }
    /// } message: { habit in
    ///     Text("Its history is deleted too.")
    /// }
    /// ```
    public func confirmationDialog<Actions: View, Message: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions,
        @ViewBuilder message: @escaping @MainActor (T) -> Message
    ) -> some View {
        modified(
            .presentation(
                AlertSpecBuilder.spec(
                    title: title, showsTitle: titleVisibility != .hidden,
                    isPresented: AlertSpecBuilder.presenting(data, while: isPresented),
                    actions: { data.map(actions) }, message: { data.map(message) })))
    }

    /// Presents a confirmation dialog about `data`, without a message, as SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`; see
    /// ``View/confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)``.
    public func confirmationDialog<Actions: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: @escaping @MainActor (T) -> Actions
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions,
            message: { _ in EmptyView() })
    }
}
