/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI:
/// `ForEach($model.notes) { $note in TextField("Title", text: $note.title) }`.
///
/// Each element's binding reads and writes the element at its index in the bound collection
/// as it is when the binding is used; `ForEach` identifies the rows by the elements' ids
/// (``Binding`` is `Identifiable` when its value is), so a row keeps its state when others are
/// inserted or moved. As in SwiftUI, a binding kept after its element was removed must not be
/// used.
extension Binding: @MainActor Sequence where Value: MutableCollection & RandomAccessCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates over the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection & RandomAccessCollection {
    /// The bound collection's index.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices
    /// A slice of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>

    /// The bound collection's first index.
    @MainActor public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The bound collection's end index.
    @MainActor public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    @MainActor public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i` in the bound collection.
    @MainActor public func index(after i: Value.Index) -> Value.Index {
        wrappedValue.index(after: i)
    }

    /// A binding to the element at `position`.
    @MainActor public subscript(position: Value.Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(
            get: { base.wrappedValue[position] }, set: { base.wrappedValue[position] = $0 })
    }
}

extension Binding: @MainActor BidirectionalCollection
where Value: MutableCollection & RandomAccessCollection {
    /// The index before `i` in the bound collection.
    @MainActor public func index(before i: Value.Index) -> Value.Index {
        wrappedValue.index(before: i)
    }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {
}

extension Binding: @MainActor Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public typealias ID = Value.ID

    /// The bound value's identity.
    @MainActor public var id: Value.ID { wrappedValue.id }
}
