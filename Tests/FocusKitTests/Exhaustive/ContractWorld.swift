@testable import FocusKit
@testable import FocusKitTestSupport

/// The small but complete world the exhaustive explorer enumerates (issue 15), on the fake
/// toolkit, checked after every operation by the random test's reference model (``ModelWorld``)
/// and by ``TraceProperties``:
///
/// ```
/// W1: a  entry   form = 1      W2: q  entry   app = 2
///     b  entry   form = 1          v  button
///     n  box     form = 2
///        nb button
///        m  entry form = 3   (nested: innermost wins)
///     p  entry   app = 1
///     u  button
/// ```
/// `form` is window-scoped (W1), `app` is app-scoped. `a` and `b` share a value (rule 10),
/// `m` is a field inside the bound container `n` (rule 1).
@MainActor
final class ContractWorld: ExplorableWorld {
    enum Operation: CaseIterable, CustomStringConvertible {
        case click(String)
        case clearFocus(Int)
        case tab
        case write(Int, Int?)
        case activate(Int)
        case deactivateAll
        case closeW2, reopenW2
        case hide(String), unhide(String), disable(String), enable(String), remove(String), readd(String)
        case frame
        case toggleWriteBack

        static let allCases: [Operation] =
            ["a", "b", "nb", "m", "p", "u", "q", "v"].map(Operation.click)
            + [.clearFocus(0), .clearFocus(1), .tab]
            + [1, 2, 3, nil].map { .write(0, $0) } + [1, 2, nil].map { .write(1, $0) }
            + [.activate(0), .activate(1), .deactivateAll, .closeW2, .reopenW2]
            + [.hide("m"), .unhide("m"), .disable("a"), .enable("a"), .remove("q"), .readd("q")]
            + [.frame, .toggleWriteBack]

        var description: String {
            switch self {
            case .click(let name): "click \(name)"
            case .clearFocus(let slot): "user clears focus in W\(slot + 1)"
            case .tab: "Tab"
            case .write(let state, let value):
                "\(state == 0 ? "form" : "app") = \(value.map(String.init) ?? "nil")"
            case .activate(let slot): "activate W\(slot + 1)"
            case .deactivateAll: "another app activates"
            case .closeW2: "close W2"
            case .reopenW2: "reopen W2"
            case .hide(let name): "hide \(name)"
            case .unhide(let name): "show \(name)"
            case .disable(let name): "disable \(name)"
            case .enable(let name): "enable \(name)"
            case .remove(let name): "remove \(name)"
            case .readd(let name): "add back \(name)"
            case .frame: "frame"
            case .toggleWriteBack: "toggle write-back observer"
            }
        }
    }

    static let operations = Operation.allCases.map(\.description)

    let model: ModelWorld
    private var toolkit: FakeToolkit { model.toolkit }
    private(set) var slots: [FocusWindowID?] = [nil, nil]
    private var nodes: [String: FocusNodeID] = [:]
    /// Where each removable node was, to add it back there.
    private var removedFrom: [String: FocusNodeID?] = [:]

    init() {
        let form = FocusState<Int?>(label: "form", scope: .window(nil)).storage
        let app = FocusState<Int?>(label: "app", scope: .app).storage
        model = ModelWorld(states: [form, app])
        let w1 = toolkit.makeWindow()
        slots[0] = w1
        model.windows.append(w1)
        entry("a", in: w1, state: 0, value: 1)
        entry("b", in: w1, state: 0, value: 1)
        let n = toolkit.makeNode("n", in: w1, focusable: false)
        nodes["n"] = n
        model.register(n, state: 0, value: AnyHashable(Int?(2)))
        nodes["nb"] = toolkit.makeNode("nb", in: nil, parent: n)
        entry("m", in: nil, parent: n, state: 0, value: 3)
        entry("p", in: w1, state: 1, value: 1)
        nodes["u"] = toolkit.makeNode("u", in: w1)
        toolkit.show(w1)
        openW2()
        toolkit.activate(w1)
    }

    private func entry(
        _ name: String, in window: FocusWindowID?, parent: FocusNodeID? = nil, state: Int, value: Int
    ) {
        let made = toolkit.makeEntry(name, in: window, parent: parent)
        nodes[name] = made.entry
        model.register(made.entry, state: state, value: AnyHashable(Int?(value)))
    }

    private func openW2() {
        let w2 = toolkit.makeWindow()
        slots[1] = w2
        model.windows.append(w2)
        entry("q", in: w2, state: 1, value: 2)
        nodes["v"] = toolkit.makeNode("v", in: w2)
        removedFrom["q"] = nil
        toolkit.show(w2)
    }

