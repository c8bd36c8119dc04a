import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 2 (user moves focus) on real GTK: grabbing (what a click does), Tab and
/// Shift+Tab (`gtk_widget_child_focus` and real key presses through the X server), and a
/// mnemonic update every affected state within the same emission, before control returns.
final class GtkRule02UserMovesFocusTests: XCTestCase {
    func testGrabTabShiftTabAndMnemonicUpdateTheStateSynchronously() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let label = gtk_label_new_with_mnemonic("_Email")!
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(w.box)), label)
            let email = w.addEntry()
            gtk_label_set_mnemonic_widget(focuskit_as_label(UnsafeMutableRawPointer(label)), email)
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (password, .password)])
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .name)

            gtk_widget_grab_focus(password)
            XCTAssertEqual(focus.wrappedValue, .password, "click-like grab")
            gtk_widget_child_focus(w.widget, GTK_DIR_TAB_BACKWARD)
            XCTAssertEqual(focus.wrappedValue, .email, "Shift+Tab")
            gtk_widget_child_focus(w.widget, GTK_DIR_TAB_FORWARD)
            XCTAssertEqual(focus.wrappedValue, .password, "Tab")
            gtk_widget_mnemonic_activate(label, 0)
            XCTAssertEqual(focus.wrappedValue, .email, "mnemonic")
        }
    }

    func testRealKeyPressesMoveTheState() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let label = gtk_label_new_with_mnemonic("_Password")!
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(w.box)), label)
            let email = w.addEntry()
            let password = w.addPasswordEntry()
            gtk_label_set_mnemonic_widget(focuskit_as_label(UnsafeMutableRawPointer(label)), password)
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (password, .password)])
            guard f.present(w) else { return }
            let changes = ChangeRecorder(focus.storage)

            XCTAssertTrue(InputTool.key("Tab"), "key Tab")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == .email }, "Tab")
            InputTool.key("Tab")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == .password }, "Tab")
            InputTool.key("shift+Tab")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == .email }, "Shift+Tab")
            InputTool.key("alt+p")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == .password }, "Alt+P mnemonic")
            XCTAssertEqual(
                changes.changes,
                ["name -> email", "email -> password", "password -> email", "email -> password"])
        }
    }

    func testOneMoveUpdatesEveryAffectedStateWithinTheEmission() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let agree = w.addButton("Agree")
            let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
            let agreeFocused = FocusState<Bool>(label: "agreeFocused", scope: .window(nil))
            let appFocus = FocusState<Field?>(label: "appField", scope: .app)
            f.bind(name, focus, .name)
            f.bind(name, appFocus, .name)
            f.host.bind(agree, to: agreeFocused.storage).keep(in: f)
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .name)
            XCTAssertEqual(appFocus.wrappedValue, .name)

            // Every observer runs inside the grab, and each sees all three states updated.
            let insideGrab = Shared(false)
            let seen = Shared<[String]>([])
            let record: @MainActor () -> Void = {
                seen.value.append(
                    "inside=\(insideGrab.value) \(String(describing: focus.wrappedValue)) "
                        + "\(agreeFocused.wrappedValue) \(String(describing: appFocus.wrappedValue))")
            }
            let observations = [
                focus.storage.observe { _, _ in record() },
                agreeFocused.storage.observe { _, _ in record() },
                appFocus.storage.observe { _, _ in record() },
            ]
            insideGrab.value = true
            gtk_widget_grab_focus(agree)
            insideGrab.value = false
            XCTAssertEqual(seen.value, Array(repeating: "inside=true nil true nil", count: 3))
            withExtendedLifetime(observations) {}
        }
    }
}
