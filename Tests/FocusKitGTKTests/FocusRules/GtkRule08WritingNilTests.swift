import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 8 (writing nil / false) on real GTK: if the state resolves to one of its
/// fields, the window's focus is unset (`gtk_window_set_focus(window, NULL)`); otherwise the
/// write is a no-op that never takes focus away from widgets not bound to the state.
final class GtkRule08WritingNilTests: XCTestCase {
    func testWritingNilUnsetsTheWindowFocusOnlyWhenTheStateOwnsIt() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let other = w.addEntry()
            let plain = w.addButton("Plain")
            let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
            let otherFocus = FocusState<Field?>(label: "otherField", scope: .window(nil))
            f.bind(name, focus, .name)
            f.bind(other, otherFocus, .notes)
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .name)

            focus.wrappedValue = nil
            XCTAssertNil(focus.wrappedValue)
            XCTAssertNil(w.focus, "nothing in the window is focused")
            XCTAssertEqual(
                f.logger.traces.last, "focus window=\(f.id(w)) state=focusedField name -> nil cause=program")
            XCTAssertTrue(w.isActive, "the window stays active")

            gtk_widget_grab_focus(plain)
            focus.wrappedValue = nil
            XCTAssertEqual(w.focus, plain, "an unbound widget keeps focus")

            gtk_widget_grab_focus(other)
            focus.wrappedValue = nil
            XCTAssertTrue(f.focus(of: w, isIn: other), "another state's field keeps focus")
            XCTAssertEqual(otherFocus.wrappedValue, .notes)
        }
    }
}
