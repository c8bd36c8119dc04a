import FocusUICore

/// A `LazyVStack` that is a vertical scroll view's content, between a search field and a
/// button: each cell has two buttons ("Open N", and "Star N", which stars the cell by its
/// `@State`) and a `.focused` binding on the cell. With `textOnlyCell`, that cell shows a text
/// and no control. With `inScrollView` false the stack is not in a scroll view (a plain stack);
/// with `besideHeader` a text comes before it in the scroll view (not its whole content).
public struct LazyFeed: View {
    let count: Int
    let textOnlyCell: Int?
    let inScrollView: Bool
    let besideHeader: Bool
    @FocusState var focused: Int?
    @State var search = ""
    @State var opened = "none"
    @State var readAfterWrite = "none"

    /// A feed of `count` cells.
    public init(
        count: Int = 40, textOnlyCell: Int? = nil, inScrollView: Bool = true, besideHeader: Bool = false
    ) {
        self.count = count
        self.textOnlyCell = textOnlyCell
        self.inScrollView = inScrollView
        self.besideHeader = besideHeader
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Search", text: $search)
            if inScrollView && besideHeader {
                ScrollView {
                    Text("Header")
                    stack
                }
            } else if inScrollView {
                ScrollView {
                    stack
                }
            } else {
                stack
            }
            Text("focused \(focused.map(String.init) ?? "nil")")
            Text("opened \(opened)")
            Text("read \(readAfterWrite)")
            Button("Focus Last") {
                focused = count - 1
                readAfterWrite = focused.map(String.init) ?? "nil"
            }
        }
    }

    private var stack: some View {
        LazyVStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
                if index == textOnlyCell {
                    Text("Only text \(index)")
                } else {
                    LazyFeedCell(index: index) { opened = "\(index)" }
                        .focused($focused, equals: index)
                }
            }
        }
    }
}

/// A cell: Open and Star buttons; the star is the cell's `@State`, kept by its id while the
/// cell is off screen.
struct LazyFeedCell: View {
    let index: Int
    let open: @MainActor () -> Void
    @State private var starred = false

    var body: some View {
        HStack {
            Text(starred ? "★ \(index)" : "☆ \(index)")
            Button("Open \(index)") { open() }
            Button("Star \(index)") { starred.toggle() }
        }
    }
}
