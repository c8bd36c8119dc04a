import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.popover` on GTK: a `GtkPopover` that is a focus scope in its window. Real keys (xdotool
/// or wtype): Space opens it, Tab cycles inside, Escape closes it; focus goes in and back out
/// as one change each (rule 3), never through `nil`, and GTK's after-paint fallback does not
/// move it afterwards.
final class PopoverGtkTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let form: GtkFormHarness<FilterPopoverView>
        var changes: [String] = []
        private var observation: FocusObservation?

        init(defaultsToQuery: Bool = false) throws {
            form = GtkFormHarness(FilterPopoverView(defaultsToQuery: defaultsToQuery))
            observation = focus.observe { [unowned self] _, new in
                self.changes.append(new.map { "\($0)" } ?? "nil")
            }
        }

        var focus: FocusStateStorage<FilterPopoverView.Field?> {
            form.host.focusStates(named: "focus").first as! FocusStateStorage<FilterPopoverView.Field?>
        }

        var popover: UnsafeMutablePointer<GtkWidget>? {
            form.allWidgets.first { focuskit_is_popover(UnsafeMutableRawPointer($0)) != 0 }
        }

        var isPopoverShown: Bool { popover.map { gtk_widget_get_mapped($0) != 0 } ?? false }

        /// Focuses the Filter… button and opens the popover with Space.
        func open() throws {
            let filter = try XCTUnwrap(form.button("Filter…"))
            gtk_widget_grab_focus(filter)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(self.form.window) != 0 })
            XCTAssertEqual(focus.value, .filterButton)
            changes = []
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { self.isPopoverShown && self.focus.value != .filterButton })
        }

        func close() { form.close() }
    }

    func testOpeningFocusesTheFirstTabStopAndTabCyclesInside() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.close() }
            try fixture.open()
            XCTAssertEqual(
                fixture.changes, ["exact"], "the button, then the popover's first Tab stop: one change")
            let popover = try XCTUnwrap(fixture.popover)
            XCTAssertNotEqual(
                gtk_popover_get_autohide(focuskit_as_popover(UnsafeMutableRawPointer(popover))), 0)
            XCTAssertEqual(
                gtk_popover_get_position(focuskit_as_popover(UnsafeMutableRawPointer(popover))),
                GTK_POS_BOTTOM)
            for expected in [FilterPopoverView.Field.query, nil, nil, .exact] {
                XCTAssertTrue(InputTool.key("Tab"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == expected })
                XCTAssertTrue(fixture.form.hasFocus(inside: popover), "Tab stays in the popover")
            }
            XCTAssertEqual(fixture.changes, ["exact", "query", "nil", "exact"])
        }
    }

    func testEscapeClosesAndFocusReturnsToTheButtonAsOneChange() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.close() }
            try fixture.open()
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == .query })
            fixture.changes = []
            let renders = fixture.form.host.renderCount
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !fixture.isPopoverShown })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    fixture.form.host.renderCount > renders && fixture.form.label("shown false") != nil
                }, "the binding was written back")
            let filter = try XCTUnwrap(fixture.form.button("Filter…"))
            XCTAssertEqual(gtk_window_get_focus(fixture.form.window), filter)
            XCTAssertEqual(fixture.changes, ["filterButton"], "the field, then the button: no nil between")
            // GTK's after-paint fallback (scheduled when the popover hid its focused content)
            // was cancelled by the move: a frame later focus is still on the button.
            let clock = try XCTUnwrap(gtk_widget_get_frame_clock(fixture.form.windowWidget))
            let frame = gdk_frame_clock_get_frame_counter(clock)
            gtk_widget_queue_draw(fixture.form.windowWidget)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { gdk_frame_clock_get_frame_counter(clock) > frame + 1 })
            XCTAssertEqual(gtk_window_get_focus(fixture.form.window), filter)
            XCTAssertEqual(fixture.changes, ["filterButton"])
            // It opens again.
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { fixture.isPopoverShown && fixture.focus.value == .exact })
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !fixture.isPopoverShown })
        }
    }

    func testAWriteThatMovesFocusOutClosesIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.close() }
            try fixture.open()
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == .query })
            fixture.changes = []
            XCTAssertTrue(InputTool.key("a", "b"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !fixture.isPopoverShown })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.form.label("shown false") != nil })
            let other = try XCTUnwrap(fixture.form.entry(placeholder: "Other"))
            XCTAssertTrue(fixture.form.hasFocus(inside: other))
            XCTAssertEqual(fixture.changes, ["other"], "the write's one change; closing moved nothing")
            // Keys reach the window again: no grab left.
            XCTAssertTrue(InputTool.key("c"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    String(
                        cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(other))))
                        == "c"
                })
        }
    }

    func testAWindowClosedWithItsPopoverOpenLeavesNoGrab() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            try fixture.open()
            fixture.close()
            let next = try Fixture()
            defer { next.close() }
            let other = try XCTUnwrap(next.form.entry(placeholder: "Other"))
            gtk_widget_grab_focus(other)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(next.form.window) != 0 })
            XCTAssertTrue(InputTool.key("a"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    String(
                        cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(other))))
                        == "a"
                }, "keys reach the next window")
        }
    }

    func testItsDefaultFocusDecidesBeforeTheFirstTabStop() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture(defaultsToQuery: true)
            defer { fixture.close() }
            try fixture.open()
            XCTAssertEqual(fixture.changes, ["query"], "straight to the default: never the first Tab stop")
        }
    }

    func testDoneAndDismissCloseItAndFocusReturns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture()
            defer { fixture.close() }
            for title in ["Done", "Close"] {
                try fixture.open()
                let button = try XCTUnwrap(fixture.form.button(title))
                gtk_widget_grab_focus(button)
                fixture.changes = []
                XCTAssertTrue(InputTool.key("space"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { !fixture.isPopoverShown })
                XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.focus.value == .filterButton })
                XCTAssertEqual(fixture.changes, ["filterButton"], title)
                XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.form.label("shown false") != nil })
            }
        }
    }

    /// GTK's quirk `popupAnchoredOffEveryMonitor`: a popover on a view scrolled out of its
    /// window opened pointing at the view, off the screen, and GDK's X11 layout found no
    /// monitor for it (a `Gdk-CRITICAL`); it opens at the window's edge instead. On Wayland,
    /// whose compositor places popups, it points at the view as GTK has it, and no critical
    /// comes either.
    func testAPopoverWhoseViewIsScrolledOutOfTheWindowOpensWithoutACritical() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FarPopoverView(), defaultSize: (360, 300))
            defer { form.close() }
            let anchor = try XCTUnwrap(form.label("Details anchor"))
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(anchor, form.windowWidget, &bounds), 0)
            // Far below the window, and below the 1,024 pixels of the test display's screen.
            XCTAssertGreaterThan(bounds.origin.y, 2_000)
            var popover: UnsafeMutablePointer<GtkWidget>?
            let messages = try GLibMessageRecorder.record(domains: ["Gdk", "Gtk", "GLib"]) {
                emitClicked(try XCTUnwrap(form.button("Show Details")))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        popover = form.allWidgets.first {
                            focuskit_is_popover(UnsafeMutableRawPointer($0)) != 0
                        }
                        return popover.map { gtk_widget_get_mapped($0) != 0 } ?? false
                    })
            }
            XCTAssertEqual(messages, [])
            // It points into the window where GDK places popups itself, and at the view where
            // the compositor does.
            var pointing = GdkRectangle()
            let target = UnsafeMutableRawPointer(try XCTUnwrap(popover)).assumingMemoryBound(
                to: GtkPopover.self)
            let points = gtk_popover_get_pointing_to(target, &pointing) != 0
            if DisplayServer.current == .wayland {
                XCTAssertFalse(points)
            } else {
                XCTAssertTrue(points)
                XCTAssertEqual(
                    Double(pointing.y) + Double(bounds.origin.y),
                    Double(gtk_widget_get_height(form.windowWidget) - 1), accuracy: 1)
            }
        }
    }
}
