import FocusKit

/// Resolves focused values for one focus coordinator (one application) and tells readers when
/// a value they read changes (contract rule 19).
///
/// Publishers are render nodes with `.focusedValue` / `.focusedSceneValue`; readers are
/// subscriptions of ``FocusedValue`` and ``FocusedBinding``. Resolution follows the
/// coordinator's key window: the active window, or the one a focus write just presented. It
/// runs when the coordinator reports that focus or the key window may have changed, and after
/// a render that changed publishers; nothing polls.
@MainActor
package final class FocusedValueRegistry {
    /// The values readers see now.
    private(set) var values = FocusedValues()
    /// How many times a resolution found a changed value, for tests.
    package private(set) var changeCount = 0
    private weak var coordinator: FocusCoordinator?
    private var publishers: [ObjectIdentifier: FocusedValuePublisher] = [:]
    private var subscriptions: [ObjectIdentifier: WeakSubscription] = [:]
    /// The snapshots of `values`, for comparing with the next resolution.
    private var snapshots: [ObjectIdentifier: FocusedValueSameness.Snapshot?] = [:]
    private var nextSequence: UInt64 = 0
    private var needsResolve = false
    private var focusObservation: FocusObservation?

    private struct WeakSubscription {
        weak var subscription: FocusedValueSubscription?
    }

    private init(coordinator: FocusCoordinator) {
        self.coordinator = coordinator
    }

    /// The registry shared by the view layer's hosts on `coordinator` (an app's windows and its
    /// commands), made when none of them holds one. The hosts own it (each keeps it while it
    /// lives); the core keeps nothing of the view layer.
    package static func shared(on coordinator: FocusCoordinator) -> FocusedValueRegistry {
        let key = ObjectIdentifier(coordinator)
        if let existing = live[key]?.registry, existing.coordinator === coordinator { return existing }
        live = live.filter { $0.value.registry != nil }
        let registry = FocusedValueRegistry(coordinator: coordinator)
        live[key] = WeakRegistry(registry: registry)
        registry.focusObservation = coordinator.addFocusObserver { [weak registry] in registry?.resolve() }
        return registry
    }

    /// The registries some host holds, by coordinator.
    private static var live: [ObjectIdentifier: WeakRegistry] = [:]

    private struct WeakRegistry {
        weak var registry: FocusedValueRegistry?
    }

    isolated deinit {
        focusObservation?.cancel()
    }

    // MARK: Publishers

    /// Starts publishing a node's values; resolved at the next ``resolveIfNeeded()``.
    func add(_ publisher: FocusedValuePublisher) {
        publisher.sequence = nextSequence
        nextSequence += 1
        publishers[ObjectIdentifier(publisher)] = publisher
        needsResolve = true
    }

    /// Replaces what a node publishes.
    func update(_ publisher: FocusedValuePublisher, entries: [FocusedValueEntry]) {
        publisher.entries = entries
        needsResolve = true
    }

    /// Stops publishing a node's values: a view that goes away takes its values with it.
    func remove(_ publisher: FocusedValuePublisher) {
        guard publishers.removeValue(forKey: ObjectIdentifier(publisher)) != nil else { return }
        needsResolve = true
    }

    /// Logs a warning about a reader's misuse through the coordinator's logger.
    func warn(_ message: String) {
        coordinator?.logger.warning(message)
    }

    /// The number of registered publishers, for tests.
    package var publisherCount: Int { publishers.count }

    // MARK: Readers

    /// Tells `subscription` about changes of the keys it reads, for as long as it lives.
    func subscribe(_ subscription: FocusedValueSubscription) {
        subscriptions[ObjectIdentifier(subscription)] = WeakSubscription(subscription: subscription)
    }

    // MARK: Resolution

    /// Resolves if publishers changed since the last resolution.
    func resolveIfNeeded() {
        if needsResolve { resolve() }
    }

    /// Recomputes every key's value for the key window and re-evaluates the readers of the keys
    /// whose value changed.
    func resolve() {
        needsResolve = false
        guard !publishers.isEmpty || !values.storage.isEmpty else { return }
        let resolved = resolvedValues()
        var changed: Set<ObjectIdentifier> = []
        for key in Set(resolved.keys).union(values.storage.keys) {
            let old = values.storage[key].map { (value: $0, snapshot: snapshots[key] ?? nil) }
            let new = resolved[key].map { (value: $0.value, snapshot: $0.snapshot) }
            if !FocusedValueSameness.isSame(old, new) { changed.insert(key) }
        }
        var next = FocusedValues()
        var nextSnapshots: [ObjectIdentifier: FocusedValueSameness.Snapshot?] = [:]
        for (key, entry) in resolved {
            next.storage[key] = entry.value
            nextSnapshots[key] = entry.snapshot
        }
        values = next
        snapshots = nextSnapshots
        guard !changed.isEmpty else { return }
        changeCount += 1
        subscriptions = subscriptions.filter { $0.value.subscription != nil }
        for weak in Array(subscriptions.values) {
            guard let subscription = weak.subscription, !subscription.keys.isDisjoint(with: changed) else {
                continue
            }
            subscription.invalidate()
        }
    }

    /// Per key, the winning publication in the key window: publishers containing the focus
    /// widget first, innermost node first and, on one node, the innermost modifier; then scene
    /// values of publishers not containing focus, in registration order.
    private func resolvedValues() -> [ObjectIdentifier: (
        value: Any, snapshot: FocusedValueSameness.Snapshot?
    )] {
        guard let coordinator, let window = coordinator.keyWindow else { return [:] }
        var depth: [FocusNodeID: Int] = [:]
        if let host = coordinator.host {
            for (index, node) in host.focusChain(in: window).enumerated() where depth[node] == nil {
                depth[node] = index
            }
        }
        typealias Rank = (tier: Int, order: UInt64, modifier: Int)
        var best: [ObjectIdentifier: (rank: Rank, value: Any)] = [:]
        for publisher in publishers.values where publisher.window == window {
            let nodeDepth = depth[publisher.node]
            for (index, entry) in publisher.entries.enumerated() {
                let rank: Rank
                if let nodeDepth {
                    rank = (0, UInt64(nodeDepth), -index)
                } else if entry.isScene {
                    rank = (1, publisher.sequence, -index)
                } else {
                    continue
                }
                if let current = best[entry.key], current.rank <= rank { continue }
                best[entry.key] = (rank, entry.value)
            }
        }
        return best.mapValues { ($0.value, FocusedValueSameness.snapshot(of: $0.value)) }
    }
}
