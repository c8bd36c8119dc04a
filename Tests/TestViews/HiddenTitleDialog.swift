import FocusUICore

/// A confirmation dialog whose title is hidden (`titleVisibility: .hidden`) and one whose title
/// is shown (`.visible`). State read by name: `log`.
public struct HiddenTitleDialogView: View {
    @State var confirmingQuiet = false
    @State var confirmingLoud = false
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// Two buttons, each opening its dialog.
    public var body: some View {
        VStack {
            Button("Quiet…") { confirmingQuiet = true }
            Button("Loud…") { confirmingLoud = true }
            Text("log \(log.joined(separator: ","))")
        }
        .confirmationDialog("Discard the draft?", isPresented: $confirmingQuiet, titleVisibility: .hidden) {
            Button("Discard", role: .destructive) { log.append("discard") }
        } message: {
            Text("The draft has not been sent.")
        }
        .confirmationDialog("Send now?", isPresented: $confirmingLoud, titleVisibility: .visible) {
            Button("Send") { log.append("send") }
        }
    }
}
