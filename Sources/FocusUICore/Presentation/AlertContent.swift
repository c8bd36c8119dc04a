/// The content of an alert or confirmation dialog window (``AlertLayout``): its title as the
/// heading, its message, and its buttons as responses, Cancel first (``AlertButtonRow``), which
/// all dismiss it (``AlertButtonHandling``).
struct AlertContent<Actions: View, Message: View>: View {
    let title: String
    let showsTitle: Bool
    let actions: Actions
    let message: Message
    let handling: AlertButtonHandling
    @FocusState private var initialFocus: AlertButtonFocus?

    var body: some View {
        // The whole window re-renders from here: the buttons register again in order.
        handling.beginRender(initialFocus: $initialFocus)
        let handling = handling
        let focus = $initialFocus
        return AlertLayout(
            title: title, showsTitle: showsTitle, message: message,
            row: AlertButtonRow(actions: actions, handling: handling)
        )
        .environment(\.alertButtonHandling, handling)
        .onAppear {
            // Applied when the window maps, before GTK would focus its first button (rule 7).
            focus.wrappedValue =
                handling.hasField ? .firstField : handling.hasDefault ? .defaultButton : .cancelButton
        }
    }
}

/// The Cancel button SwiftUI adds to an alert or confirmation dialog whose buttons all have a
/// role and none is ``ButtonRole/cancel`` (a lone destructive button, say): without it, focus
/// would start on the destructive button (GTK's first Tab stop) and Return would run it.
struct AutomaticCancelButton: View {
    let handling: AlertButtonHandling

    var body: some View {
        if handling.needsAutomaticCancel {
            Button("Cancel", role: .cancel) {}
        }
    }
}
