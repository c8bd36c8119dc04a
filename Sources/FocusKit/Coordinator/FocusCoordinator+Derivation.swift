/// One committed change of one state.
struct FocusChange {
    let state: AnyFocusState
    let old: FocusValue
    let new: FocusValue
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
    func derive(_ state: AnyFocusState) -> (value: FocusValue, window: FocusWindowID?) {
        guard let window = scopeWindow(of: state), let chain = chains[window] else {
            return (state.reset, nil)
        }
        for node in chain {
            var current = fieldsByNode[node]
            while let field = current {
                if field.state === state { return (field.value, window) }
                current = field.nextOnNode
            }
        }
        return (state.reset, nil)
    }

    /// Re-derives the states and returns those whose value changed, updating what is committed.
    func recompute(_ states: [AnyFocusState]) -> [FocusChange] {
        var changes: [FocusChange] = []
        recompute(states, into: &changes)
        return changes
    }

    /// Re-derives the states and appends those whose value changed to `changes`, updating
    /// what is committed. Allocates nothing for a handful of states (a focus event's).
    func recompute(_ states: [AnyFocusState], into changes: inout [FocusChange]) {
        // A focus event touches a handful of states: a linear check of the ones before beats
        // hashing them; many states (all app-scoped ones on activation) go through a set.
        var seenMany: Set<ObjectIdentifier> = []
        let few = states.count <= 16
        for index in states.indices {
            let state = states[index]
            if few {
                if states[..<index].contains(where: { $0 === state }) { continue }
            } else if !seenMany.insert(ObjectIdentifier(state)).inserted {
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
    }

    /// Logs and announces committed changes (rule 16). Observers run while the coordinator
    /// is busy, so their writes are queued (rule 5's exception).
    func deliver(_ changes: [FocusChange], cause: FocusChangeCause) {
        guard !changes.isEmpty else { return }
        for change in changes where logger.isTraceEnabled {
            logger.trace(
                FocusTraceLine.format(
                    window: change.window, label: change.state.label, old: change.old.base,
                    new: change.new.base,
                    cause: cause))
        }
        within(.busy) {
            for change in changes {
                change.state.notifyObservers(old: change.old.base, new: change.new.base)
            }
        }
    }

    /// The states that have fields on these nodes.
    func states(on nodes: [FocusNodeID]) -> [AnyFocusState] {
        var result: [AnyFocusState] = []
        appendStates(on: nodes, to: &result)
        return result
    }

    /// Appends the states that have fields on these nodes to `states`.
    func appendStates(on nodes: [FocusNodeID], to states: inout [AnyFocusState]) {
        for node in nodes {
            var current = fieldsByNode[node]
            while let field = current {
                states.append(field.state)
                current = field.nextOnNode
            }
        }
    }

    /// Appends the states that have fields on the nodes of `nodes` that are not in `others`
    /// (focus chains: a handful of nodes, compared in place).
    func appendStates(
        onNodesOf nodes: [FocusNodeID], notIn others: [FocusNodeID], to states: inout [AnyFocusState]
    ) {
        for node in nodes where !others.contains(node) {
            var current = fieldsByNode[node]
            while let field = current {
                states.append(field.state)
                current = field.nextOnNode
            }
        }
    }

    /// The host's focus chain for the window, restricted to registered nodes.
    func registeredChain(in window: FocusWindowID) -> [FocusNodeID] {
        var chain: [FocusNodeID] = []
        readRegisteredChain(in: window, into: &chain)
        return chain
    }

    /// The host's focus chain for the window, restricted to registered nodes, written into
    /// `chain` (whose contents it replaces).
    func readRegisteredChain(in window: FocusWindowID, into chain: inout [FocusNodeID]) {
        chain.removeAll(keepingCapacity: true)
        guard let host else { return }
        host.focusChain(in: window, into: &chain)
        chain.removeAll { fieldsByNode[$0] == nil }
    }

    func setChain(_ window: FocusWindowID, _ chain: [FocusNodeID]) {
        var chain = chain
        setChain(window, swapping: &chain)
    }

    /// Makes `chain` the window's chain; `chain` gets the old one, so that both buffers are
    /// reused (a focus event allocates nothing).
    func setChain(_ window: FocusWindowID, swapping chain: inout [FocusNodeID]) {
        if let old = chains[window] {
            for node in old where chainWindowByNode[node] == window { chainWindowByNode[node] = nil }
        } else {
            chains[window] = []
        }
        swap(&chains[window, default: []], &chain)
        for node in chains[window, default: []] { chainWindowByNode[node] = window }
    }

    /// Re-reads the window's focus from the host and commits what changed: the reconciliation
    /// after each of the coordinator's own host calls (``withHostCall(cause:reconciling:_:)``).
    func synchronize(_ window: FocusWindowID, cause: FocusChangeCause) {
        var chain = takeBuffer(\.chainBuffer)
        readRegisteredChain(in: window, into: &chain)
        guard chain != (chains[window] ?? []) else {
            chainBuffer = chain
            return
        }
        commit(window, chain: &chain, cause: cause)
    }

    /// Makes `chain` (read from the host) the window's chain and commits the changes of every
    /// state with a field on a node that entered or left it. A node in both chains keeps its
    /// fields' values: a state whose value changes has a field on a node that moved (rule 1
    /// reads the innermost field of each state, so a state with fields on a node that stayed
    /// and on one that moved is found through the latter). Hands the buffers back for the next
    /// event; a commit nested in an observer finds them taken and uses its own.
    func commit(_ window: FocusWindowID, chain: inout [FocusNodeID], cause: FocusChangeCause) {
        setChain(window, swapping: &chain)
        // `chain` is the old chain now.
        var states = takeBuffer(\.stateBuffer)
        let new = chains[window] ?? []
        appendStates(onNodesOf: chain, notIn: new, to: &states)
        appendStates(onNodesOf: new, notIn: chain, to: &states)
        chain.removeAll(keepingCapacity: true)
        chainBuffer = chain
        var changes = takeBuffer(\.changeBuffer)
        recompute(states, into: &changes)
        states.removeAll(keepingCapacity: true)
        stateBuffer = states
        deliver(changes, cause: cause)
        changes.removeAll(keepingCapacity: true)
        changeBuffer = changes
    }

    /// Takes a scratch buffer, leaving an empty one (no allocation) in its place.
    func takeBuffer<Element>(_ buffer: ReferenceWritableKeyPath<FocusCoordinator, [Element]>) -> [Element] {
        var taken: [Element] = []
        swap(&taken, &self[keyPath: buffer])
        return taken
    }

    /// Changes the window that app-scoped states read and commits their new values.
    func setKeyWindow(_ window: FocusWindowID?, cause: FocusChangeCause) {
        keyWindow = window
        deliver(recompute(Array(appStates.values)), cause: cause)
    }
}
