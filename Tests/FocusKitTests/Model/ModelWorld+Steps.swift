@testable import FocusKit
@testable import FocusKitTestSupport

extension ModelWorld {
    var liveNodes: [FocusNodeID] { toolkit.nodes.keys.sorted { $0.rawValue < $1.rawValue } }
    /// The nodes an app can hide or disable: not an entry's inner text, which is GTK's own
    /// child (an app sets the entry's sensitivity and visibility, and the text inherits them).
    /// Which fields can take focus then changes only through a registered node or its
    /// ancestors, which is what the GTK host observes.
    var appNodes: [FocusNodeID] {
        liveNodes.filter { node in
            guard let parent = toolkit.nodes[node]?.parent else { return true }
            return toolkit.nodes[parent]?.delegatesFocus != true
        }
    }
    var registeredNodes: [FocusNodeID] { registrations.map(\.node) }

    func pick<T>(_ items: [T], _ n: Int) -> T? { items.isEmpty ? nil : items[n % items.count] }

    /// Runs one step and returns a contract violation, if any.
    func run(_ step: RandomStep) -> String? {
        if step.kind == .write || step.kind == .writeReset {
            let index = step.a % states.count
            let value =
                step.kind == .writeReset ? states[index].resetValue : someValue(for: index, seed: step.b)
            return perform(step.kind, write: (index, value)) { states[index].write(value) }
        }
        return perform(step.kind) { act(step) }
    }

    /// Runs one operation of the given kind and checks the contract against the reference
    /// model afterwards. `write` names the write the action makes, so that its outcome can be
    /// predicted (rules 5, 7-10); a `.frame` action is checked for GTK's fallback (rule 11).
    func perform(
        _ kind: RandomStep.Kind, write: (state: Int, value: AnyHashable)? = nil, _ action: () -> Void
    ) -> String? {
        let before = states.map(\.committedValue.base)
        let focusBefore = focusSnapshot
        let keyBefore = toolkit.coordinator.keyWindow
        let anyWriteBack = writeBack.contains(true)
        for index in logs.indices { logs[index].removeAll() }
        tabbedWindow = nil
        let prediction = write.map {
            WritePrediction(
                state: $0.state, value: $0.value, target: writeTarget(of: $0.state, value: $0.value),
                readWindow: states[$0.state].committedWindow)
        }
        let fallbackWindows = kind == .frame ? toolkit.windows.values.filter(\.needsFallback).map(\.id) : []
        action()
        return check(
            step: RandomStep(kind: kind, a: 0, b: 0, c: 0), before: before, focusBefore: focusBefore,
            keyBefore: keyBefore, predictable: !anyWriteBack && !writeBack.contains(true),
            prediction: prediction, fallbackWindows: fallbackWindows)
    }

    private func act(_ step: RandomStep) {
        switch step.kind {
        case .click:
            if let node = pick(liveNodes, step.a) { toolkit.click(node) }
        case .tab, .shiftTab:
            if let window = pick(windows, step.a) {
                tab(in: window, backward: step.kind == .shiftTab)
            }
        case .write, .writeReset:
            break
        case .activate:
            if let window = pick(windows, step.a) { toolkit.activate(window) }
        case .deactivate:
            if let window = toolkit.activeWindow { toolkit.deactivate(window) }
        case .closeWindow:
            if windows.count > 1, let window = pick(windows, step.a) {
                windows.removeAll { $0 == window }
                toolkit.close(window)
            }
        case .openWindow:
            if windows.count < 4 { openWindow(seed: step.a) }
        case .addField:
            // Some fields start outside any window (rule 7: "not yet in a window").
            addField(in: step.b % 5 == 0 ? nil : pick(windows, step.a), seed: step.c)
        case .addNestedField:
            if let parent = pick(registeredNodes, step.a), toolkit.nodes[parent] != nil,
                !controlNodes.contains(parent)
            {
                addField(in: nil, parent: parent, seed: step.c)
            }
        case .removeNode:
            if let node = pick(registeredNodes, step.a), toolkit.nodes[node]?.window != nil {
                toolkit.remove(node)
            }
        case .reattachNode:
            if let node = pick(registeredNodes, step.a), let n = toolkit.nodes[node], n.window == nil,
                n.parent == nil,
                let window = pick(windows, step.b)
            {
                toolkit.attach(node, toWindow: window)
            }
        case .hide:
            if let node = pick(appNodes, step.a) { toolkit.hide(node) }
        case .unhide:
            if let node = pick(appNodes, step.a) { toolkit.unhide(node) }
        case .disable:
            if let node = pick(appNodes, step.a) { toolkit.setSensitive(node, false) }
        case .enable:
            if let node = pick(appNodes, step.a) { toolkit.setSensitive(node, true) }
        case .destroyNode:
            if let node = pick(registeredNodes, step.a) { toolkit.destroy(node) }
        case .frame:
            toolkit.runFrame()
        case .toggleObserver:
            // Write-back observers are rare and short-lived, so most steps stay predictable.
            let index = step.a % states.count
            writeBack[index] = !writeBack[index] && step.b % 4 == 0
        case .showWindow:
            if let window = pick(windows, step.a) { toolkit.show(window) }
        }
    }

    /// Tab or Shift+Tab in a window. GTK's focus movement is a user move in that window
    /// whenever the window has a Tab stop, even when focus ends where it was (GTK unsets it
    /// and focuses the only Tab stop again), so it cancels pending writes there (rule 7).
    func tab(in window: FocusWindowID, backward: Bool) {
        if !toolkit.tabStops(in: window).isEmpty { tabbedWindow = window }
        toolkit.tab(in: window, backward: backward)
    }
}
