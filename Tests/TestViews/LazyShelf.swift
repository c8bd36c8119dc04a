import FocusUICore

/// A `LazyHStack` that is a horizontal scroll view's content: each cell an "Item N" button with
/// a `.focused` binding; a button below writes the binding of the last cell.
public struct LazyShelf: View {
    let count: Int
    @FocusState var focused: Int?

    /// A shelf of `count` cells.
    public init(count: Int = 1_000) {
        self.count = count
    }

    /// The content.
    public var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<count, id: \.self) { index in
                        Button("Item \(index)") {}
                            .focused($focused, equals: index)
                    }
                }
            }
            Button("Focus Last") { focused = count - 1 }
        }
    }
}
