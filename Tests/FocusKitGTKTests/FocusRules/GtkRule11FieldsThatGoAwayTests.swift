import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 11 (fields that go away) on real GTK: when the focused field is hidden, made
/// insensitive, removed or destroyed, its state becomes nil and the window's focus is cleared;
/// GTK's after-paint fallback (which moves focus to the first Tab stop at the next frame, even
/// after `gtk_window_set_focus(NULL)`) never lands in another bound field; a destroyed field is
/// unregistered and forgotten by the host.
final class GtkRule11FieldsThatGoAwayTests: XCTestCase {
    /// The GTK behaviour the rule guards against, with no FocusKit involved.
    func testControlGtkFallbackMovesFocusToTheFirstTabStopAfterAPaint() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let first = w.addEntry()
            let second = w.addEntry()
            guard f.present(w) else { return }
            gtk_widget_grab_focus(second)
            gtk_widget_set_visible(second, 0)
            gtk_window_set_focus(w.window, nil)
            XCTAssertNil(w.focus)
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertTrue(f.focus(of: w, isIn: first), "GTK's after-paint fallback focused the first entry")
        }
    }

    func testHidingTheFocusedFieldClearsFocusAndTheFallbackDoesNotLandInABoundField() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, entries) = try XCTUnwrap(makeForm(f))
            gtk_widget_grab_focus(entries[2])
            f.logger.traces.removeAll()
            let changes = ChangeRecorder(focus.storage)

            gtk_widget_set_visible(entries[2], 0)
            XCTAssertNil(focus.wrappedValue)
            XCTAssertNil(w.focus)
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertNil(focus.wrappedValue)
            XCTAssertFalse(entries.contains { f.focus(of: w, isIn: $0) }, "fallback refused")
            XCTAssertEqual(changes.changes, ["password -> nil"])
            XCTAssertEqual(
                f.logger.traces, ["focus window=\(f.id(w)) state=focusedField password -> nil cause=removal"])
        }
    }

    func testDisablingTheFocusedFieldClearsFocus() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, entries) = try XCTUnwrap(makeForm(f))
            gtk_widget_grab_focus(entries[1])
            gtk_widget_set_sensitive(entries[1], 0)
            XCTAssertNil(focus.wrappedValue)
            XCTAssertNil(w.focus)
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertNil(focus.wrappedValue)
            XCTAssertFalse(entries.contains { f.focus(of: w, isIn: $0) })
        }
    }

    /// A form disabled as a whole emits nothing on its fields but their state flags, which the
    /// host does not watch while no write waits (issue 25): GTK's own unset of the focus widget
    /// made insensitive is reported, once, as GTK's (cause `removal`), and its fallback does
    /// not land either.
    func testDisablingAnAncestorOfTheFocusedFieldClearsFocusOnce() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let form = w.addBox()
            let entries = [w.addEntry(to: form), w.addEntry(to: form)]
            _ = w.addEntry()  // an unbound Tab stop outside the form, where GTK's fallback may go
            let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
            for (entry, value) in zip(entries, [Field.name, .email]) { f.bind(entry, focus, value) }
            guard f.present(w) else { return }
            gtk_widget_grab_focus(entries[1])
            XCTAssertEqual(focus.wrappedValue, .email)
            f.logger.traces.removeAll()
            let changes = ChangeRecorder(focus.storage)

            gtk_widget_set_sensitive(form, 0)
            XCTAssertNil(focus.wrappedValue)
            XCTAssertNil(w.focus)
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertNil(focus.wrappedValue)
            XCTAssertFalse(entries.contains { f.focus(of: w, isIn: $0) }, "fallback refused")
            XCTAssertEqual(changes.changes, ["email -> nil"])
            XCTAssertEqual(
                f.logger.traces, ["focus window=\(f.id(w)) state=focusedField email -> nil cause=removal"])
        }
    }

    func testDestroyingTheFocusedFieldUnregistersItAndTheFallbackDoesNotLand() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, entries) = try XCTUnwrap(makeForm(f))
            gtk_widget_grab_focus(entries[1])
            XCTAssertEqual(focus.wrappedValue, .email)
            XCTAssertEqual(f.host.trackedWidgetCount, 3)
            XCTAssertEqual(f.coordinator.fieldCount, 3)
            let changes = ChangeRecorder(focus.storage)

            w.remove(entries[1])  // the box held the last reference: the entry is destroyed
            XCTAssertNil(focus.wrappedValue)
            XCTAssertNil(w.focus)
            // GTK keeps the removed focus widget (its fallback target) until the next after-paint.
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertEqual(f.host.trackedWidgetCount, 2, "the host forgot the destroyed widget")
            XCTAssertEqual(f.coordinator.fieldCount, 2, "the field was unregistered")
            XCTAssertNil(focus.wrappedValue)
            let remaining = [entries[0], entries[2]]
            XCTAssertFalse(remaining.contains { f.focus(of: w, isIn: $0) }, "fallback refused")
            XCTAssertEqual(changes.changes, ["email -> nil"])
            focus.wrappedValue = .password
            XCTAssertEqual(focus.wrappedValue, .password, "the remaining fields still work")
        }
    }

    func testFallbackMayLandInAnUnboundWidget() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let plain = w.addButton("Plain")
            let name = w.addEntry()
            let focus = f.focusedField(binding: [(name, .name)])
            guard f.present(w) else { return }
            gtk_widget_grab_focus(name)
            gtk_widget_set_visible(name, 0)
            XCTAssertTrue(f.waitForFrames(3, in: w))
            XCTAssertEqual(w.focus, plain, "GTK's fallback to an unbound widget is not FocusKit's business")
            XCTAssertNil(focus.wrappedValue)
        }
    }

    func testDestroyingTheWindowForgetsEverything() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, _) = try XCTUnwrap(makeForm(f))
            XCTAssertEqual(focus.wrappedValue, .name)
            w.destroy()
            MainContextPump.drainPending()
            XCTAssertNil(focus.wrappedValue)
            XCTAssertEqual(f.host.trackedWidgetCount, 0)
            XCTAssertEqual(f.host.trackedWindowCount, 0)
            XCTAssertEqual(f.coordinator.fieldCount, 0)
        }
    }

    /// The host reads a focus change between the frame clock's `layout` and `after-paint` as
    /// GTK's after-paint fallback (origin `toolkitFallback`, refused in a bound field). A frame
    /// that ends without `after-paint` (a frozen clock) must not leave that phase set: the next
    /// frame's `flush-events` ends it, so a user move after it is the user's again.
    func testAFrameWithoutAfterPaintDoesNotMakeTheNextUserMoveAFallback() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, entries) = try XCTUnwrap(makeForm(f))
            gtk_widget_grab_focus(entries[0])
            XCTAssertEqual(focus.wrappedValue, .name)
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(w.widget))
            // A frame that gets as far as layout and stops (no paint, no after-paint).
            emitFrameClockPhase(clock, "layout")
            // The next frame starts: flush-events, and GDK's own resume-events after it.
            emitFrameClockPhase(clock, "flush-events")
            emitFrameClockPhase(clock, "resume-events")
            f.logger.traces.removeAll()

            gtk_widget_grab_focus(entries[1])
            XCTAssertEqual(focus.wrappedValue, .email, "a user move, not refused as GTK's fallback")
            XCTAssertTrue(f.focus(of: w, isIn: entries[1]))
            XCTAssertEqual(
                f.logger.traces, ["focus window=\(f.id(w)) state=focusedField name -> email cause=user"])
        }
    }

    /// Control: without the new frame's `flush-events`, the same move inside the unfinished
    /// frame is read as GTK's fallback and refused (so the test above can fail).
    func testControlAMoveInsideAnUnfinishedFrameIsReadAsTheFallback() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, focus, entries) = try XCTUnwrap(makeForm(f))
            gtk_widget_grab_focus(entries[0])
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(w.widget))
            emitFrameClockPhase(clock, "layout")

            gtk_widget_grab_focus(entries[1])
            XCTAssertNil(focus.wrappedValue, "refused as GTK's after-paint fallback (rule 11)")
            XCTAssertNil(w.focus)
            // Let a real frame end the phase before tearing down.
            XCTAssertTrue(f.waitForFrames(1, in: w))
        }
    }
}

/// A shown window with name, email and password entries bound to one state.
@MainActor
private func makeForm(_ f: FocusFixture) -> (
    TestWindow, FocusState<Field?>, [UnsafeMutablePointer<GtkWidget>]
)? {
    let w = f.makeWindow()
    let entries = [w.addEntry(), w.addEntry(), w.addPasswordEntry()]
    let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
    for (entry, value) in zip(entries, [Field.name, .email, .password]) { f.bind(entry, focus, value) }
    guard f.present(w) else { return nil }
    return (w, focus, entries)
}

/// Emits one of a frame clock's phase signals (`void (*)(GdkFrameClock *, gpointer)`), as
/// `gdk_frame_clock_paint_idle` does for a frame, running GDK's and GTK's handlers too.
@MainActor
private func emitFrameClockPhase(_ clock: OpaquePointer, _ signal: String) {
    let type = gdk_frame_clock_get_type()
    var instance = GValue()
    g_value_init(&instance, type)
    g_value_set_object(&instance, UnsafeMutableRawPointer(clock))
    g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&instance)
}
