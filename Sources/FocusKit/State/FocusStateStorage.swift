/// The typed storage behind one `@FocusState<Value>`.
@MainActor
public final class FocusStateStorage<Value: Hashable>: AnyFocusState {
    init(label: String?, scope: FocusScope, resetValue: Value) {
        super.init(
            label: label ?? FocusStateStorage.typeLabel, scope: scope, resetValue: AnyHashable(resetValue))
    }

    /// The derived value (contract rule 1).
    public var value: Value {
        Self.readObserver?(self)
        return unobservedValue
    }

    /// ``value`` without telling ``AnyFocusState/readObserver``: the view layer's own reads of a
    /// state it keeps (a list's focused row), which are no view's dependency.
    package var unobservedValue: Value { Self.unwrap(committedValue.base) }

    /// The label of a state declared without one: its value type, `Field?` for
    /// `Optional<Field>`, so traces name the state readably.
    package nonisolated static var typeLabel: String {
        let name = String(describing: Value.self)
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            return String(name.dropFirst("Optional<".count).dropLast()) + "?"
        }
        return name
    }

    static func unwrap(_ value: AnyHashable) -> Value {
        // AnyHashable unwraps `Optional.some`, so a plain cast re-wraps it when Value is optional.
        value.base as! Value
    }

    /// Calls `handler(old, new)` after each committed change until the observation ends.
    public func observe(_ handler: @escaping @MainActor (Value, Value) -> Void) -> FocusObservation {
        let id = addObserver { old, new in handler(Self.unwrap(old), Self.unwrap(new)) }
        return FocusObservation { [weak self] in self?.removeObserver(id) }
    }
}

/// Ends an observation of a focus state when cancelled or released.
@MainActor
public final class FocusObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops calling the observer; idempotent.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        cancel()
    }
}
