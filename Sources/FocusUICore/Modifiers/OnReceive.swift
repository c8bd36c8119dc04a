extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher,
    /// as SwiftUI's `onReceive(_:perform:)`.
    ///
    /// ```swift
    /// Text(library.status)
    ///     .onReceive(library.$books) { books in
    ///         count = books.count
    ///     }
    /// ```
    ///
    /// The view subscribes when it appears and cancels when it disappears; a `@Published`
    /// property's publisher delivers its current value at once, then each new value before it
    /// is set (Combine's order). Every value runs the action of the latest evaluation of the
    /// view. Given another publisher object at the same place, the view subscribes to that one
    /// instead. The action runs on the main actor: a value published on another thread is
    /// delivered on the main thread (SwiftUI asks you to publish on the main thread).
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to (FocusUI's ``Publisher``: a `@Published`
    ///     property's `$property`, an `objectWillChange`, or your own).
    ///   - action: The action to perform when an event is emitted by `publisher`.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        let receiver = ReceiveSubscriber(
            subscribe: { deliver in
                publisher.sink { value in
                    let carried = UncheckedSendableValue(value)
                    MainQueueMarker.runOnMainActor { deliver(carried.value) }
                }
            },
            action: { value in
                if let value = value as? P.Output { action(value) }
            })
        if let identifying = publisher as? any PublisherIdentifying {
            return modified(.keyedLifecycle(AnyHashable(identifying.publisherIdentity), .onReceive(receiver)))
        }
        return modified(.lifecycle(.onReceive(receiver)))
    }
}

/// A published value carried to the main actor from the thread it was published on; only the
/// main actor reads it.
struct UncheckedSendableValue<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
