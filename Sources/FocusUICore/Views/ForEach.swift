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
    @usableFromInline let id: (Data.Element) -> ID
    /// What `.onDelete` and `.onMove` ask of a ``List`` holding these rows.
    @usableFromInline var editing: ListEditing
    /// The loops over all ids a `List` runs (its index, what changed), compiled where the
    /// `ForEach` is made, for its concrete types: a million rows' ids are read in
    /// milliseconds, not in the generic code's time.
    @usableFromInline let scans: ForEachScans<Data, ID>

    /// Views for the elements of `data`, identified by the value at `id` (`\.self` for
    /// hashable elements).
    @inlinable
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, idOf: { $0[keyPath: id] }, content: content)
    }

    /// Views for the elements of `data`, identified by `idOf`.
    @inlinable
    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = idOf
        self.editing = ListEditing()
        self.scans = ForEachScans(id: idOf)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // Several views are not a scroll view's whole content: a lazy stack among them is whole.
        var context = context
        if data.count > 1 { context.lazyScroll = nil }
        for element in data {
            let elementID = id(element)
            let hashableID = AnyHashable(elementID)
            let childPath = path.appending(ViewPath.Component(id: elementID, hashable: hashableID))
            // As in SwiftUI, each element is implicitly tagged with its id (a `Picker` option's
            // selection value); an explicit `.tag(_:)` inside the content wins.
            var elementContext = context
            if elementContext.node.tag == nil { elementContext.node.tag = hashableID }
            evaluation.expand(content(element), at: childPath, context: elementContext, into: &output)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `Identifiable` elements, identified by their `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, idOf: { $0 }, content: content)
    }
}
