extension FocusCoordinator {
    /// Applies a write to a state now, or queues it while the coordinator is busy (rule 5).
    func write(_ state: AnyFocusState, _ value: FocusValue) {
        if queuesWrites {
            deferredWrites.append((state, value))
            return
        }
        applyPendingUpdates()
        apply(state, value)
        drainIfIdle()
    }

    /// Registers (or, with `nil`, removes) what `owner` must apply before a write from the
    /// program moves focus: a view host renders the updates it has scheduled, so that a write
    /// sees the views as the program left them before focus moves. A field revealed by the
    /// same action is then there to take focus, and an accessibility hint set by it is in place
    /// before the focus change is announced (a screen reader speaks it once, with the field,
    /// instead of once for the focus change and again for the hint).
    package func setPendingUpdateHandler(for owner: AnyObject, _ handler: (@MainActor () -> Void)?) {
        pendingUpdateHandlers[ObjectIdentifier(owner)] = handler
    }

    /// Runs every pending-update handler once; a write made by one of them (an `onAppear`, a
    /// `defaultFocus`) is applied without running them again.
    func applyPendingUpdates() {
        guard !isInside(.applyingPendingUpdates), !pendingUpdateHandlers.isEmpty else { return }
        within(.applyingPendingUpdates) {
            for handler in Array(pendingUpdateHandlers.values) { handler() }
        }
    }

    /// Applies queued writes in order once nothing is busy; bounded per turn (rule 14).
    func drainIfIdle() {
        guard !queuesWrites else { return }
        if !deferredWrites.isEmpty { drainDeferredWrites() }
        if !idleWork.isEmpty { runIdleWork() }
        notifyFocusObservers()
    }

    private func drainDeferredWrites() {
        activity.append(.draining)
        defer { activity.removeLast() }
        var applied = 0
        var index = 0
        while index < deferredWrites.count {
            if applied == deferredWriteLimit {
                logger.warning(
                    "focus writes keep triggering each other; dropped \(deferredWrites.count - index) "
                        + "queued writes after \(applied)")
                break
            }
            let (state, value) = deferredWrites[index]
            index += 1
            applied += 1
            apply(state, value)
        }
        deferredWrites.removeAll()
    }

    private func apply(_ state: AnyFocusState, _ value: FocusValue) {
        // Any later write supersedes a pending one (rule 7).
        cancelPendingWrite(of: state)
        // Rule 17: the key window's deactivation is waiting for the end of the burst, so the
        // state still reads that window's value. Writing it asks for that window again.
        if value == state.committedValue, value != state.reset, state.scope == .app,
            let pending = pendingDeactivation, pending.window == keyWindow
        {
            pendingDeactivation = nil
            withHostCall(cause: .program, reconciling: nil) { $0.present(pending.window) }
            return
        }
        // Rule 9: writing the current value does nothing at all.
        if value == state.committedValue { return }
        if value == state.reset {
            // Rule 8: only clear focus this state owns; otherwise a no-op.
            guard let window = state.committedWindow else { return }
            withHostCall(cause: .program, reconciling: window) { $0.clearFocus(in: window) }
            return
        }
        if !moveFocus(of: state, to: value) {
            state.pendingValue = value
            pendingStates[ObjectIdentifier(state)] = WeakFocusState(state: state)
        }
    }

    /// Focuses the first field with `value`, in registration order, that can take focus
    /// (rule 10), presenting its window for app-scoped states (rule 6). When none can, a
    /// source of fields that holds one realizes it and the walk runs once more
    /// (``FocusFieldSource``).
    private func moveFocus(of state: AnyFocusState, to value: FocusValue) -> Bool {
        guard host != nil else { return false }
        if focusFirstField(of: state, withValue: value) { return true }
        guard !state.fieldSources.isEmpty, realizeField(of: state, equals: value) else { return false }
        return focusFirstField(of: state, withValue: value)
    }

