import CGtk
import FocusKit
import XCTest

@testable import FocusKitGTK

/// Contract rule 1 (derived value) on real GTK widgets: a state reads the match value of the
/// field that contains `gtk_window_get_focus` (an entry's inner `GtkText` counts), the
/// innermost of nested fields wins, and a focus widget outside every field reads `nil`.
final class GtkRule01DerivedValueTests: XCTestCase {
    func testStateIsTheValueOfTheFieldContainingTheFocusWidget() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let plain = w.addButton("Plain")
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            guard f.present(w) else { return }
            XCTAssertTrue(f.focus(of: w, isIn: plain), "GTK focused the first Tab stop on show")
            XCTAssertNil(focus.wrappedValue)

            XCTAssertEqual(gtk_widget_grab_focus(name), 1)
            XCTAssertNotEqual(w.focus, name, "the focus widget is the entry's inner GtkText")
            XCTAssertTrue(f.focus(of: w, isIn: name))
            XCTAssertEqual(focus.wrappedValue, .name)

            gtk_widget_grab_focus(password)
            XCTAssertEqual(focus.wrappedValue, .password)

            gtk_widget_grab_focus(plain)
            XCTAssertNil(focus.wrappedValue)
        }
    }

    func testInnermostOfNestedFieldsWins() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let section = w.addBox()
            let inner = w.addEntry(to: section)
            let sectionButton = w.addButton("In section", to: section)
            let outside = w.addEntry()
            let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
            let inSection = FocusState<Bool>(label: "inSection", scope: .window(nil))
            f.bind(section, focus, .notes)
            f.bind(inner, focus, .email)
            f.bind(section, inSection, true)
            guard f.present(w) else { return }

            gtk_widget_grab_focus(inner)
            XCTAssertEqual(focus.wrappedValue, .email, "the inner field wins over its bound ancestor")
            XCTAssertTrue(inSection.wrappedValue, "another state's outer field still contains focus")

            gtk_widget_grab_focus(sectionButton)
            XCTAssertEqual(focus.wrappedValue, .notes, "an unbound descendant counts for the ancestor")
            XCTAssertTrue(inSection.wrappedValue)

            gtk_widget_grab_focus(outside)
            XCTAssertNil(focus.wrappedValue)
            XCTAssertFalse(inSection.wrappedValue)
        }
    }

    func testBindingAWidgetThatAlreadyHasFocusReadsItsValueAtOnce() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            w.addEntry()
            let email = w.addEntry()
            guard f.present(w) else { return }
            gtk_widget_grab_focus(email)
            let focus = f.focusedField(binding: [(email, .email)])
            XCTAssertEqual(focus.wrappedValue, .email)
        }
    }

    /// Writing a bound container's value while focus is on a field nested in it focuses the
    /// container's first descendant that can take focus (found by the differential test,
    /// issue 15: `gtk_widget_child_focus` would move on from the nested field and fail).
    func testWritingAContainersValueFromInsideItFocusesItsFirstDescendant() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            w.addEntry()
            let section = w.addBox()
            let sectionButton = w.addButton("In section", to: section)
            let inner = w.addEntry(to: section)
            let focus = f.focusedField(binding: [(section, .notes), (inner, .email)])
            guard f.present(w) else { return }
            gtk_widget_grab_focus(inner)
            XCTAssertEqual(focus.wrappedValue, .email)
            focus.wrappedValue = .notes
            XCTAssertEqual(focus.wrappedValue, .notes)
            XCTAssertEqual(w.focus, sectionButton)
        }
    }
}
