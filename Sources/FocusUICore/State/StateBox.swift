/// The persistent storage of one `@State`, kept by the reconciler per structural position.
@MainActor
final class StateBox<Value> {
    /// The value; every write asks the owner for a (coalesced) re-render.
    var value: Value {
        didSet { onChange?() }
    }
    /// The owner's invalidation, set when the storage is first attached to a mounted view.
    var onChange: (@MainActor () -> Void)?

    init(value: Value) {
        self.value = value
    }
}
