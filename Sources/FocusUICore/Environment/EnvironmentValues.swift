/// Values that flow from a view to all its descendants, as SwiftUI's `EnvironmentValues`.
///
/// Extend it with computed properties over an ``EnvironmentKey`` to add values; read them with
/// `@Environment(\.name)` and set them with `.environment(\.name, value)`.
public struct EnvironmentValues {
    /// Each set key's value in a box of its key's value type: read back without a dynamic cast
    /// (a view's evaluation reads a dozen keys per control).
    private var storage: [ObjectIdentifier: AnyObject] = [:]

    /// An environment with every key at its default value.
    public init() {}

    /// The value for a key, or its default value.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let box = storage[ObjectIdentifier(key)] else { return Key.defaultValue }
            // Only this subscript stores under `Key`, always an `EnvironmentBox<Key.Value>`.
            return unsafeDowncast(box, to: EnvironmentBox<Key.Value>.self).value
        }
        set { storage[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }
}

/// One environment value, immutable (a new value is a new box, so copies of an environment
/// never share a change).
private final class EnvironmentBox<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
