import Foundation

/// The subscribers of one publisher, in subscription order; safe to use from any thread, as
/// Combine's subjects are. Values are delivered synchronously, outside the lock, so that a
/// subscriber may subscribe or cancel while receiving.
final class SubscriberList<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [(id: UInt64, receive: (Output) -> Void)] = []
    private var nextID: UInt64 = 0

    /// Whether anyone listens, for tests.
    var isEmpty: Bool { lock.withLock { receivers.isEmpty } }

    /// Adds a subscriber; the returned cancellable removes it.
    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = lock.withLock {
            nextID += 1
            receivers.append((nextID, receive))
            return nextID
        }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.withLock { self.receivers.removeAll { $0.id == id } }
        }
    }

    /// Calls every subscriber with `value`.
    func send(_ value: Output) {
        let current = lock.withLock { receivers.map(\.receive) }
        for receive in current { receive(value) }
    }
}
