/// Declares that a type can deliver a sequence of values over time, as Combine's `Publisher`,
/// reduced to what views need: ``View/onReceive(_:perform:)`` and ``ObservableObject``'s
/// `objectWillChange`.
///
/// Combine is not available on Linux; FocusUI brings this minimal stand-in. Its publishers
/// never fail and have no operators (`map`, `debounce`, `receive(on:)`); a subscriber is a
/// closure given to ``sink(receiveValue:)``, called synchronously on the thread that publishes,
/// as Combine's `sink` is.
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var query = ""
/// }
///
/// let subscription = library.$query.sink { print("searching for", $0) }
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish; FocusUI's publishers never fail.
    associatedtype Failure: Error

    /// Attaches a subscriber with closure-based behavior, as Combine's `sink(receiveValue:)`:
    /// `receiveValue` is called with every value published from now on, until the returned
    /// ``AnyCancellable`` is cancelled or released.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// A protocol indicating that an activity or action supports cancellation, as Combine's
/// `Cancellable`.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when cancelled, as
/// Combine's `AnyCancellable`.
///
/// A subscription lasts as long as its `AnyCancellable`: releasing it cancels the subscription
/// automatically. Keep it in a property, or in a set with `store(in:)`.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    /// Cancels the subscription; later calls do nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit {
        cancelAction?()
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
