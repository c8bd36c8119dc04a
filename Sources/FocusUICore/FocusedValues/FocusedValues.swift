/// A collection of state exported by the focused view and its ancestors, and by the key
/// window's scene, as SwiftUI's `FocusedValues`.
///
/// Extend it with a computed property per ``FocusedValueKey`` (see there); read it through
/// ``FocusedValue`` and ``FocusedBinding``. What it holds follows the key window (contract
/// rule 19):
///
/// - **Focus in:** when focus enters a view that publishes a value with
///   ``View/focusedValue(_:_:)`` (or one of its descendants) in the key window, the value is
///   visible; the innermost publisher containing focus wins.
/// - **Focus out:** when focus leaves that view, or its window stops being the key window, the
///   value goes (a ``View/focusedSceneValue(_:_:)`` stays while its window is key, wherever
///   focus is in it).
/// - **Write:** a focus write that moves focus or presents another window changes the values at
///   once, as a user's move would.
public struct FocusedValues {
    /// The values, by key type.
    var storage: [ObjectIdentifier: Any] = [:]
    /// Records which keys are read, to learn the keys behind a key path.
    var readRecorder: FocusedValueReadRecorder?

    /// An empty collection.
    init() {}

    /// The value for a key type, or `nil` when no publisher provides one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get {
            readRecorder?.keys.insert(ObjectIdentifier(key))
            return storage[ObjectIdentifier(key)] as? Key.Value
        }
        set {
            storage[ObjectIdentifier(key)] = newValue.map { $0 as Any }
        }
    }

    /// The keys a key path reads, found by reading it from an empty collection.
    static func keys<Value>(readBy keyPath: KeyPath<FocusedValues, Value>) -> Set<ObjectIdentifier> {
        var values = FocusedValues()
        let recorder = FocusedValueReadRecorder()
        values.readRecorder = recorder
        _ = values[keyPath: keyPath]
        return recorder.keys
    }

    /// The entries a key path writes when set to `value`.
    static func entries<Value>(
        writing value: Value?, to keyPath: WritableKeyPath<FocusedValues, Value?>
    ) -> [ObjectIdentifier: Any] {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return values.storage
    }
}

/// Collects the keys read through a ``FocusedValues`` subscript.
final class FocusedValueReadRecorder {
    var keys: Set<ObjectIdentifier> = []
}
