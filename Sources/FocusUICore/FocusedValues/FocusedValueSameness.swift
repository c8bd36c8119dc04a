/// Decides whether a republished focused value is the same as before, so that readers are
/// re-evaluated exactly when a value they read changes (contract rule 19).
enum FocusedValueSameness {
    /// What a value is compared by: itself when `Equatable`; a binding's value at publication
    /// time when that is `Equatable`; a class instance's identity. `nil` for anything else,
    /// which is then taken as changed whenever it is republished.
    @MainActor
    static func snapshot(of value: Any) -> Snapshot? {
        if let binding = value as? any FocusedValueSnapshotting {
            return .equatable(binding.focusedValueSnapshot)
        }
        if let equatable = value as? any Equatable { return .equatable(equatable) }
        if Mirror(reflecting: value).displayStyle == .class {
            return .object(ObjectIdentifier(value as AnyObject))
        }
        return nil
    }

    /// A comparable stand-in for a published value.
    enum Snapshot {
        case equatable(any Equatable)
        case object(ObjectIdentifier)

        /// Whether two snapshots show the same value.
        func isSame(as other: Snapshot) -> Bool {
            switch (self, other) {
            case (.object(let a), .object(let b)): return a == b
            case (.equatable(let a), .equatable(let b)): return Self.equal(a, b)
            default: return false
            }
        }

        private static func equal<T: Equatable>(_ a: T, _ b: any Equatable) -> Bool {
            guard let b = b as? T else { return false }
            return a == b
        }
    }

    /// Whether two optional snapshots, of values present or absent, show the same thing.
    static func isSame(_ old: (value: Any, snapshot: Snapshot?)?, _ new: (value: Any, snapshot: Snapshot?)?)
        -> Bool
    {
        switch (old, new) {
        case (nil, nil): return true
        case (let old?, let new?):
            guard let a = old.snapshot, let b = new.snapshot else { return false }
            return a.isSame(as: b)
        default: return false
        }
    }
}

/// A published value that compares by something other than itself: a ``Binding`` by the value
/// it refers to.
protocol FocusedValueSnapshotting {
    /// What the value is compared by.
    @MainActor var focusedValueSnapshot: any Equatable { get }
}

extension Binding: FocusedValueSnapshotting where Value: Equatable {
    @MainActor var focusedValueSnapshot: any Equatable { wrappedValue }
}
