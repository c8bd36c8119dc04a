import FocusUICore

/// A field cleared by its submit action: Send sets the text back to "". State read by name in
/// tests: `text`.
public struct ClearingForm: View {
    @State var text = ""

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            TextField("Message", text: $text)
            Button("Send") { text = "" }
        }
    }
}
