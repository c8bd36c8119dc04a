@testable import FocusKit
@testable import FocusKitTestSupport

/// A fake-toolkit world driven by random steps and checked against the contract after each.
///
/// The reference model is deliberately simple: a state's expected value is recomputed from
/// scratch from the toolkit's focus widgets and the list of registrations (rule 1); expected
/// pending writes are tracked from the writes and user moves themselves (rule 7); writes are
/// predicted from "the first field with the value, in registration order, that can take
/// focus" (rules 5, 8, 9, 10).
@MainActor
final class ModelWorld {
    struct Registration {
        let token: FocusRegistration
        let node: FocusNodeID
        let state: Int
        let value: AnyHashable
    }

    let logger = RecordingLogger()
    let toolkit: FakeToolkit
    let states: [AnyFocusState]
    var registrations: [Registration] = []
    var windows: [FocusWindowID] = []
    /// Each state's delivered changes in this step, with the window the toolkit had active
    /// when each was delivered.
    var logs: [[(old: AnyHashable, new: AnyHashable, active: FocusWindowID?)]]
    var writeBack: [Bool]
    var modelPending: [AnyHashable?]
    /// The window of the last Tab, if it had a Tab stop (see ``tab(in:backward:)``).
    var tabbedWindow: FocusWindowID?
    private var fieldCounter = 0
    /// Fields made as single focusable controls: no field is nested in one (a GTK control has
    /// no focusable children of the app's).
    var controlNodes: Set<FocusNodeID> = []

    /// The random test's world: three windows with random fields of four states.
    convenience init() {
        let s0 = FocusState<Int?>(label: "s0", scope: .window(nil)).storage
        let s1 = FocusState<Int?>(label: "s1", scope: .window(nil)).storage
        let s2 = FocusState<Bool>(label: "s2", scope: .window(nil)).storage
        let s3 = FocusState<Int?>(label: "s3", scope: .app).storage
        self.init(states: [s0, s1, s2, s3])
        for index in 0..<3 { openWindow(seed: index) }
        toolkit.activate(windows[0])
    }

    /// An empty world over these states, for worlds built field by field (the exhaustive
    /// explorer's). Every state gets the model's observer (logging, optional write-back).
    init(states: [AnyFocusState]) {
        toolkit = FakeToolkit(logger: logger)
        self.states = states
        logs = Array(repeating: [], count: states.count)
        writeBack = Array(repeating: false, count: states.count)
        modelPending = Array(repeating: nil, count: states.count)
        toolkit.onNodeDestroyed = { [unowned self] id in
            for registration in self.registrations where registration.node == id {
                registration.token.cancel()
            }
            self.registrations.removeAll { $0.node == id }
        }
        for (index, state) in states.enumerated() {
            _ = state.addObserver { [unowned self] old, new in
                self.logs[index].append((old, new, self.toolkit.activeWindow))
                if self.writeBack[index] {
                    let target = (index + 1) % self.states.count
                    self.states[target].write(self.someValue(for: target, seed: self.logs[index].count))
                }
            }
        }
    }

    func someValue(for state: Int, seed: Int) -> AnyHashable {
        state == 2 ? AnyHashable(true) : AnyHashable(Int?(seed % 3))
    }

    // MARK: Building

    func openWindow(seed: Int) {
        let window = toolkit.makeWindow()
        windows.append(window)
        for index in 0..<3 { addField(in: window, seed: seed &+ index * 7) }
        toolkit.makeNode("button\(window)", in: window)
        toolkit.show(window)
    }

    /// Registers `node` with a state and value, recording the registration for the model.
    func register(_ node: FocusNodeID, state stateIndex: Int, value: AnyHashable) {
        let token = toolkit.coordinator.register(
            node: node, anyState: states[stateIndex], value: FocusValue(value))
        registrations.append(Registration(token: token, node: node, state: stateIndex, value: value))
    }

    /// The shapes of widget a field is, as the view layer's controls make them (issue 16).
    enum FieldShape: CaseIterable {
        /// A wrapper whose inner node takes focus: `TextField`, `SecureField`, `TextEditor`.
        case entry
        /// One focusable node: `Toggle`, `Picker`, `Stepper`, `Slider`, `Link`, `Menu`, `Button`.
        case control
        /// A container that cannot take focus itself holding a field (`ScrollView`, `Section`,
        /// a `ToolbarItem`). Not generated: with it, seed 4 finds a write to a container whose
        /// inner field was hidden staying pending after that field is shown again (rule 7). The
        /// hosts report availability changes of registered nodes and their ancestors, not of a
        /// registered container's descendants; the view layer retries pending writes after
        /// every re-render instead (contract rule 20), which this world, driving the toolkit
        /// directly, does not do.
        case container

        /// The shapes the random test generates.
        static let generated: [FieldShape] = [.entry, .control]
    }

    func addField(in window: FocusWindowID?, parent: FocusNodeID? = nil, seed: Int) {
        fieldCounter += 1
        let name = "f\(fieldCounter)"
        let home = parent == nil ? window : nil
        let node: FocusNodeID
        switch FieldShape.generated[(seed / 16) % FieldShape.generated.count] {
        case .entry:
            node = toolkit.makeEntry(name, in: home, parent: parent).entry
        case .control:
            node = toolkit.makeNode(name, in: home, parent: parent)
            controlNodes.insert(node)
        case .container:
            node = toolkit.makeNode(name, in: home, parent: parent, focusable: false)
            _ = toolkit.makeEntry(name + ".child", in: nil, parent: node)
        }
        let stateIndex = seed % states.count
        let value = someValue(for: stateIndex, seed: seed / 4)
        let token = toolkit.coordinator.register(
            node: node, anyState: states[stateIndex], value: FocusValue(value))
        registrations.append(Registration(token: token, node: node, state: stateIndex, value: value))
    }

    // MARK: Reference model

    func scopeWindow(of index: Int) -> FocusWindowID? {
        if states[index].scope == .app { return toolkit.coordinator.keyWindow }
        for registration in registrations where registration.state == index {
            if let window = toolkit.nodes[registration.node]?.window { return window }
        }
        return nil
    }

    func expectedValue(of index: Int) -> AnyHashable {
        let state = states[index]
        guard let window = scopeWindow(of: index) else { return state.resetValue }
        for node in toolkit.focusChain(in: window) {
            if let registration = registrations.first(where: { $0.node == node && $0.state == index }) {
                return registration.value
            }
        }
        return state.resetValue
    }

    /// The field a write of `value` must focus (rule 10), or nil if none can take focus.
    func writeTarget(of index: Int, value: AnyHashable) -> FocusNodeID? {
        let home = states[index].scope == .app ? nil : scopeWindow(of: index)
        for registration in registrations where registration.state == index && registration.value == value {
            guard toolkit.canTakeFocus(registration.node),
                let window = toolkit.nodes[registration.node]?.window
            else { continue }
            if let home, window != home { continue }
            return registration.node
        }
        return nil
    }

    var focusSnapshot: [FocusWindowID: FocusNodeID?] {
        var result: [FocusWindowID: FocusNodeID?] = [:]
        for (id, window) in toolkit.windows { result[id] = window.focus }
        return result
    }
}
