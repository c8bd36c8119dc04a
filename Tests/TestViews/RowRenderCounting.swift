import FocusUICore

/// Which rows a list's content closure was run for, in order.
@MainActor
public final class RowRenderLog {
    /// The rows rendered, oldest first.
    public var rendered: [Int] = []

    /// An empty log.
    public init() {}
}

/// A list of 40 rows that read nothing but their element (and `prefix`, a copy of a state the
/// view reads), logging each render of a row.
public struct PlainRenderCountingRows: View {
    let log: RowRenderLog
    @State private var selection: Int?
    @FocusState private var focused: Int?
    @State private var title = "Rows"

    /// Rows logged in `log`.
    public init(log: RowRenderLog) {
        self.log = log
    }

    /// The content.
    public var body: some View {
        let prefix = title
        VStack {
            List(selection: $selection) {
                ForEach(0..<40, id: \.self) { row in
                    let _ = log.rendered.append(row)
                    Text("\(prefix) \(row)")
                        .focused($focused, equals: row)
                }
            }
            Button("Rename") { title = "Items" }
            Button("Focus First") { focused = 0 }
        }
    }
}

/// A list of 40 rows that read the selection themselves, logging each render of a row.
public struct SelectionReadingRows: View {
    let log: RowRenderLog
    @State private var selection: Int?
    @FocusState private var focused: Int?

    /// Rows logged in `log`.
    public init(log: RowRenderLog) {
        self.log = log
    }

    /// The content.
    public var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(0..<40, id: \.self) { row in
                    let _ = log.rendered.append(row)
                    Text(selection == row ? "▶ Row \(row)" : "Row \(row)")
                        .focused($focused, equals: row)
                }
            }
            Button("Focus First") { focused = 0 }
        }
    }
}

/// A list of 40 rows that read their `isFocused`, logging each render of a row.
public struct FocusReadingRows: View {
    let log: RowRenderLog
    @State private var selection: Int?
    @FocusState private var focused: Int?

    /// Rows logged in `log`.
    public init(log: RowRenderLog) {
        self.log = log
    }

    /// The content.
    public var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(0..<40, id: \.self) { row in
                    FocusMarkedRow(row: row, log: log)
                        .focused($focused, equals: row)
                }
            }
            Button("Focus First") { focused = 0 }
        }
    }
}

/// A row marked with "▸" while it has focus.
struct FocusMarkedRow: View {
    let row: Int
    let log: RowRenderLog
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        let _ = log.rendered.append(row)
        Text(isFocused ? "▸ Row \(row)" : "Row \(row)")
    }
}