    /// Walks the registered fields with `value` in registration order and focuses the first
    /// that can take focus.
    private func focusFirstField(of state: AnyFocusState, withValue value: FocusValue) -> Bool {
        guard let host else { return false }
        let home = scopeWindow(of: state)
        // The fields with the value in registration order, walked in place (no list built).
        var candidate = state.firstField(withValue: value)
        while let field = candidate {
            candidate = state.firstField(from: field.nextWithSameHash, withValue: value)
            guard host.canTakeFocus(field.node), let window = host.window(containing: field.node) else {
                continue
            }
            // Rule 18: a window under presented content takes no focus until it is uncovered.
            if isCoveredByPresentation(window) { continue }
            var previousKey: FocusWindowID?? = nil
            switch state.scope {
            case .window:
                // A window-scoped state only reads its own window; never steal focus (rule 6).
                if let home, window != home { continue }
            case .app:
                if keyWindow != window {
                    // Switch the key window silently and commit once after the grab, so that
                    // observers see one change, not the other window's value in between.
                    previousKey = .some(keyWindow)
                    keyWindow = window
                    withHostCall(cause: .program, reconciling: nil) { $0.present(window) }
                } else if pendingDeactivation?.window == window {
                    // Rule 17: the key window is being deactivated; the write asks for it again.
                    pendingDeactivation = nil
                    withHostCall(cause: .program, reconciling: nil) { $0.present(window) }
                }
            }
            // Moved or postponed until GTK's crossing ends: the write is accepted either way
            // (rule 5); only a refusal leaves it pending (rule 7).
            let result = withHostCall(cause: .program, reconciling: window) { $0.grabFocus(on: field.node) }
            if let result, result != .refused {
                if previousKey != nil { deliver(recompute(Array(appStates.values)), cause: .program) }
                return true
            }
            if let previousKey { keyWindow = previousKey }
        }
        return false
    }

    func cancelPendingWrite(of state: AnyFocusState) {
        guard state.pendingValue != nil else { return }
        state.pendingValue = nil
        pendingStates[ObjectIdentifier(state)] = nil
    }

    /// Rule 7: the user moving focus in a state's scope cancels its pending write.
    func cancelPendingWrites(forUserMoveIn window: FocusWindowID) {
        guard !pendingStates.isEmpty else { return }
        for state in pendingStates.values.compactMap(\.state) {
            switch state.scope {
            case .app:
                if keyWindow == window { cancelPendingWrite(of: state) }
            case .window:
                if scopeWindow(of: state) == window { cancelPendingWrite(of: state) }
            }
        }
    }

    /// Queues every pending write for another attempt when idle. Called whenever a field may
    /// have become able to take focus (registration, mapping, a node made available) or a
    /// state's scope window may have changed; a write that still cannot be applied simply
    /// becomes pending again (rule 7).
    func retryPendingWrites() {
        guard !pendingStates.isEmpty else { return }
        pendingStates = pendingStates.filter { $0.value.state != nil }
        let states = pendingStates.values.compactMap(\.state).sorted { $0.firstSerial < $1.firstSerial }
        for state in states {
            guard let pending = state.pendingValue, let host else { continue }
            // Only the fields with the pending value: cheap however many fields the state has;
            // then a source that could realize it (the row of a lazy list).
            if state.fields(withValue: pending).contains(where: { host.canTakeFocus($0.node) })
                || windowOfRealizableField(of: state, equals: pending) != nil
            {
                deferredWrites.append((state, pending))
            }
        }
    }

    /// Queues `defaultFocus` writes for states that read this window (rule 13).
    func applyDefaults(in window: FocusWindowID) {
        guard !defaultStates.isEmpty else { return }
        defaultStates = defaultStates.filter { $0.value.state != nil }
        let states = defaultStates.values.compactMap(\.state).sorted { $0.firstSerial < $1.firstSerial }
        for state in states {
            guard let value = state.defaultValue else { continue }
            let inWindow =
                state.liveFields.contains { host?.window(containing: $0.node) == window }
                || windowOfRealizableField(of: state, equals: value) == window
            guard inWindow else { continue }
            state.defaultValue = nil
            defaultStates[ObjectIdentifier(state)] = nil
            if state.pendingValue == nil, !state.isFocused {
                deferredWrites.append((state, value))
            }
        }
    }
}