    func apply(_ index: Int) -> String? {
        let operation = Operation.allCases[index]
        let properties = TraceProperties(model: model)
        let failure: String?
        switch operation {
        case .write(let state, let value):
            let value = AnyHashable(value)
            failure = model.perform(.write, write: (state, value)) { model.states[state].write(value) }
        default:
            failure = model.perform(kind(of: operation)) { act(operation) }
        }
        if let failure { return failure }
        return properties.check()
    }

    /// The model's classification: user moves cancel pending writes (rule 7), frames run
    /// GTK's fallback (rule 11).
    private func kind(of operation: Operation) -> RandomStep.Kind {
        switch operation {
        case .click, .clearFocus: .click
        case .tab: .tab
        case .frame: .frame
        case .activate: .activate
        case .deactivateAll: .deactivate
        default: .toggleObserver
        }
    }

    private func act(_ operation: Operation) {
        switch operation {
        case .click(let name):
            if let node = nodes[name], toolkit.nodes[node] != nil { toolkit.click(node) }
        case .clearFocus(let slot):
            if let window = slots[slot] { toolkit.setFocus(window, nil, origin: .user) }
        case .tab:
            if let window = toolkit.activeWindow ?? slots[0] { model.tab(in: window, backward: false) }
        case .write:
            break
        case .activate(let slot):
            if let window = slots[slot] { toolkit.activate(window) }
        case .deactivateAll:
            if let window = toolkit.activeWindow { toolkit.deactivate(window) }
        case .closeW2:
            if let w2 = slots[1] {
                toolkit.close(w2)
                model.windows.removeAll { $0 == w2 }
                slots[1] = nil
            }
        case .reopenW2:
            if slots[1] == nil { openW2() }
        case .hide(let name):
            if let node = nodes[name], toolkit.nodes[node] != nil { toolkit.hide(node) }
        case .unhide(let name):
            if let node = nodes[name], toolkit.nodes[node] != nil { toolkit.unhide(node) }
        case .disable(let name):
            if let node = nodes[name], toolkit.nodes[node] != nil { toolkit.setSensitive(node, false) }
        case .enable(let name):
            if let node = nodes[name], toolkit.nodes[node] != nil { toolkit.setSensitive(node, true) }
        case .remove(let name):
            guard let node = nodes[name], let n = toolkit.nodes[node], n.window != nil else { return }
            removedFrom[name] = .some(n.parent)
            toolkit.remove(node)
        case .readd(let name):
            guard let node = nodes[name], toolkit.nodes[node] != nil, let place = removedFrom[name] else {
                return
            }
            removedFrom[name] = nil
            if let parent = place {
                toolkit.attach(node, toParent: parent)
            } else if let window = slots[1] {
                toolkit.attach(node, toWindow: window)
            }
        case .frame:
            toolkit.runFrame()
        case .toggleWriteBack:
            model.writeBack[0].toggle()
        }
    }

    // MARK: Fingerprint

    private func slotName(_ window: FocusWindowID?) -> String {
        guard let window else { return "-" }
        return slots.firstIndex(of: window).map { "W\($0 + 1)" } ?? "W?"
    }

    var fingerprint: String {
        var parts: [String] = []
        for (index, window) in slots.enumerated() {
            guard let window, let w = toolkit.windows[window] else {
                parts.append("W\(index + 1):closed")
                continue
            }
            parts.append(
                "W\(index + 1):\(w.isShown),\(w.isActive),\(toolkit.name(w.focus)),"
                    + "\(w.roots.map { toolkit.name($0) }),\(w.needsFallback),"
                    + "\(w.fallbackAncestors.map { toolkit.name($0) }),"
                    + "\(toolkit.coordinator.mappedWindows.contains(window))")
        }
        for (name, id) in nodes.sorted(by: { $0.key < $1.key }) {
            guard let n = toolkit.nodes[id] else {
                parts.append("\(name):gone")
                continue
            }
            parts.append(
                "\(name):\(slotName(n.window)),\(toolkit.name(n.parent)),\(n.isVisible),\(n.isSensitive),"
                    + "\(n.children.map { toolkit.name($0) }),\(String(describing: removedFrom[name]))")
        }
        parts.append("presented:\(toolkit.pendingActivations.map(slotName))")
        parts.append("key:\(slotName(toolkit.coordinator.keyWindow))")
        for (index, state) in model.states.enumerated() {
            parts.append(
                "s\(index):\(state.committedValue),\(slotName(state.committedWindow)),"
                    + "\(String(describing: state.pendingValue)),\(String(describing: model.modelPending[index])),"
                    + "\(model.writeBack[index]),"
                    + "\(model.registrations.filter { $0.state == index }.map { toolkit.name($0.node) })")
        }
        return parts.joined(separator: "|")
    }
}
