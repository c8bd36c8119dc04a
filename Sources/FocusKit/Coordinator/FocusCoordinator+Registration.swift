extension FocusCoordinator {
    /// Binds a node to a state and a match value: the core of `.focused(_:equals:)`.
    ///
    /// If the node already contains its window's focus widget the state takes the value at
    /// once; a pending write for `value` is applied as soon as the node can take focus
    /// (rule 7). Registering a second field with the same value logs one warning per state and
    /// value (rule 10). End the returned token to unregister.
    public func register<Value>(
        node: FocusNodeID, state: FocusStateStorage<Value>, equals value: Value
    ) -> FocusRegistration {
        register(node: node, anyState: state, value: FocusValue(AnyHashable(value)))
    }

    /// Binds a node to a `Bool` state: `.focused($isFocused)`, which is exactly
    /// `.focused($isFocused, equals: true)` (rule 12).
    public func register(node: FocusNodeID, state: FocusStateStorage<Bool>) -> FocusRegistration {
        register(node: node, anyState: state, value: FocusValue(AnyHashable(true)))
    }

    func register(node: FocusNodeID, anyState state: AnyFocusState, value: FocusValue) -> FocusRegistration {
        adopt(state)
        nextSerial += 1
        topologyGeneration += 1
        let field = FieldRecord(node: node, state: state, value: value, serial: nextSerial)
        if state.hasField(withValue: value), state.warnedDuplicates.insert(value.base).inserted {
            logger.warning(
                "focus state \(state.label) has several fields for value "
                    + "\(FocusTraceLine.describe(value.base)); writes focus the first one that can take focus"
            )
        }
        state.addField(field)
        fieldsByNode[node] = FieldList.append(field, to: fieldsByNode[node], next: \.nextOnNode)
        let id = ObjectIdentifier(state)
        if state.scope == .app { appStates[id] = state }
        if let early = state.unattachedWrite {
            state.unattachedWrite = nil
            state.pendingValue = early
        }
        if state.pendingValue != nil { pendingStates[id] = WeakFocusState(state: state) }
        if state.defaultValue != nil { defaultStates[id] = WeakFocusState(state: state) }

        enter(retryingPendingWrites: true) {
            if let window = host?.window(containing: node) {
                // The widget may already hold focus: that is where the user (or GTK) put it.
                synchronize(window, cause: .user)
            }
        }
        return FocusRegistration(coordinator: self, field: field)
    }

    func unregister(_ field: FieldRecord) {
        guard field.isRegistered else { return }
        field.isRegistered = false
        topologyGeneration += 1
        let state = field.state
        state.removeField(field)
        fieldsByNode[field.node] = FieldList.remove(field, from: fieldsByNode[field.node], next: \.nextOnNode)
        fieldsByNode.shrinkIfSparse()
        let id = ObjectIdentifier(state)
        if !state.hasFields {
            // Forget the state so that an abandoned state is not kept alive; it re-enters these
            // tables when a field registers again.
            appStates[id] = nil
            defaultStates[id] = nil
        }
        enter(retryingPendingWrites: true) {
            if let window = chainWindowByNode[field.node], fieldsByNode[field.node] == nil {
                chains[window]?.removeAll { $0 == field.node }
                chainWindowByNode[field.node] = nil
            }
            // Also when the field was not focused: it may have decided the state's scope window.
            deliver(recompute([state]), cause: .removal)
        }
    }

    /// Asks that `value` be focused when the state's window first shows (rule 13): applied
    /// once, before GTK's automatic first-Tab-stop focus, unless a write is pending or the
    /// state already has focus. If the window is already shown it is applied now.
    public func setDefaultFocus<Value>(_ state: FocusStateStorage<Value>, _ value: Value) {
        if state.coordinator == nil { state.coordinator = self }
        state.defaultValue = FocusValue(AnyHashable(value))
        defaultStates[ObjectIdentifier(state)] = WeakFocusState(state: state)
        if let window = scopeWindow(of: state), mappedWindows.contains(window) {
            applyDefaults(in: window)
            drainIfIdle()
        }
    }
}

extension FocusCoordinator {
    /// Makes this coordinator the one `state` answers to, when it has none yet; a state bound
    /// to fields of two coordinators keeps the first, with a warning.
    func adopt(_ state: AnyFocusState) {
        if state.coordinator == nil {
            state.coordinator = self
        } else if state.coordinator !== self {
            logger.warning(
                "focus state \(state.label) is bound to fields of two coordinators; using the first")
        }
    }
}
