/// Runs lifecycle effects when the views carrying them appear and disappear between renders.
@MainActor
final class LifecycleTracker {
    private struct Active {
        var effect: LifecycleEffect
        var task: Task<Void, Never>?
        var subscription: AnyCancellable?
    }

    private var active: [ViewPath: Active] = [:]
    /// The positions of `active`, in the order the last render recorded them.
    private var order: [ViewPath] = []

    /// The number of effects whose views are present, for tests.
    var count: Int { active.count }

    /// Compares this render's effects with the previous render's: effects whose modifier left
    /// the tree end (`onDisappear`, task cancelled, publisher subscription cancelled), new ones
    /// start (`onAppear`, default focus, `onChange` with `initial`, `onReceive`, then tasks),
    /// those that stay adopt their newest closures, and `onChange` actions whose value differs
    /// from the previous render's run last.
    ///
    /// Effects are recorded innermost view first (see `ModifiedView`), so children appear
    /// before their parents and one view's modifiers run in the order they are written, as in
    /// SwiftUI; tasks start after every appearance. Disappearances come first, in the order
    /// the views had, and are all run before any appearance (SwiftUI without transitions).
    func commit(_ effects: [(path: ViewPath, effect: LifecycleEffect)], coordinator: FocusCoordinator) {
        var next: [ViewPath: Active] = [:]
        var nextOrder: [ViewPath] = []
        var appeared: [ViewPath] = []
        var changed: [() -> Void] = []
        for (path, effect) in effects where next[path] == nil {
            nextOrder.append(path)
            if var existing = active[path] {
                if case .defaultFocus(let new) = effect, case .defaultFocus(let old) = existing.effect,
                    new.key != old.key
                {
                    new.apply(coordinator)
                }
                if case .onChange(let new) = effect, case .onChange(let old) = existing.effect,
                    !new.isEqual(old.value)
                {
                    changed.append { new.action(old.value) }
                }
                existing.effect = effect
                next[path] = existing
            } else {
                next[path] = Active(effect: effect)
                appeared.append(path)
            }
        }
        let gone = order.compactMap { path in next[path] == nil ? active[path] : nil }
        active = next
        order = nextOrder
        for entry in gone {
            switch entry.effect {
            case .onDisappear(let action): action()
            case .task: entry.task?.cancel()
            case .onReceive: entry.subscription?.cancel()
            case .onAppear, .defaultFocus, .onChange: break
            }
        }
        var tasks: [ViewPath] = []
        for path in appeared {
            guard let entry = active[path] else { continue }
            switch entry.effect {
            case .onAppear(let action): action()
            case .task: tasks.append(path)
            case .defaultFocus(let request): request.apply(coordinator)
            case .onChange(let observer): if observer.initial { observer.action(observer.value) }
            case .onReceive(let receiver):
                let subscription = receiver.subscribe { [weak self] value in self?.receive(value, at: path) }
                // The view may have gone in an action run by the subscription's first value.
                if active[path] != nil {
                    active[path]?.subscription = subscription
                } else {
                    subscription.cancel()
                }
            case .onDisappear: break
            }
        }
        for path in tasks {
            guard case .task(let priority, let action) = active[path]?.effect else { continue }
            active[path]?.task = Task(priority: priority) { @MainActor in await action() }
        }
        // Changes after appearances, in tree order; a state they write renders again.
        for action in changed { action() }
    }

    /// A value of the publisher at `path`: runs the action of the latest render.
    private func receive(_ value: Any, at path: ViewPath) {
        guard case .onReceive(let receiver) = active[path]?.effect else { return }
        receiver.action(value)
    }
}
