import FocusUICore

/// A `ScrollViewReader` around a list of `count` rows ("Row 0"…) and buttons that scroll it
/// (issue 23): "Top 5000", "Centre 5000", "Bottom 9999", "Nearest 42" and "Missing".
/// Shared by the headless and GTK suites.
public struct ScrollingList: View {
    let count: Int
    @FocusState var focused: Int?

    /// A list of `count` rows.
    public init(count: Int = 10_000) {
        self.count = count
    }

    /// The content.
    public var body: some View {
        ScrollViewReader { proxy in
            VStack {
                HStack {
                    Button("Top 5000") { proxy.scrollTo(5000, anchor: .top) }
                    Button("Centre 5000") { proxy.scrollTo(5000, anchor: .center) }
                    Button("Bottom 9999") { proxy.scrollTo(9999, anchor: .bottom) }
                    Button("Nearest 42") { proxy.scrollTo(42) }
                    Button("Missing") { proxy.scrollTo("nothing") }
                }
                List(0..<count) { index in
                    Text("Row \(index)")
                        .focused($focused, equals: index)
                }
            }
        }
    }
}
