import FocusUICore

/// A form whose Title field has a context menu (Clear, a divider, a Toggle GTK leaves out,
/// Duplicate), inside a stack whose own menu (Reset) covers the Other button. State read by
/// name in tests: `focus`, `title`, `log`.
public struct ContextMenuForm: View {
    /// Match values of the form's focus state.
    public enum Field: Hashable {
        case title
        case other
    }

    @FocusState var focus: Field?
    @State var title = "Draft"
    @State var pinned = false
    @State var log: [String] = []

    /// The form.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
                .contextMenu {
                    Button("Clear") {
                        title = ""
                        log.append("clear")
                    }
                    Divider()
                    Toggle("Pinned", isOn: $pinned)
                    Button("Duplicate") { log.append("duplicate") }
                }
            Button("Other") {}
                .focused($focus, equals: .other)
            Text("log \(log.joined(separator: ","))")
        }
        .contextMenu {
            Button("Reset") { log.append("reset") }
        }
    }
}
