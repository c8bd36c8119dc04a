/// A view's (or the app's, or commands') subscription to one observable object's
/// `objectWillChange`: kept in the owner's property slot, so it ends when the owner leaves the
/// tree, and renewed when the owner is given another object.
@MainActor
final class ObjectWillChangeSubscription {
    private(set) var object: ObjectIdentifier?
    private var cancellable: AnyCancellable?

    /// Subscribes the owner to `object` unless it already is; another object replaces the
    /// subscription. A change sent on another thread renders on the main actor.
    func observe<Object: ObservableObject>(
        _ object: Object, invalidate: @escaping @MainActor () -> Void
    ) {
        let identity = ObjectIdentifier(object)
        guard identity != self.object else { return }
        self.object = identity
        let sendable = SendableInvalidation(invalidate)
        cancellable = object.objectWillChange.sink { _ in
            MainQueueMarker.runOnMainActor { sendable.run() }
        }
    }

    /// Stops observing (the owner no longer holds an object).
    func stop() {
        object = nil
        cancellable = nil
    }
}

/// An owner's invalidation, carried to the main actor from the thread an object changed on.
struct SendableInvalidation: @unchecked Sendable {
    // Only ever called on the main actor (`MainQueueMarker.runOnMainActor`).
    private let invalidate: @MainActor () -> Void

    init(_ invalidate: @escaping @MainActor () -> Void) {
        self.invalidate = invalidate
    }

    @MainActor func run() { invalidate() }
}
