/// Runs lifecycle effects when the views carrying them appear and disappear between renders.
@MainActor
final class LifecycleTracker {
    private struct Active {
        var effect: LifecycleEffect
        var task: Task<Void, Never>?
    }

    private var active: [ViewPath: Active] = [:]

    /// The number of effects whose views are present, for tests.
    var count: Int { active.count }

    /// Compares this render's effects with the previous render's: effects whose modifier left
    /// the tree end (`onDisappear`, task cancelled), new ones start (`onAppear`, task,
    /// default focus, `onChange` with `initial`), those that stay adopt their newest closures,
    /// and `onChange` actions whose value differs from the previous render's run last.
    func commit(_ effects: [(path: ViewPath, effect: LifecycleEffect)], coordinator: FocusCoordinator) {
        var next: [ViewPath: Active] = [:]
        var appeared: [ViewPath] = []
        var changed: [() -> Void] = []
        for (path, effect) in effects where next[path] == nil {
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
                next[path] = Active(effect: effect, task: nil)
                appeared.append(path)
            }
        }
        let gone = active.filter { next[$0.key] == nil }.sorted { $0.key.description < $1.key.description }
        active = next
        // Disappearances before appearances, as in SwiftUI.
        for (_, entry) in gone {
            switch entry.effect {
            case .onDisappear(let action): action()
            case .task: entry.task?.cancel()
            case .onAppear, .defaultFocus, .onChange: break
            }
        }
        for path in appeared {
            guard let entry = active[path] else { continue }
            switch entry.effect {
            case .onAppear(let action): action()
            case .task(let priority, let action):
                active[path]?.task = Task(priority: priority) { @MainActor in await action() }
            case .defaultFocus(let request): request.apply(coordinator)
            case .onChange(let observer): if observer.initial { observer.action(observer.value) }
            case .onDisappear: break
            }
        }
        // Changes after appearances, in tree order; a state they write renders again.
        for action in changed { action() }
    }
}
