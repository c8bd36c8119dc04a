import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// The world of ``GtkRandomStressTests``: three real windows, each with an unbound button, three
/// entries and a bound section box (a nested field) holding a button and an entry. Every window
/// has a window-scoped state; one app-scoped state has a field in each window; window 1 also has
/// a `Bool` state on its button.
@MainActor
final class GtkStressWorld {
    /// One field of one state: the widget and its match value.
    struct Binding {
        let widget: UnsafeMutablePointer<GtkWidget>
        let value: AnyHashable
    }

    /// A state under test, type-erased for the oracle.
    struct StateUnderTest {
        let label: String
        /// nil for the app-scoped state.
        let window: Int?
        let bindings: [Binding]
        let reset: AnyHashable
        let read: @MainActor () -> AnyHashable
        let write: @MainActor (AnyHashable) -> Void
    }

    let fixture: FocusFixture
    private(set) var windows: [TestWindow] = []
    /// Every widget the steps may grab, hide or disable, per window.
    private(set) var widgets: [[UnsafeMutablePointer<GtkWidget>]] = []
    private(set) var states: [StateUnderTest] = []

    init(fixture: FocusFixture) {
        self.fixture = fixture
        let app = FocusState<Int?>(label: "app", scope: .app)
        var appBindings: [Binding] = []
        for index in 0..<3 {
            let w = fixture.makeWindow("stress \(index)")
            let plain = w.addButton("Plain \(index)")
            let entries = [w.addEntry(), w.addEntry(), w.addPasswordEntry()]
            let section = w.addBox()
            let sectionButton = w.addButton("In section \(index)", to: section)
            let sectionEntry = w.addEntry(to: section)
            let local = FocusState<Field?>(label: "local\(index)", scope: .window(nil))
            var bindings: [Binding] = []
            for (entry, value) in zip(entries, [Field.name, .email, .password]) {
                fixture.bind(entry, local, value)
                bindings.append(Binding(widget: entry, value: AnyHashable(Field?.some(value))))
            }
            fixture.bind(section, local, .notes)
            bindings.append(Binding(widget: section, value: AnyHashable(Field?.some(.notes))))
            fixture.bind(sectionEntry, app, index)
            appBindings.append(Binding(widget: sectionEntry, value: AnyHashable(Int?.some(index))))
            states.append(Self.erase(local, window: index, bindings: bindings))
            if index == 1 {
                let flag = FocusState<Bool>(label: "flag", scope: .window(nil))
                fixture.host.bind(plain, to: flag.storage).keep(in: fixture)
                states.append(
                    Self.erase(
                        flag, window: index, bindings: [Binding(widget: plain, value: AnyHashable(true))]))
            }
            windows.append(w)
            widgets.append([plain] + entries + [section, sectionButton, sectionEntry])
        }
        states.append(Self.erase(app, window: nil, bindings: appBindings))
    }

    private static func erase<Value: Hashable>(
        _ state: FocusState<Value>, window: Int?, bindings: [Binding]
    ) -> StateUnderTest {
        StateUnderTest(
            label: state.storage.label, window: window, bindings: bindings, reset: state.storage.resetValue,
            read: { AnyHashable(state.wrappedValue) },
            write: { value in state.wrappedValue = value.base as! Value })
    }

    /// The window a state reads: its own, or the coordinator's key window for the app state.
    func scopeWindow(of state: StateUnderTest) -> TestWindow? {
        if let index = state.window { return windows[index] }
        guard let key = fixture.coordinator.keyWindow else { return nil }
        return windows.first { fixture.id($0) == key }
    }

    /// Rule 1 as an oracle: the value of the innermost field of the state containing the scope
    /// window's `gtk_window_get_focus`, else the reset value.
    func expectedValue(of state: StateUnderTest) -> AnyHashable {
        guard let window = scopeWindow(of: state) else { return state.reset }
        var current = window.focus
        while let widget = current {
            if let binding = state.bindings.first(where: { $0.widget == widget }) { return binding.value }
            current = gtk_widget_get_parent(widget)
        }
        return state.reset
    }

    /// Whether some field of the state with `value` can take focus now (rule 7's conditions).
    func canApply(_ value: AnyHashable, to state: StateUnderTest) -> Bool {
        state.bindings.contains { $0.value == value && Self.canTakeFocus($0.widget) }
    }

    /// Mapped, sensitive, and focusable itself or through a descendant (an entry's `GtkText`,
    /// a section box's children).
    static func canTakeFocus(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return false }
        if gtk_widget_get_focusable(widget) != 0 { return true }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if canTakeFocus(current) { return true }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}
