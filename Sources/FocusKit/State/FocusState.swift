/// A property wrapper type that can read and write the current focus location, as SwiftUI's
/// `FocusState`.
///
/// Use it with `focused(_:equals:)` to describe which field has focus, or with `focused(_:)`
/// for a single field and a `Bool`:
///
/// ```swift
/// struct LoginForm: View {
///     enum Field: Hashable {
///         case usernameField
///         case passwordField
///     }
///
///     @State private var username = ""
///     @State private var password = ""
///     @FocusState private var focusedField: Field?
///
///     var body: some View {
///         Form {
///             TextField("Username", text: $username)
///                 .focused($focusedField, equals: .usernameField)
///             SecureField("Password", text: $password)
///                 .focused($focusedField, equals: .passwordField)
///             Button("Sign In") {
///                 if username.isEmpty {
///                     focusedField = .usernameField
///                 } else if password.isEmpty {
///                     focusedField = .passwordField
///                 }
///             }
///         }
///     }
/// }
/// ```
///
/// - **Focus in:** when focus enters a field bound to the state (by a click, Tab, or anything
///   else), the state takes that field's value, in the same event. Moving straight from one
///   field to another is one change, never passing through `nil` (contract rules 1–3).
/// - **Focus out:** when focus moves to something not bound to the state, or the focused field
///   is hidden, disabled or removed, the state becomes `nil` (or `false`). A window in the
///   background keeps its focus, so a state declared in a view keeps its value; one declared
///   in the `App` follows the active window (rules 4 and 11).
/// - **Write:** assigning a value moves focus to its field at once, so reading the state on the
///   next line gives the new value; assigning `nil` clears the window's focus if one of the
///   state's fields had it. If the field cannot take focus yet (not on screen, hidden,
///   disabled), the write waits and applies as soon as it can (rules 5–9).
///
/// Declared in a view, the state reads that view's window; declared in the `App`, it reads the
/// active window. All access is on the main actor (rule 15). The rules are in the focus
/// contract (`Sources/FocusKit/FocusKit.docc/FocusContract.md`).
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
