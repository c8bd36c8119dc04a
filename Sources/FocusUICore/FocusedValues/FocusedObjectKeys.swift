import Observation

/// The key under which `.focusedObject(_:)` publishes an ``ObservableObject`` of type `T`.
struct FocusedObjectKey<T: ObservableObject>: FocusedValueKey {
    typealias Value = T
}

/// The key under which `.focusedValue(_:)` publishes an `@Observable` object of type `T`.
struct FocusedObservableKey<T: AnyObject & Observable>: FocusedValueKey {
    typealias Value = T
}

/// A hashable stand-in for a key type, so that a key path can name a key by type:
/// `\FocusedValues[objectOfType: KeyToken<FocusedObjectKey<Model>>()]`.
struct FocusedKeyToken<Key: FocusedValueKey>: Hashable {}

extension FocusedValues {
    /// The value published for `Key`, through a key path.
    subscript<Key: FocusedValueKey>(keyOfType token: FocusedKeyToken<Key>) -> Key.Value? {
        get { self[Key.self] }
        set { self[Key.self] = newValue }
    }

    /// The key path of the value published for `Key`.
    static func keyPath<Key: FocusedValueKey>(for key: Key.Type) -> WritableKeyPath<FocusedValues, Key.Value?>
    {
        \FocusedValues[keyOfType: FocusedKeyToken<Key>()]
    }
}
