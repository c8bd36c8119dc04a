/// The persistent storage of one `@State`, kept by the reconciler per structural position.
@MainActor
final class StateBox<Value>: VersionedState {
    /// The value; every write asks the owner for a (coalesced) re-render. Readers that views
    /// use (`wrappedValue`, the binding) record the read (``StateReads``) through ``read()``.
    var value: Value {
        didSet {
            version &+= 1
            onChange?()
        }
    }
    /// Bumped by every write.
    private(set) var version = 0
    /// The owner's invalidation, set when the storage is first attached to a mounted view.
    var onChange: (@MainActor () -> Void)?

    init(value: Value) {
        self.value = value
    }

    /// The value, read by a view: recorded as a dependency of the evaluation reading it.
    func read() -> Value {
        StateReads.noteRead(self)
        return value
    }
}
