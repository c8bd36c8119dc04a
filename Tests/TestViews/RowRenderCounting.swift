import FocusUICore

/// Which rows a list's content closure was run for, in order.
@MainActor
public final class RowRenderLog {
    /// The rows rendered, oldest first.
    public var rendered: [Int] = []

    /// An empty log.
    public init() {}
}

/// A list of `count` rows (40 unless told), each `"<title> <row>"` (`title` a copy of a state the view reads outside
/// the rows), logging each render of a row; what else a row reads is `reading`.
public struct RenderCountingRows: View {
    /// What a row reads besides its element and the title.
    public enum Reading: Sendable {
        /// Nothing.
        case nothing
        /// The list's selection: "▶" marks the selected row.
        case selection
        /// Its `@Environment(\.isFocused)`: "▸" marks the focused row.
        case focus
    }

    let log: RowRenderLog
    let reading: Reading
    let count: Int
    @State private var selection: Int?
    @FocusState private var focused: Int?
    @State private var title: String

    /// Rows titled `title`, reading `reading`, logged in `log`; Rename retitles them "Items",
    /// Select Five selects row 5 by program, Focus Last focuses the last row.
    public init(log: RowRenderLog, title: String = "Rows", reading: Reading = .nothing, count: Int = 40) {
        self.log = log
        self.reading = reading
        self.count = count
        _title = State(initialValue: title)
    }

    /// The content.
    public var body: some View {
        let prefix = title
        VStack {
            List(selection: $selection) {
                ForEach(0..<count, id: \.self) { row in
                    let _ = log.rendered.append(row)
                    let text = "\(prefix) \(row)"
                    switch reading {
                    case .nothing: Text(text).focused($focused, equals: row)
                    case .selection:
                        Text(selection == row ? "▶ \(text)" : text).focused($focused, equals: row)
                    case .focus: FocusMarkedRow(text: text).focused($focused, equals: row)
                    }
                }
            }
            Button("Rename") { title = "Items" }
            Button("Focus First") { focused = 0 }
            Button("Select Five") { selection = 5 }
            Button("Focus Last") { focused = count - 1 }
        }
    }
}

/// A row marked with "▸" while it has focus.
struct FocusMarkedRow: View {
    let text: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(isFocused ? "▸ \(text)" : text)
    }
}
