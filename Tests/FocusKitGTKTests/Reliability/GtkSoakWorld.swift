import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// The world of ``GtkSoakTests``: five window slots, each holding an open window or none.
/// Every open window has a window-scoped state with entries bound to it (a section box nests
/// one of them, rule 1), an unbound button, and an entry bound to the app-scoped state.
/// Windows are closed and reopened, fields destroyed and added while the steps run.
@MainActor
final class GtkSoakWorld {
    /// One bound widget and what it is bound to.
    @MainActor
    final class BoundField {
        let widget: UnsafeMutablePointer<GtkWidget>
        let value: AnyHashable
        let token: FocusRegistration
        /// The app state's field, or the window's own state's.
        let isApp: Bool

        init(
            widget: UnsafeMutablePointer<GtkWidget>, value: AnyHashable, token: FocusRegistration, isApp: Bool
        ) {
            self.widget = widget
            self.value = value
            self.token = token
            self.isApp = isApp
        }
    }

    /// An open window of a slot.
    @MainActor
    final class Slot {
        let window: TestWindow
        let local: FocusState<Field?>
        let recorder: ObservationLog
        var fields: [BoundField] = []
        var unbound: [UnsafeMutablePointer<GtkWidget>] = []
        /// The value of the last write to `local` that could not be applied (rule 7).
        var pendingLocal = false

        init(window: TestWindow, local: FocusState<Field?>) {
            self.window = window
            self.local = local
            self.recorder = ObservationLog(local.storage)
        }

        var localFields: [BoundField] { fields.filter { !$0.isApp } }
        var allWidgets: [UnsafeMutablePointer<GtkWidget>] { fields.map(\.widget) + unbound }
    }

    static let slotCount = 5
    let fixture: FocusFixture
    let app = FocusState<Int?>(label: "app", scope: .app)
    let appLog: ObservationLog
    private(set) var slots: [Slot?] = Array(repeating: nil, count: slotCount)
    /// Every token ever handed out, with whether its widget was destroyed.
    private(set) var destroyedTokens: [FocusRegistration] = []
    private var nextAppValue = 0
    private var windowSerial = 0

    init(fixture: FocusFixture) {
        self.fixture = fixture
        appLog = ObservationLog(app.storage)
    }

    var openSlots: [Int] { slots.indices.filter { slots[$0] != nil } }

    /// Opens a window in an empty slot (not yet shown).
    @discardableResult
    func open(_ index: Int) -> Slot {
        precondition(slots[index] == nil)
        windowSerial += 1
        let window = TestWindow(title: "soak \(index).\(windowSerial)", plain: windowSerial % 4 == 0)
        let local = FocusState<Field?>(label: "local\(index)", scope: .window(nil))
        let slot = Slot(window: window, local: local)
        slot.unbound.append(window.addButton("Plain \(index)"))
        for value in [Field.name, .email, .password] {
            addLocalField(to: slot, value: value, password: value == .password)
        }
        let section = window.addBox()
        slot.unbound.append(window.addButton("In section", to: section))
        let token = fixture.host.bind(section, to: local.storage, equals: .notes)
        slot.fields.append(
            BoundField(widget: section, value: AnyHashable(Field?.some(.notes)), token: token, isApp: false))
        addAppField(to: slot, parent: section)
        slots[index] = slot
        return slot
    }

    func addLocalField(to slot: Slot, value: Field, password: Bool = false) {
        let widget = password ? slot.window.addPasswordEntry() : slot.window.addEntry()
        let token = fixture.host.bind(widget, to: slot.local.storage, equals: value)
        slot.fields.append(
            BoundField(widget: widget, value: AnyHashable(Field?.some(value)), token: token, isApp: false))
    }

    func addAppField(to slot: Slot, parent: UnsafeMutablePointer<GtkWidget>? = nil) {
        nextAppValue += 1
        let widget = slot.window.addEntry(to: parent)
        let token = fixture.host.bind(widget, to: app.storage, equals: nextAppValue)
        slot.fields.append(
            BoundField(widget: widget, value: AnyHashable(Int?.some(nextAppValue)), token: token, isApp: true)
        )
    }

    /// Closes (destroys) the window of a slot.
    func close(_ index: Int) {
        guard let slot = slots[index] else { return }
        destroyedTokens += slot.fields.map(\.token)
        slot.window.destroy()
        slots[index] = nil
    }

    /// Destroys a bound field (and what it contains) by removing it from its parent.
    func destroy(_ field: BoundField, in slot: Slot) {
        let doomed = slot.fields.filter {
            $0.widget == field.widget || gtk_widget_is_ancestor($0.widget, field.widget) != 0
        }
        slot.unbound.removeAll { gtk_widget_is_ancestor($0, field.widget) != 0 }
        slot.fields.removeAll { item in doomed.contains { $0 === item } }
        destroyedTokens += doomed.map(\.token)
        slot.window.remove(field.widget)
    }

    func closeAll() {
        for index in slots.indices { close(index) }
    }

    // MARK: Oracle

    /// Rule 1: the value of the innermost field containing the scope window's focus widget.
    func expectedLocal(_ slot: Slot) -> Field? {
        derive(focus: slot.window.focus, fields: slot.localFields).map { $0.base as! Field }
    }

    func expectedApp() -> Int? {
        guard let key = fixture.coordinator.keyWindow else { return nil }
        guard
            let slot = slots.compactMap({ $0 }).first(where: {
                fixture.host.windowID(of: $0.window.window) == key
            })
        else { return nil }
        return derive(focus: slot.window.focus, fields: slot.fields.filter(\.isApp)).map { $0.base as! Int }
    }

    private func derive(focus: UnsafeMutablePointer<GtkWidget>?, fields: [BoundField]) -> AnyHashable? {
        var current = focus
        while let widget = current {
            if let field = fields.first(where: { $0.widget == widget }) { return field.value }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    /// The bound field containing the window's focus widget, innermost first.
    func focusedField(in slot: Slot) -> BoundField? {
        var current = slot.window.focus
        while let widget = current {
            if let field = slot.fields.first(where: { $0.widget == widget }) { return field }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    /// Whether some field of `slot` bound to `value` can take focus (rule 7's conditions).
    func canApply(_ value: AnyHashable, in fields: [BoundField]) -> Bool {
        fields.contains { $0.value == value && GtkStressWorld.canTakeFocus($0.widget) }
    }
}

/// Records every committed change of a state as `(old, new)` since the last `take()`.
@MainActor
final class ObservationLog {
    private(set) var changes: [(old: AnyHashable, new: AnyHashable)] = []
    private var observation: FocusObservation?

    init<Value: Hashable>(_ storage: FocusStateStorage<Value>) {
        observation = storage.observe { [unowned self] old, new in
            self.changes.append((AnyHashable(old), AnyHashable(new)))
        }
    }

    func take() -> [(old: AnyHashable, new: AnyHashable)] {
        defer { changes.removeAll() }
        return changes
    }

    func cancel() { observation?.cancel() }
}
