extension FocusCoordinator {
    /// The host reports that a window's focus widget changed. Call it once per move, after
    /// GTK's leave/enter crossing has finished (for example from `notify::focus-widget`), so
    /// that a move A → B is committed as one change (rules 2 and 3).
    public func focusDidChange(in window: FocusWindowID, origin: FocusChangeOrigin = .user) {
        if hostCallCause != nil {
            // Reported from inside one of the coordinator's own host calls: collected, and
            // reconciled once when that call returns, with its cause (see `FocusHost`).
            reportedWindows.append(window)
            return
        }
        enter {
            var chain = takeBuffer(\.chainBuffer)
            readRegisteredChain(in: window, into: &chain)
            if origin == .toolkitFallback, !chain.isEmpty {
                chainBuffer = chain
                // Rule 11: GTK's after-paint fallback must not land in a bound field. Clear it
                // again before anything is committed, so observers never see the unrequested
                // value; the states of the focus widget that went away become nil / false.
                withHostCall(cause: .removal, reconciling: window) { $0.clearFocus(in: window) }
                return
            }
            let cause: FocusChangeCause
            switch origin {
            case .user: cause = .user
            case .windowShow: cause = .window
            // GTK moved focus on its own after a removal: not a user move, so pending writes stay.
            case .toolkitFallback: cause = .removal
            // A list moved focus from its removed row to the next (rule 11, the list case).
            case .replacement: cause = .removal
            }
            if cause == .user { cancelPendingWrites(forUserMoveIn: window) }
            commit(window, chain: &chain, cause: cause)
        }
    }

    /// The host reports that a window became active or inactive. Window-scoped states keep
    /// their values; app-scoped states follow the key window (rule 4). The key window's
    /// deactivation is committed only at the end of the current burst of events
    /// (``FocusHost/afterCurrentEvents(_:)``), and not at all when an activation of another
    /// window arrives first: app-scoped states then change once, old → new (rule 17).
    public func windowDidChangeActivation(_ window: FocusWindowID, isActive: Bool) {
        enter {
            if isActive {
                pendingDeactivation = nil
                if keyWindow != window { setKeyWindow(window, cause: .window) }
            } else if keyWindow == window, pendingDeactivation?.window != window {
                nextSerial += 1
                let serial = nextSerial
                pendingDeactivation = (window, serial)
                guard let host else { return commitDeactivation(serial) }
                host.afterCurrentEvents { [weak self] in self?.commitDeactivation(serial) }
            }
        }
    }

    /// Rule 17: the burst of events that deactivated the key window is over and activated no
    /// other window: app-scoped states lose their values now.
    private func commitDeactivation(_ serial: UInt64) {
        guard let pending = pendingDeactivation, pending.serial == serial else { return }
        pendingDeactivation = nil
        enter {
            if keyWindow == pending.window { setKeyWindow(nil, cause: .window) }
        }
    }

    /// The host reports that a window was mapped (shown). Call it from the window's `map`
    /// handler, which GTK runs before its automatic first-Tab-stop focus: pending writes for
    /// fields in the window are applied, then, the first time, `defaultFocus` (rules 7, 13).
    public func windowDidMap(_ window: FocusWindowID) {
        enter {
            let firstTime = mappedWindows.insert(window).inserted
            synchronize(window, cause: .window)
            // Pending writes are queued before `defaultFocus`, which then comes last (rule 13).
            retryPendingWrites()
            if firstTime { applyDefaults(in: window) }
        }
    }

    /// The host reports that a node entered or left a window (GTK's `notify::root`). The node
    /// may decide which window its state reads, and may now be able to take a pending write.
    public func nodeDidChangeWindow(_ node: FocusNodeID) {
        guard fieldsByNode[node] != nil else { return }
        topologyGeneration += 1
        enter(retryingPendingWrites: true) {
            if let window = chainWindowByNode[node] {
                // It held its old window's focus: that window's focus no longer contains it.
                synchronize(window, cause: .removal)
            }
            deliver(recompute(states(on: [node])), cause: .window)
        }
    }

    /// The host reports that a window was closed or destroyed: its states lose their values
    /// and it is forgotten (cause `window`).
    public func windowDidClose(_ window: FocusWindowID) {
        enter(retryingPendingWrites: true) {
            topologyGeneration += 1
            let old = chains[window] ?? []
            setChain(window, [])
            chains[window] = nil
            mappedWindows.remove(window)
            var changes = recompute(states(on: old))
            if keyWindow == window {
                keyWindow = nil
                changes += recompute(Array(appStates.values))
            }
            deliver(changes, cause: .window)
        }
    }

    /// The host reports that a node can no longer take focus (removed from its window,
    /// unmapped, hidden, made insensitive, about to be destroyed) or can again. A node that
    /// contained its window's focus makes the window's focus clear (rule 11); a node that can
    /// take focus again gets the pending writes waiting for it (rule 7).
    public func nodeAvailabilityDidChange(_ node: FocusNodeID, canTakeFocus: Bool) {
        topologyGeneration += 1
        enter(retryingPendingWrites: true) {
            // The states with fields on the node, computed once for both commits below.
            let nodeStates = states(on: [node])
            if !canTakeFocus, let window = chainWindowByNode[node] {
                withHostCall(cause: .removal, reconciling: window) { $0.clearFocus(in: window) }
                if chainWindowByNode[node] == window {
                    // The host could not clear it (a destroyed widget): forget the node's focus anyway.
                    chains[window]?.removeAll { $0 == node }
                    chainWindowByNode[node] = nil
                    deliver(recompute(nodeStates), cause: .removal)
                }
            }
            // The node may have joined or left its state's scope window.
            deliver(recompute(nodeStates), cause: .removal)
        }
    }
}

extension FocusCoordinator {
    /// The host finishes a grab it answered with ``FocusGrabResult/postponed``: GTK's focus
    /// crossing in `window` has ended, so `grab` can move focus without being undone (rule 5:
    /// never recursively inside the crossing). Runs as one of the coordinator's own host calls:
    /// the move is reconciled once and committed with cause `program`, and writes made
    /// meanwhile wait until it is done. For hosts only.
    package func finishPostponedGrab(in window: FocusWindowID, _ grab: () -> FocusGrabResult) {
        enter {
            _ = withHostCall(cause: .program, reconciling: window) { _ in grab() }
        }
    }
}

extension FocusCoordinator {
    /// Runs a group of registration changes as one, such as a view-layer re-render that
    /// registers a field's new match value and then cancels the old one: writes that become
    /// possible meanwhile (pending writes, rule 7) are applied once the group is done, so that
    /// observers never see a value from its middle (rule 3). Found by the exhaustive explorer
    /// (issue 15).
    public func performUpdate(_ body: () -> Void) {
        enter(retryingPendingWrites: true, body)
    }
}

extension FocusCoordinator {
    /// The host reports that a node's widget is being destroyed: its focus, if any, is cleared
    /// (rule 11) and every field on it is unregistered, whoever holds the tokens, so nothing
    /// refers to the dead widget afterwards.
    public func nodeWasDestroyed(_ node: FocusNodeID) {
        nodeAvailabilityDidChange(node, canTakeFocus: false)
        for field in FieldList.elements(from: fieldsByNode[node], next: \.nextOnNode) { unregister(field) }
    }
}
