import FocusUICore

/// A log: a `LazyVStack` of texts (no control in any cell) as a scroll view's content, between a
/// field and a button.
public struct LazyLog: View {
    let count: Int
    @State var filter = ""

    /// A log of `count` lines.
    public init(count: Int = 10_000) {
        self.count = count
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Filter", text: $filter)
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count, id: \.self) { index in Text("Line \(index)") }
                }
            }
            Button("After") {}
        }
    }
}
