extension FocusState {
    /// A reference to a `@FocusState`, passed to child views and to `.focused(...)`; reading
    /// and writing it is reading and writing the state itself. Like SwiftUI's, it is also a
    /// property wrapper: `@FocusState<Field?>.Binding var focusedField: Field?`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        /// The state this binding refers to.
        public let storage: FocusStateStorage<Value>

        /// Creates a binding to the given state storage.
        public init(storage: FocusStateStorage<Value>) {
            self.storage = storage
        }

        /// The state's derived value; setting it requests a focus move (rules 5–9).
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.write(AnyHashable(newValue)) }
        }

        /// The binding itself, so that `$binding` works inside a child view.
        public var projectedValue: Binding { self }
    }
}
