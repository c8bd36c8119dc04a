extension FocusState {
    /// A property wrapper type that can read and write a focus state owned elsewhere, as
    /// SwiftUI's `FocusState.Binding`.
    ///
    /// Get one with the state's `$` prefix and pass it to a child view, or to
    /// `focused(_:equals:)`; reading and writing it reads and writes the state itself:
    ///
    /// ```swift
    /// struct AddressFields: View {
    ///     @FocusState.Binding var focusedField: Field?
    ///     @Binding var street: String
    ///
    ///     var body: some View {
    ///         TextField("Street", text: $street)
    ///             .focused($focusedField, equals: .street)
    ///     }
    /// }
    ///
    /// // In the parent: AddressFields(focusedField: $focusedField, street: $street)
    /// ```
    ///
    /// - **Focus in:** reads the value of the field bound to the state that has focus, wherever
    ///   in the view tree that field is.
    /// - **Focus out:** reads `nil` (or `false`) once no field of the state has focus.
    /// - **Write:** moves focus as a write to the state does: at once when the field can take
    ///   focus, otherwise as soon as it can (contract rules 5–9). A binding to a state declared
    ///   in the `App` can focus a field in another window, which is then brought to the front
    ///   (rule 6).
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
