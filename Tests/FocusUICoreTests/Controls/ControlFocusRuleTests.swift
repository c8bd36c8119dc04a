import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

/// Contract rule 20: toggles, pickers, steppers and text editors are fields like text fields
/// (rules 1, 2, 5, 8, 11), on the fake backend.
@MainActor
@Suite("Rule 20: every focusable control is a field")
struct ControlFocusRuleTests {
    let backend = HeadlessBackend()
    let host: ViewHost<HeadlessBackend>

    init() {
        host = backend.mount(SettingsForm())
    }

    var window: FocusWindowID { host.window.id }

    var focus: FocusStateStorage<Setting?> {
        host.properties.storages(named: "_focus").first as! FocusStateStorage<Setting?>
    }

    /// `focus = value`, as a view's code writes it.
    func write(_ value: Setting?) {
        focus.write(AnyHashable(value))
    }

    func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
        host.properties.storages(named: "_" + name).first as! StateBox<Value>
    }

    /// Each control with its kind, the title it was made with, and its match value.
    var controls: [(widget: HeadlessWidget, value: Setting)] {
        [
            (backend.widget(.checkbox, "Sounds", in: window)!, .sounds),
            (backend.widget(.toggleSwitch, "Wi-Fi", in: window)!, .wifi),
            (backend.widget(.picker, "Theme", in: window)!, .theme),
            (backend.widget(.stepper, "Size: 12", in: window)!, .size),
            (backend.widgets(in: window).first { $0.kind == .textEditor }!, .notes),
        ]
    }

    @Test func rule1And2_clickingAControlSetsTheStateToItsValue() {
        for (widget, value) in controls {
            backend.toolkit.click(widget.node)
            #expect(focus.value == value, "clicking \(widget.name)")
        }
    }

    @Test func rule2_everyControlIsATabStopInOrder() {
        // Showing the window focused the first Tab stop, as GTK does.
        #expect(focus.value == .sounds)
        var seen: [Setting?] = []
        for _ in 0..<5 {
            backend.toolkit.tab(in: window)
            seen.append(focus.value)
        }
        #expect(seen == [.wifi, .theme, .size, .notes, .sounds])
    }

    @Test func rule5_writingAValueFocusesItsControl() {
        for (widget, value) in controls {
            write(value)
            #expect(focus.value == value)
            #expect(backend.focusedWidget(in: window) === widget, "writing \(value)")
        }
    }

    @Test func rule8_writingNilClearsTheFocusedControl() {
        write(.theme)
        write(nil)
        #expect(backend.toolkit.windows[window]?.focus == nil)
        #expect(focus.value == nil)
    }

    @Test func rule11_removingTheFocusedEditorClearsTheState() {
        write(.notes)
        state("showsNotes", as: Bool.self).value = false
        backend.runUpdates()
        #expect(focus.value == nil)
        backend.toolkit.runFrame()
        #expect(focus.value == nil, "GTK's fallback must not land in another bound control")
    }

    @Test func rule11_disablingTheFormClearsAFocusedToggleAndAWriteWaits() {
        write(.sounds)
        state("locked", as: Bool.self).value = true
        backend.runUpdates()
        #expect(focus.value == nil)
        // Rule 7: a write to a disabled control waits until it can take focus.
        write(.size)
        #expect(focus.value == nil)
        state("locked", as: Bool.self).value = false
        backend.runUpdates()
        #expect(focus.value == .size)
    }

    @Test func changingTheToggleStyleReplacesTheWidgetAndKeepsTheBinding() {
        write(.wifi)
        state("usesSwitch", as: Bool.self).value = false
        backend.runUpdates()
        #expect(backend.widget(.toggleSwitch, "Wi-Fi", in: window) == nil)
        let checkbox = backend.widget(.checkbox, "Wi-Fi", in: window)!
        // The switch went away while focused (rule 11); the checkbox is bound to the same value.
        #expect(focus.value == nil)
        write(.wifi)
        #expect(backend.focusedWidget(in: window) === checkbox)
    }
}
