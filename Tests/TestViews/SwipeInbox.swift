import FocusUICore

/// An inbox written as phone code writes it: rows with swipe actions that repeat the context
/// menu's (Archive, a destructive Delete), in a list with `.onDelete`; and a second list whose
/// rows offer "Delete…" themselves. What each action did is shown as "did …".
public struct SwipeInbox: View {
    @State var messages = ["Lunch", "Invoice", "Report"]
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// The two lists and the log.
    public var body: some View {
        VStack {
            List {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .contextMenu {
                            Button("Archive") { log.append("archive \(message)") }
                            Button("Reply") { log.append("reply \(message)") }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { log.append("swipe delete \(message)") }
                            Button("Archive") { log.append("swipe archive \(message)") }
                        }
                }
                .onDelete { messages.remove(atOffsets: $0) }
            }
            List {
                ForEach(["Draft"], id: \.self) { draft in
                    Text(draft)
                        .contextMenu {
                            Button("Delete…", role: .destructive) { log.append("ask \(draft)") }
                        }
                }
                .onDelete { _ in log.append("list delete") }
            }
            Text("did \(log.joined(separator: ", "))")
        }
    }
}

/// Messages whose actions phone code gives VoiceOver with `.accessibilityAction(named:)`: on a
/// text (Flag), repeated by its context menu (Archive), and on the rows of a list. What each
/// action did is shown as "did …".
public struct AccessibleActions: View {
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// A text with actions, a list of two rows with one, and the log.
    public var body: some View {
        VStack {
            Text("Quarterly report")
                .accessibilityAction(named: "Flag") { log.append("flag") }
                .accessibilityAction(named: Text("Archive")) { log.append("archive") }
                .contextMenu {
                    Button("Archive…") { log.append("menu archive") }
                }
            List {
                ForEach(["Lunch", "Invoice"], id: \.self) { message in
                    Text(message)
                        .accessibilityAction(named: "Mark as Read") { log.append("read \(message)") }
                }
            }
            Text("did \(log.joined(separator: ", "))")
        }
    }
}
