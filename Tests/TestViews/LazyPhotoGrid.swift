import FocusUICore

/// A `LazyVGrid` of adaptive columns (at least 120 points wide) as a scroll view's content: each
/// cell a title and an "Open N" button, with a `.focused` binding on the cell; a button after
/// the grid writes the binding of the last cell.
public struct LazyPhotoGrid: View {
    let count: Int
    @FocusState var focused: Int?
    @State var readAfterWrite = "none"

    /// A grid of `count` cells.
    public init(count: Int = 60) {
        self.count = count
    }

    /// The content.
    public var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
                    ForEach(0..<count, id: \.self) { index in
                        VStack {
                            Text("Photo \(index)")
                            Button("Open \(index)") {}
                        }
                        .focused($focused, equals: index)
                    }
                }
            }
            Text("read \(readAfterWrite)")
            Button("Focus Last") {
                focused = count - 1
                readAfterWrite = focused.map(String.init) ?? "nil"
            }
        }
    }
}
