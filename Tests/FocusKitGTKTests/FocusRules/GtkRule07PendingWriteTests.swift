import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 7 (a write that cannot be applied now) on real GTK: writing a value whose
/// field does not exist yet, is not in a window, is hidden, is insensitive, or whose window is
/// not shown leaves focus alone and the state at its real value; the request is applied as
/// soon as the field can take focus, with no timer. A later write or a user move cancels it.
final class GtkRule07PendingWriteTests: XCTestCase {
    func testWriteWaitsForADisabledContainerToBeEnabledAgain() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let form = w.addBox()
            let password = w.addPasswordEntry(to: form)
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            guard f.present(w) else { return }
            // The whole form is disabled: the field itself gets no notify::sensitive.
            gtk_widget_set_sensitive(form, 0)
            focus.wrappedValue = .password
            XCTAssertEqual(focus.wrappedValue, .name)
            gtk_widget_set_sensitive(form, 1)
            // Reported once GTK has propagated the state to the entry's inner text.
            MainContextPump.run(timeout: 2) { focus.wrappedValue == .password }
            XCTAssertEqual(focus.wrappedValue, .password, "applied when the container is enabled")
            XCTAssertTrue(f.focus(of: w, isIn: password))
        }
    }

    func testWriteToAHiddenOrInsensitiveFieldWaitsUntilItCanTakeFocus() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (password, .password)])
            guard f.present(w) else { return }
            gtk_widget_set_visible(email, 0)
            gtk_widget_set_sensitive(password, 0)

            focus.wrappedValue = .email
            XCTAssertEqual(focus.wrappedValue, .name, "focus did not move; the state reads its real value")
            XCTAssertTrue(f.focus(of: w, isIn: name))
            gtk_widget_set_visible(email, 1)
            XCTAssertEqual(focus.wrappedValue, .email, "applied when shown")
            XCTAssertTrue(f.focus(of: w, isIn: email))

            focus.wrappedValue = .password
            XCTAssertEqual(focus.wrappedValue, .email)
            gtk_widget_set_sensitive(password, 1)
            XCTAssertEqual(focus.wrappedValue, .password, "applied when sensitive")
            XCTAssertTrue(f.focus(of: w, isIn: password))
        }
    }

    func testWriteBeforeTheFieldExistsOrIsInAWindow() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }

            focus.wrappedValue = .notes
            XCTAssertEqual(focus.wrappedValue, .name, "no field has the value")
            let notes = gtk_entry_new()!
            g_object_ref_sink(notes)
            f.bind(notes, focus, .notes)
            XCTAssertEqual(focus.wrappedValue, .name, "the field is not in a window yet")
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(w.box)), notes)
            g_object_unref(notes)
            XCTAssertEqual(focus.wrappedValue, .notes, "applied once the field is in the shown window")
            XCTAssertTrue(f.focus(of: w, isIn: notes))
        }
    }

    func testWriteBeforeTheWindowShowsIsAppliedWhenItMaps() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            let changes = ChangeRecorder(focus.storage)
            focus.wrappedValue = .password
            XCTAssertNil(focus.wrappedValue)
            guard f.present(w) else { return }
            XCTAssertEqual(focus.wrappedValue, .password)
            XCTAssertEqual(changes.changes, ["nil -> password"], "GTK's first Tab stop never showed")
        }
    }

    func testLaterWriteOrUserMoveCancelsThePendingWrite() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let email = w.addEntry()
            let notes = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name), (email, .email), (notes, .notes)])
            guard f.present(w) else { return }
            gtk_widget_set_visible(email, 0)
            gtk_widget_set_visible(notes, 0)

            focus.wrappedValue = .email
            focus.wrappedValue = .notes
            gtk_widget_set_visible(email, 1)
            XCTAssertEqual(focus.wrappedValue, .name, "the later write superseded .email")
            gtk_widget_set_visible(email, 0)

            gtk_widget_grab_focus(w.addButton("Plain"))
            XCTAssertNil(focus.wrappedValue)
            focus.wrappedValue = .email
            gtk_widget_grab_focus(name)
            gtk_widget_set_visible(email, 1)
            gtk_widget_set_visible(notes, 1)
            XCTAssertEqual(focus.wrappedValue, .name, "the user's move cancelled the pending write")
            XCTAssertTrue(f.focus(of: w, isIn: name))
        }
    }
}
