import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.focusable`, `isFocused`, `.onKeyPress` and `.onMoveCommand` on GTK, with real keys.
final class Rule20FocusableGtkTests: XCTestCase {
    func testFocusableRowsAndKeyPresses() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(KeyboardRowsView())
            defer { form.close() }
            let focusedRow = try XCTUnwrap(
                form.host.focusStates(named: "focusedRow").first as? FocusStateStorage<Int?>)
            let name = try XCTUnwrap(form.entry(placeholder: "Name"))
            gtk_widget_grab_focus(name)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })

            // Handled in the capture phase: the digit never reaches the field; a letter does.
            XCTAssertTrue(InputTool.key("5", "a"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log digit 5") != nil })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    String(
                        cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(name))))
                        == "a"
                })

            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focusedRow.value == 1 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▸ Row 1") != nil })
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focusedRow.value == 2 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("▸ Row 2") != nil })
            XCTAssertNotNil(form.label("Row 1"))
            XCTAssertTrue(InputTool.key("Delete"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log digit 5,delete 2") != nil })
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focusedRow.value == 1 })

            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { form.label("log digit 5,delete 2,open 1") != nil })
            let log = try XCTUnwrap(form.label("log digit 5,delete 2,open 1"))
            XCTAssertNotEqual(gtk_widget_has_css_class(log, "focusui-no-focus-ring"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(name, "focusui-no-focus-ring"), 0)
            // Views that did not ask keep GTK's own click behaviour.
            XCTAssertNotEqual(gtk_widget_get_focus_on_click(name), 0)
        }
    }
}

private struct GtkReturnMovesOn: View {
    enum Field: Hashable { case first, second }
    @FocusState var focus: Field?
    @State var presses: [String] = []

    var body: some View {
        VStack {
            TextField("First", text: .constant(""))
                .focused($focus, equals: .first)
                .onKeyPress(.return, phases: .all) { press in
                    presses.append(press.phase == .down ? "down" : press.phase == .repeat ? "repeat" : "up")
                    if press.phase == .down { focus = .second }
                    return .handled
                }
            TextField("Second", text: .constant(""))
                .focused($focus, equals: .second)
            Text("presses \(presses.joined(separator: ","))")
        }
    }
}

/// A key whose press moved focus away is released elsewhere: the next press of it, once focus
/// is back, is a first press (`.down`), not a repeat.
final class KeyPressPhaseGtkTests: XCTestCase {
    func testAPressAfterFocusLeftAndCameBackIsADownNotARepeat() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GtkReturnMovesOn())
            defer { form.close() }
            let first = try XCTUnwrap(form.entry(placeholder: "First"))
            gtk_widget_grab_focus(first)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })

            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("presses down") != nil })
            XCTAssertTrue(InputTool.key("shift+Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: first) })
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("presses down,down") != nil })
            XCTAssertNil(form.label("presses down,repeat"))
        }
    }
}
