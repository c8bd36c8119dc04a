/// A publisher that publishes changes from observable objects, as Combine's
/// `ObservableObjectPublisher`.
///
/// ``ObservableObject`` provides one as `objectWillChange`; every ``Published`` property
/// sends it before it changes. Call ``send()`` yourself for changes of properties that are not
/// `@Published`:
///
/// ```swift
/// final class Clock: ObservableObject {
///     var ticks = 0 {
///         willSet { objectWillChange.send() }
///     }
/// }
/// ```
///
/// Views that hold the object (``StateObject``, ``ObservedObject``, ``EnvironmentObject``)
/// render again after it sends, once per main-loop turn however often it sends.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// Publishes no value: only that the object is about to change.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the change event to every subscriber, synchronously.
    public func send() {
        subscribers.send(())
    }

    /// Calls `receiveValue` before every change of the object, until the subscription is
    /// cancelled.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }
}
