/// A property wrapper whose value is where focus is, as in SwiftUI (contract "Terms").
///
/// Declare it as `@FocusState private var focusedField: Field?` (any `Hashable` `Field`) or
/// `@FocusState private var isFocused: Bool`. Bind fields with `.focused(_:equals:)` /
/// `.focused(_:)`. Reading gives the match value of the field that contains the focus widget
/// of the state's scope, or `nil` / `false` (rule 1). Writing moves focus synchronously
/// (rule 5), clears it (rule 8), or waits until the field can take focus (rule 7). All access
/// is on the main actor (rule 15).
@propertyWrapper
public struct FocusState<Value: Hashable>: Sendable {
    /// The handle that the view layer can re-point at persistent storage across re-renders.
    public let location: FocusStateLocation<Value>

    /// The derived value; setting it requests a focus move (rules 5–9). The setter is
    /// `nonmutating` so that a button action in a `struct` view can write it.
    @MainActor public var wrappedValue: Value {
        get { location.storage.value }
        nonmutating set { location.storage.write(AnyHashable(newValue)) }
    }

    /// A binding to pass to child views or to `.focused(...)`.
    @MainActor public var projectedValue: Binding {
        Binding(storage: location.storage)
    }

    /// A `Bool` state: `true` while its field has focus (rule 12).
    public init() where Value == Bool {
        location = FocusStateLocation(label: nil, scope: .window(nil), resetValue: false)
    }

    /// An optional state: the match value of the focused field, or `nil`.
    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(label: nil, scope: .window(nil), resetValue: nil)
    }

    /// A `Bool` state with an explicit trace label and scope (use `.app` for a state shared by
    /// several windows).
    public init(label: String? = nil, scope: FocusScope) where Value == Bool {
        location = FocusStateLocation(label: label, scope: scope, resetValue: false)
    }

    /// An optional state with an explicit trace label and scope (use `.app` for a state shared
    /// by several windows).
    public init<T: Hashable>(label: String? = nil, scope: FocusScope) where Value == T? {
        location = FocusStateLocation(label: label, scope: scope, resetValue: nil)
    }

    /// The persistent storage this state currently reads and writes.
    @MainActor public var storage: FocusStateStorage<Value> { location.storage }
}

/// A re-pointable reference from a `FocusState` handle to its persistent storage.
///
/// A SwiftUI-style view is a value re-created on every `body` evaluation; the view layer keeps
/// the storage of the first instance and re-points later instances at it, so that focus state
/// survives re-renders.
public final class FocusStateLocation<Value: Hashable>: @unchecked Sendable {
    // Only touched on the main actor (`storage` is main-actor isolated). The storage is made
    // on first use because a `@MainActor` object cannot be created in a nonisolated init.
    private nonisolated(unsafe) var current: FocusStateStorage<Value>?
    private let label: String?
    private let scope: FocusScope
    private let resetValue: Value

    nonisolated init(label: String?, scope: FocusScope, resetValue: Value) {
        self.label = label
        self.scope = scope
        self.resetValue = resetValue
    }

    /// The storage this handle reads and writes.
    @MainActor public package(set) var storage: FocusStateStorage<Value> {
        get {
            if let current { return current }
            let made = FocusStateStorage(label: label, scope: scope, resetValue: resetValue)
            current = made
            return made
        }
        set { current = newValue }
    }
}
