import FocusUICore

/// A list whose overdue tasks have a red background (`.listRowBackground`), one row whose
/// background is a shape (not drawn: warned about), and a selection. State read by name:
/// `selection`.
public struct TaskBackgroundsView: View {
    /// A task.
    public struct Task: Identifiable, Sendable {
        /// Its id.
        public let id: Int
        /// Its title.
        public let title: String
        /// Whether it is overdue.
        public let isOverdue: Bool
    }

    @State var tasks = [
        Task(id: 1, title: "Pay rent", isOverdue: true), Task(id: 2, title: "Call Ada", isOverdue: false),
        Task(id: 3, title: "Water plants", isOverdue: true),
    ]
    @State var selection: Int?

    /// The view, as its type describes it.
    public init() {}

    /// The list.
    public var body: some View {
        List(selection: $selection) {
            ForEach(tasks) { task in
                Text(task.title)
                    .listRowBackground(task.isOverdue ? Color.red.opacity(0.15) : nil)
            }
            Text("Shaped")
                .listRowBackground(RoundedRectangle(cornerRadius: 6))
        }
    }
}
