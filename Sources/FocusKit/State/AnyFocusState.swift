/// The type-erased, persistent storage of one `@FocusState`, shared by the coordinator.
///
/// A `FocusState` value is a cheap handle; this object is the state itself. Its value is
/// *derived* (contract rule 1): `committedValue` is only ever set by the coordinator from
/// where focus is, never stored by a write.
@MainActor
public class AnyFocusState {
    /// Names the state in traces: its declared property name where known, otherwise its type
    /// (contract rule 16). The view layer sets it to the property name when it mounts a view.
    public package(set) var label: String
    /// Which focus domain the state reads. The view layer pins a view's state to its window
    /// and an `App`'s state to `.app` when it mounts them.
    public package(set) var scope: FocusScope
    /// The value meaning "no field focused": `nil` or `false` (rules 8 and 12).
    public var resetValue: AnyHashable { reset.base }
    /// ``resetValue`` with its hash.
    let reset: FocusValue

    /// The last value the coordinator committed.
    var committedValue: FocusValue {
        didSet { version &+= 1 }
    }
    /// Counts the changes of the state's value: the view layer compares it with the count it
    /// saw when a view read the value, to tell whether that view must be evaluated again.
    package private(set) var version = 0
    /// Called with the state whenever its value is read (``FocusStateStorage/value``): the view
    /// layer records what each view reads; `nil` until it does.
    package static var readObserver: (@MainActor (AnyFocusState) -> Void)?
    /// The window that `committedValue` was read from, when it is not the reset value.
    var committedWindow: FocusWindowID?
    /// A write that could not be applied yet (rule 7).
    var pendingValue: FocusValue?
    /// A `defaultFocus` value not yet applied (rule 13).
    var defaultValue: FocusValue?
    /// Registered fields in registration order (rule 10). Unregistered ones are dropped
    /// lazily, so unregistering is O(1) amortized; read ``liveFields``.
    private(set) var fields: [FieldRecord] = []
    private var unregisteredCount = 0
    /// Registered fields by the hash of their match value (each chain through
    /// `nextWithSameHash`, in registration order), so a write finds its candidates at once.
    private var fieldsByHash: [Int: FieldRecord] = [:]
    /// How many fields are registered.
    private(set) var liveFieldCount = 0
    /// Values for which a duplicate warning was already logged (rule 10).
    var warnedDuplicates: Set<AnyHashable> = []
    /// The scope window last derived, valid while the coordinator's topology generation is
    /// unchanged: deriving it walks the state's fields, and focus events happen far more often.
    var cachedScopeWindow: (generation: UInt64, window: FocusWindowID?)?
    /// A write made before any coordinator knew this state; handed over on first registration.
    var unattachedWrite: FocusValue?
    /// The coordinator of the first field registered with this state.
    weak var coordinator: FocusCoordinator?
    /// Sources of fields that have no node yet (the rows of a lazy list), in the order they
    /// were added (``FocusCoordinator/addFieldSource(_:for:)``).
    var fieldSources: [WeakFieldSource] = []

    /// Observers in the order they were added (an array: notified on every change, so no
    /// sorting or hashing per notification).
    private var observers: [(id: UInt, handler: (AnyHashable, AnyHashable) -> Void)] = []
    private var nextObserverID: UInt = 0

    init(label: String, scope: FocusScope, resetValue: AnyHashable) {
        self.label = label
        self.scope = scope
        reset = FocusValue(resetValue)
        committedValue = reset
    }

    /// The registered fields, in registration order.
    var liveFields: LazyFilterSequence<[FieldRecord]> { fields.lazy.filter(\.isRegistered) }

    /// Whether any field is registered.
    var hasFields: Bool { liveFieldCount > 0 }

    /// The registration serial of the first live field, for deterministic ordering.
    var firstSerial: UInt64 { liveFields.first?.serial ?? .max }

    /// The registered fields with this match value, in registration order (rule 10).
    func fields(withValue value: FocusValue) -> [FieldRecord] {
        FieldList.elements(from: fieldsByHash[value.hash], next: \.nextWithSameHash).filter {
            $0.value == value
        }
    }

    /// The first registered field with this match value, in registration order (rule 10);
    /// the next ones follow with ``firstField(from:withValue:)`` on its `nextWithSameHash`.
    /// Walks the fields in place, without building a list: what a write looks for.
    func firstField(withValue value: FocusValue) -> FieldRecord? {
        firstField(from: fieldsByHash[value.hash], withValue: value)
    }

    /// The first field with this match value from `field` on, along its hash chain.
    func firstField(from field: FieldRecord?, withValue value: FocusValue) -> FieldRecord? {
        var current = field
        while let candidate = current {
            if candidate.value == value { return candidate }
            current = candidate.nextWithSameHash
        }
        return nil
    }

    /// Whether a field of this state with match value `value` is registered now (a source that
    /// realizes fields asks after making one).
    package func hasRegisteredField(equalTo value: AnyHashable) -> Bool {
        hasField(withValue: FocusValue(value))
    }

    /// Whether a registered field has this match value.
    func hasField(withValue value: FocusValue) -> Bool {
        var current = fieldsByHash[value.hash]
        while let field = current {
            if field.value == value { return true }
            current = field.nextWithSameHash
        }
        return false
    }

    func addField(_ field: FieldRecord) {
        fields.append(field)
        let hash = field.value.hash
        fieldsByHash[hash] = FieldList.append(field, to: fieldsByHash[hash], next: \.nextWithSameHash)
        liveFieldCount += 1
    }

    /// Forgets a field (already marked unregistered).
    func removeField(_ field: FieldRecord) {
        let hash = field.value.hash
        fieldsByHash[hash] = FieldList.remove(field, from: fieldsByHash[hash], next: \.nextWithSameHash)
        liveFieldCount -= 1
        unregisteredCount += 1
        if liveFieldCount == 0 {
            fields = []
            fieldsByHash = [:]
            unregisteredCount = 0
        } else if unregisteredCount > 16, unregisteredCount * 2 > fields.count {
            // A new array, so its capacity shrinks too.
            fields = fields.filter(\.isRegistered)
            unregisteredCount = 0
            fieldsByHash.shrinkIfSparse()
        }
    }

    /// Whether the state currently resolves to one of its fields.
    public var isFocused: Bool { committedValue != reset }

    /// Writes a value: moves focus, clears it, or records a pending request (rules 5–9).
    func write(_ value: AnyHashable) {
        let value = FocusValue(value)
        if let coordinator {
            coordinator.write(self, value)
        } else {
            // No field yet: nothing can take focus, so the request waits (rule 7).
            unattachedWrite = value == reset ? nil : value
        }
    }

    func addObserver(_ handler: @escaping (AnyHashable, AnyHashable) -> Void) -> UInt {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    func removeObserver(_ id: UInt) {
        observers.removeAll { $0.id == id }
    }

    func notifyObservers(old: AnyHashable, new: AnyHashable) {
        // Snapshot: observers may add or remove observers while being called.
        for (_, handler) in observers {
            handler(old, new)
        }
    }
}
