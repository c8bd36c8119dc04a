/// The content of an alert or confirmation dialog window: its title, its message and its
/// buttons in a row at the end, which all dismiss it (``AlertButtonHandling``).
struct AlertContent<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message
    let handling: AlertButtonHandling
    @FocusState private var initialFocus: AlertButtonFocus?

    var body: some View {
        // The whole window re-renders from here: the buttons register again in order.
        handling.beginRender(initialFocus: $initialFocus)
        let handling = handling
        let focus = $initialFocus
        return VStack(alignment: .leading, spacing: 12) {
            Text(title).font(.headline)
            message
            HStack(spacing: 6) {
                Spacer()
                if Actions.self == EmptyView.self {
                    // As SwiftUI: an alert with no actions gets an OK button.
                    Button("OK") {}
                } else {
                    actions
                }
            }
        }
        .padding(18)
        .environment(\.alertButtonHandling, handling)
        .onAppear {
            // Applied when the window maps, before GTK would focus its first button (rule 7).
            focus.wrappedValue = handling.hasDefault ? .defaultButton : .cancelButton
        }
    }
}
