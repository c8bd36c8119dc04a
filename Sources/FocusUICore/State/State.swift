/// A value owned by a view (or an `App`) that survives re-evaluation, as SwiftUI's `@State`.
///
/// The view struct is re-created on every evaluation of its parent; the reconciler finds this
/// wrapper with `Mirror` and points it at the storage it keeps for the view's structural
/// position. Writing the value schedules one coalesced re-render of the owner.
@propertyWrapper
public struct State<Value> {
    /// The re-pointable handle to the persistent storage.
    let location: StateLocation<Value>

    /// A state with an initial value, used until the view is first mounted and as the
    /// starting value of its storage.
    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    /// SwiftUI's older spelling of ``init(wrappedValue:)``.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// An optional state that starts as `nil`: `@State private var selection: Item?`.
    ///
    /// Spelled for optionals only (`Value == Wrapped?`), as SwiftUI's, so that a non-optional
    /// `@State private var name: String` assigned in `init` (`_name = State(initialValue:)`)
    /// is not taken for a default-initialized one.
    public init<Wrapped>() where Value == Wrapped? {
        self.init(wrappedValue: nil)
    }

    /// The current value. The setter is `nonmutating` so that a button action in a `struct`
    /// view can write it.
    @MainActor public var wrappedValue: Value {
        get { location.box.read() }
        nonmutating set { location.box.value = newValue }
    }

    /// A two-way binding to the state, for child views and fields (`$username`).
    @MainActor public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(get: { box.read() }, set: { box.value = $0 })
    }
}
