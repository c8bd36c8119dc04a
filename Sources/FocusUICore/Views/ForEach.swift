/// Views computed from a collection; each element's identity is its id, so reordering or
/// inserting elements keeps the existing render nodes (and their state) with their elements.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The body of a `ForEach` is never evaluated.
    public typealias Body = Never

    /// The collection.
    public let data: Data
    /// Builds the view for one element.
    public let content: (Data.Element) -> Content
    /// The id of an element.
    let id: (Data.Element) -> ID
    /// What `.onDelete` and `.onMove` ask of a ``List`` holding these rows.
    var editing = ListEditing()

    /// Views for the elements of `data`, identified by the value at `id` (`\.self` for
    /// hashable elements).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        for element in data {
            let elementID = id(element)
            let childPath = path.appending(.id(AnyHashable(elementID)))
            // As in SwiftUI, each element is implicitly tagged with its id (a `Picker` option's
            // selection value); an explicit `.tag(_:)` inside the content wins.
            var elementContext = context
            if elementContext.node.tag == nil { elementContext.node.tag = AnyHashable(elementID) }
            evaluation.expand(content(element), at: childPath, context: elementContext, into: &output)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `Identifiable` elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
