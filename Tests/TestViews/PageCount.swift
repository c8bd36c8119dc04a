import FocusUICore

/// A stepper of pages read, by tens from 1 to 5,000, starting at 272. State read by name in
/// tests: `pages`.
public struct PageCount: View {
    @State var pages = 272

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Stepper("Pages", value: $pages, in: 1...5_000, step: 10)
    }
}
