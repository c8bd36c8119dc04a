import FocusUICore

/// A chat composer as apps write it: a growing message field and a notes editor, a Send button
/// on Ctrl+Return (SwiftUI's Command+Return) and a disabled Schedule button on Ctrl+Shift+Return.
/// A modified Return in the field or the editor runs the button's shortcut, as SwiftUI runs a
/// key equivalent before the text that has focus; without an enabled button for it, the text
/// types a new line. State read by name: `message`, `notes`, `sent`, `scheduled`.
public struct ComposerShortcuts: View {
    @State var message = ""
    @State var notes = ""
    @State var sent = 0
    @State var scheduled = 0

    /// The composer.
    public init() {}

    /// The field, the editor and the two buttons.
    public var body: some View {
        VStack {
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(1...4)
            TextEditor(text: $notes)
                .accessibilityLabel("Notes")
                .frame(height: 80)
            HStack {
                Button("Schedule") { scheduled += 1 }
                    .keyboardShortcut(.return, modifiers: [.command, .shift])
                    .disabled(true)
                Button("Send") { sent += 1 }
                    .keyboardShortcut(.return, modifiers: .command)
                Text("Sent \(sent)")
            }
        }
        .padding()
    }
}
