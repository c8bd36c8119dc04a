/// A property wrapper for observing values from the focused view or one of its ancestors, as
/// SwiftUI's `FocusedValue`.
///
/// ```swift
/// struct AccountStatus: View {
///     @FocusedValue(\.signedInAccount) private var account
///
///     var body: some View {
///         Text(account.map { "Signed in as \($0)" } ?? "Not signed in")
///     }
/// }
/// ```
///
/// The value is `nil` when no view publishes the key in the key window (see
/// ``View/focusedValue(_:_:)`` and ``View/focusedSceneValue(_:_:)``). The view, app or
/// commands that declare it are re-evaluated exactly when the value changes: focus moving into
/// or out of a publisher, the key window changing, a publisher going away or publishing another
/// value (contract rule 19). A value that is not `Equatable` (a closure) counts as another value
/// each time its view renders. The app's own `@FocusedValue` re-evaluates the app's scenes and
/// commands, not its windows, so a window publishing an action closure for a menu command, as
/// SwiftUI apps do, renders only when its own state changes.
@propertyWrapper
public struct FocusedValue<Value> {
    private let keyPath: KeyPath<FocusedValues, Value?>
    let location = FocusedValueLocation()

    /// A reader of the value at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value published for the key in the key window, or `nil`.
    @MainActor public var wrappedValue: Value? {
        location.registry?.values[keyPath: keyPath]
    }
}

/// The class-typed handle inside ``FocusedValue`` and ``FocusedBinding`` that the reconciler
/// points at the registry.
final class FocusedValueLocation {
    weak var registry: FocusedValueRegistry?
}

extension FocusedValue: AttachableProperty {
    @MainActor func attach(_ attachment: PropertyAttachment) {
        attachFocusedValueReader(keyPath: keyPath, location: location, attachment: attachment)
    }
}

/// Points a reader at the registry and, on first mount, subscribes its owner to the keys its
/// key path reads.
@MainActor
func attachFocusedValueReader<Value>(
    keyPath: KeyPath<FocusedValues, Value>, location: FocusedValueLocation, attachment: PropertyAttachment
) {
    location.registry = attachment.focusedValues
    guard let registry = attachment.focusedValues,
        !(attachment.slot.storages[attachment.label] is FocusedValueSubscription)
    else { return }
    let subscription = FocusedValueSubscription(
        keys: FocusedValues.keys(readBy: keyPath), invalidate: attachment.invalidateForFocusedValue)
    attachment.slot.storages[attachment.label] = subscription
    registry.subscribe(subscription)
}
