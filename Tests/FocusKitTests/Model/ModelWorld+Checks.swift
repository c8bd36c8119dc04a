@testable import FocusKit
@testable import FocusKitTestSupport

/// What a write must do, computed before it runs.
struct WritePrediction {
    let state: Int
    let value: AnyHashable
    let target: FocusNodeID?
    let readWindow: FocusWindowID?
}

extension ModelWorld {
    func check(
        step: RandomStep, before: [AnyHashable], focusBefore: [FocusWindowID: FocusNodeID?],
        keyBefore: FocusWindowID?, predictable: Bool, prediction: WritePrediction?,
        fallbackWindows: [FocusWindowID]
    ) -> String? {
        let coordinator = toolkit.coordinator
        for index in states.indices {
            let expected = expectedValue(of: index)
            if states[index].committedValue.base != expected {
                return "rule 1: s\(index) reads \(states[index].committedValue.base), focus says \(expected)"
            }
        }
        if let key = coordinator.keyWindow, toolkit.windows[key]?.isShown != true {
            return "rule 4: key window \(key) is closed or hidden"
        }
        for index in states.indices {
            var current = before[index]
            for change in logs[index] {
                if change.old != current {
                    return "rule 3: s\(index) observer saw \(change.old), expected \(current)"
                }
                if change.old == change.new { return "rule 9: s\(index) notified without a change" }
                current = change.new
            }
            if current != states[index].committedValue.base {
                return "rule 2: s\(index) change not delivered"
            }
        }
        if predictable, [.click, .tab, .shiftTab].contains(step.kind) {
            for index in states.indices {
                let reset = states[index].resetValue
                let after = states[index].committedValue.base
                if before[index] != reset, after != reset, before[index] != after, logs[index].count != 1 {
                    return
                        "rule 3: s\(index) moved \(before[index]) -> \(after) in \(logs[index].count) changes"
                }
            }
        }
        for window in fallbackWindows where focusSnapshot[window] != focusBefore[window] {
            if !toolkit.coordinator.registeredChain(in: window).isEmpty {
                return "rule 11: GTK's fallback landed in a bound field of window \(window)"
            }
        }
        for index in states.indices {
            if let pending = states[index].pendingValue?.base, writeTarget(of: index, value: pending) != nil {
                return "rule 7: s\(index) keeps a pending write of \(pending) that could be applied"
            }
        }
        if predictable, let prediction,
            let failure = checkWrite(prediction, before: before, focusBefore: focusBefore)
        {
            return failure
        }
        return checkPending(
            step: step, predictable: predictable, prediction: prediction, before: before,
            focusBefore: focusBefore, keyBefore: keyBefore)
    }

    private func checkWrite(
        _ p: WritePrediction, before: [AnyHashable], focusBefore: [FocusWindowID: FocusNodeID?]
    ) -> String? {
        let state = states[p.state]
        if p.value == before[p.state] {
            if focusSnapshot != focusBefore { return "rule 9: writing the current value moved focus" }
            return nil
        }
        if p.value == state.resetValue {
            if state.committedValue.base != state.resetValue { return "rule 8: s\(p.state) not cleared" }
            if let window = p.readWindow, toolkit.windows[window]?.focus != nil {
                return "rule 8: window \(window) still has focus after nil write"
            }
            if before[p.state] == state.resetValue, focusSnapshot != focusBefore {
                return "rule 8: nil write took focus from an unbound widget"
            }
            return nil
        }
        guard let target = p.target else {
            if focusSnapshot != focusBefore { return "rule 7: write with no available field moved focus" }
            if state.pendingValue?.base != p.value { return "rule 7: write of \(p.value) not kept pending" }
            return nil
        }
        guard let window = toolkit.nodes[target]?.window, let focus = toolkit.windows[window]?.focus,
            toolkit.contains(target, focus)
        else {
            return "rule 10: write did not focus the first available field \(toolkit.name(target))"
        }
        // GTK may put focus on a descendant of the field; if that descendant is itself a field
        // of the same state, the innermost one wins (rule 1) and the read differs legitimately.
        let inner = toolkit.ancestors(of: focus).prefix { $0 != target }
        let shadowed = registrations.contains { $0.state == p.state && inner.contains($0.node) }
        if !shadowed, state.committedValue.base != p.value {
            return "rule 5: s\(p.state) reads \(state.committedValue.base) right after writing \(p.value)"
        }
        return nil
    }

    private func checkPending(
        step: RandomStep, predictable: Bool, prediction: WritePrediction?, before: [AnyHashable],
        focusBefore: [FocusWindowID: FocusNodeID?], keyBefore: FocusWindowID?
    ) -> String? {
        guard predictable else {
            modelPending = states.map(\.pendingValue?.base)
            return nil
        }
        if let p = prediction {
            let reset = states[p.state].resetValue
            let staysPending = p.value != before[p.state] && p.value != reset && p.target == nil
            modelPending[p.state] = staysPending ? p.value : nil
        }
        if [.click, .tab, .shiftTab].contains(step.kind) {
            for (window, focus) in focusSnapshot
            where focusBefore[window] != nil && (focusBefore[window]! != focus || window == tabbedWindow) {
                for index in states.indices where modelPending[index] != nil {
                    let inScope =
                        states[index].scope == .app ? keyBefore == window : scopeWindow(of: index) == window
                    if inScope { modelPending[index] = nil }
                }
            }
        }
        for index in states.indices {
            if let pending = modelPending[index], states[index].pendingValue?.base == nil {
                // Applied means the state reached the value during this step; another pending
                // write applied right after it may have moved focus on again.
                let reached =
                    states[index].committedValue.base == pending || logs[index].contains { $0.new == pending }
                    || focusIsInside(fieldOf: index, value: pending)
                if !reached { return "rule 7: s\(index) lost its pending write of \(pending)" }
                modelPending[index] = nil
            }
            if modelPending[index] != states[index].pendingValue?.base {
                return
                    "rule 7: s\(index) pending is \(String(describing: states[index].pendingValue?.base)), "
                    + "model says \(String(describing: modelPending[index]))"
            }
        }
        return nil
    }

    /// Whether a field of the state with this value contains its window's focus widget (it
    /// may be shadowed by an inner field of the same state, rule 1).
    func focusIsInside(fieldOf index: Int, value: AnyHashable) -> Bool {
        registrations.contains { registration in
            guard registration.state == index, registration.value == value,
                let window = toolkit.nodes[registration.node]?.window
            else { return false }
            return toolkit.contains(registration.node, toolkit.windows[window]?.focus)
        }
    }
}
