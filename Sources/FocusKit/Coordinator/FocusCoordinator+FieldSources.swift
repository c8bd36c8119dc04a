extension FocusCoordinator {
    /// Adds a source of fields to `state`: the one entry for fields that exist before their
    /// nodes do (see ``FocusFieldSource``). A write that finds no registered field with its
    /// value that can take focus asks the sources, in the order they were added, and the first
    /// that holds the field realizes it; the write then focuses it in the same call (rules 5
    /// and 7). Ending the returned token removes the source.
    public func addFieldSource(_ source: any FocusFieldSource, for state: AnyFocusState)
        -> FocusFieldSourceRegistration
    {
        adopt(state)
        nextSerial += 1
        let id = nextSerial
        state.fieldSources.append(WeakFieldSource(id: id, source: source))
        let key = ObjectIdentifier(state)
        if let early = state.unattachedWrite {
            state.unattachedWrite = nil
            state.pendingValue = early
        }
        if state.pendingValue != nil { pendingStates[key] = WeakFocusState(state: state) }
        if state.defaultValue != nil { defaultStates[key] = WeakFocusState(state: state) }
        // A write waiting for its field may find it in the new source.
        enter(retryingPendingWrites: true) {}
        return FocusFieldSourceRegistration(state: state, id: id)
    }

    /// The window of the first source of `state` that could realize the field with `value`.
    func windowOfRealizableField(of state: AnyFocusState, equals value: FocusValue) -> FocusWindowID? {
        for entry in state.fieldSources {
            if let window = entry.source?.windowOfRealizableField(of: state, equals: value.base) {
                return window
            }
        }
        return nil
    }

    /// Asks the sources of `state`, in order, to realize the field with `value`; returns
    /// whether one did. Runs busy, so that the registrations it makes do not drain writes
    /// in the middle of the write that asked.
    func realizeField(of state: AnyFocusState, equals value: FocusValue) -> Bool {
        for entry in state.fieldSources {
            guard let source = entry.source,
                source.windowOfRealizableField(of: state, equals: value.base) != nil
            else { continue }
            let realized = within(.busy) { source.realizeField(of: state, equals: value.base) }
            if realized { return true }
        }
        return false
    }
}
