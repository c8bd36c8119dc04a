/// Values that flow from a view to all its descendants, as SwiftUI's `EnvironmentValues`.
///
/// Extend it with computed properties over an ``EnvironmentKey`` to add values; read them with
/// `@Environment(\.name)` and set them with `.environment(\.name, value)`.
public struct EnvironmentValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An environment with every key at its default value.
    public init() {}

    /// The value for a key, or its default value.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
