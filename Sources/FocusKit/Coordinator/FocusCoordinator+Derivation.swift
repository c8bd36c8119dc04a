/// One committed change of one state.
struct FocusChange {
    let state: AnyFocusState
    let old: AnyHashable
    let new: AnyHashable
    let window: FocusWindowID?
}

extension FocusCoordinator {
    /// The window a state reads: its pinned window, or that of its first field in a window;
    /// for app-scoped states, the key window.
    func scopeWindow(of state: AnyFocusState) -> FocusWindowID? {
        switch state.scope {
        case .app:
            return keyWindow
        case .window(let pinned):
            if let pinned { return pinned }
            if let cached = state.cachedScopeWindow, cached.generation == topologyGeneration {
                return cached.window
            }
            var found: FocusWindowID?
            if let host {
                for field in state.liveFields {
                    if let window = host.window(containing: field.node) {
                        found = window
                        break
                    }
                }
            }
            state.cachedScopeWindow = (topologyGeneration, found)
            return found
        }
    }

    /// Rule 1: the match value of the innermost field of this state containing the focus
    /// widget of the state's scope window.
    func derive(_ state: AnyFocusState) -> (value: AnyHashable, window: FocusWindowID?) {
        guard let window = scopeWindow(of: state), let chain = chains[window] else {
            return (state.resetValue, nil)
        }
        for node in chain {
            var current = fieldsByNode[node]
            while let field = current {
                if field.state === state { return (field.value, window) }
                current = field.nextOnNode
            }
        }
        return (state.resetValue, nil)
    }

    /// Re-derives the states and returns those whose value changed, updating what is committed.
    func recompute(_ states: [AnyFocusState]) -> [FocusChange] {
        var changes: [FocusChange] = []
        // A focus event touches a handful of states: a linear check beats hashing them; many
        // states (all app-scoped ones on activation) go through a set.
        var seenFew: [ObjectIdentifier] = []
        var seenMany: Set<ObjectIdentifier> = []
        let few = states.count <= 16
        if few { seenFew.reserveCapacity(states.count) }
        for state in states {
            let id = ObjectIdentifier(state)
            if few {
                if seenFew.contains(id) { continue }
                seenFew.append(id)
            } else if !seenMany.insert(id).inserted {
                continue
            }
            let (value, window) = derive(state)
            let oldWindow = state.committedWindow
            state.committedWindow = window
            guard value != state.committedValue else { continue }
            let old = state.committedValue
            state.committedValue = value
            // A pending write is fulfilled once the state has its value, however it got there.
            if value == state.pendingValue { cancelPendingWrite(of: state) }
            let traceWindow: FocusWindowID? = state.scope == .app ? nil : (window ?? oldWindow)
            changes.append(FocusChange(state: state, old: old, new: value, window: traceWindow))
        }
        return changes
    }

    /// Logs and announces committed changes (rule 16). Observers run while the coordinator
    /// is busy, so their writes are queued (rule 5's exception).
    func deliver(_ changes: [FocusChange], cause: FocusChangeCause) {
        guard !changes.isEmpty else { return }
        for change in changes where logger.isTraceEnabled {
            logger.trace(
                FocusTraceLine.format(
                    window: change.window, label: change.state.label, old: change.old, new: change.new,
                    cause: cause))
        }
        busyDepth += 1
        for change in changes {
            change.state.notifyObservers(old: change.old, new: change.new)
        }
        busyDepth -= 1
    }

    /// The states that have fields on these nodes.
    func states(on nodes: [FocusNodeID]) -> [AnyFocusState] {
        var result: [AnyFocusState] = []
        for node in nodes {
            var current = fieldsByNode[node]
            while let field = current {
                result.append(field.state)
                current = field.nextOnNode
            }
        }
        return result
    }

    /// The host's focus chain for the window, restricted to registered nodes.
    func registeredChain(in window: FocusWindowID) -> [FocusNodeID] {
        guard let host else { return [] }
        return host.focusChain(in: window).filter { fieldsByNode[$0] != nil }
    }

    func setChain(_ window: FocusWindowID, _ chain: [FocusNodeID]) {
        for node in chains[window] ?? [] where chainWindowByNode[node] == window {
            chainWindowByNode[node] = nil
        }
        chains[window] = chain
        for node in chain { chainWindowByNode[node] = window }
    }

    /// Re-reads the window's focus from the host and commits what changed: the reconciliation
    /// after each of the coordinator's own host calls (``withHostCall(cause:reconciling:_:)``).
    func synchronize(_ window: FocusWindowID, cause: FocusChangeCause) {
        let chain = registeredChain(in: window)
        let old = chains[window] ?? []
        guard chain != old else { return }
        setChain(window, chain)
        deliver(recompute(states(on: old + chain)), cause: cause)
    }

    /// Changes the window that app-scoped states read and commits their new values.
    func setKeyWindow(_ window: FocusWindowID?, cause: FocusChangeCause) {
        keyWindow = window
        deliver(recompute(Array(appStates.values)), cause: cause)
    }
}
