/// A closure or binding carried by a ``ViewComponent``, compared as always equal: a render that
/// only makes new closures changes nothing in the toolkit, and the renderer, which keeps the
/// newest component, runs the newest closure when its signal comes.
public struct ComponentAction<Value>: Equatable {
    /// The closure or binding.
    public let value: Value

    /// Wraps `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Always equal: an action is not part of what a component shows.
    public static func == (lhs: ComponentAction, rhs: ComponentAction) -> Bool { true }
}

extension ComponentAction where Value == @MainActor () -> Void {
    /// Runs the closure.
    @MainActor public func callAsFunction() { value() }
}
