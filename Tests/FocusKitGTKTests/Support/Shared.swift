/// A main-actor mutable cell, for test state that a `@MainActor` (hence `Sendable`) handler
/// closure and the test body both change. Captured `var`s would be flagged by Swift 6.
@MainActor
final class Shared<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
