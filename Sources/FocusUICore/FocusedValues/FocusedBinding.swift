/// A convenience property wrapper for observing and automatically unwrapping state bindings
/// from the focused view or one of its ancestors, as SwiftUI's `FocusedBinding`.
///
/// Publish a binding with ``View/focusedValue(_:_:)`` or ``View/focusedSceneValue(_:_:)``, then
/// read and write the bound value from elsewhere:
///
/// ```swift
/// extension FocusedValues {
///     var draftTitle: Binding<String>? {
///         get { self[DraftTitleKey.self] }
///         set { self[DraftTitleKey.self] = newValue }
///     }
/// }
///
/// // In the editor:  TextField("Title", text: $title).focusedValue(\.draftTitle, $title)
/// // In a reader:
/// @FocusedBinding(\.draftTitle) private var title
/// Button("Clear Title") { title = "" }
/// ```
///
/// The value is `nil` when no view publishes the key in the key window. Readers are
/// re-evaluated when the key window, focus or the bound value changes the value they see
/// (contract rule 19).
@propertyWrapper
public struct FocusedBinding<Value> {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let location = FocusedValueLocation()

    /// A reader of the binding at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The bound value, or `nil` when no binding is published. Writing a value writes through
    /// the binding; writing `nil`, or writing while none is published, does nothing and is
    /// reported as a warning through the coordinator's logger.
    @MainActor public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let binding, let newValue else {
                location.registry?.warn(
                    "FocusedBinding: write ignored (\(binding == nil ? "no binding is published" : "nil written"))"
                )
                return
            }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the optional bound value, for controls.
    @MainActor public var projectedValue: Binding<Value?> {
        let reader = self
        return Binding(get: { reader.wrappedValue }, set: { reader.wrappedValue = $0 })
    }

    @MainActor private var binding: Binding<Value>? {
        location.registry?.values[keyPath: keyPath]
    }
}

extension FocusedBinding: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        attachFocusedValueReader(keyPath: keyPath, location: location, attachment: attachment)
    }
}
