import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 22 on GTK: progress views, stack alignment, baselines, offsets, badges and a size
/// reader are what GTK draws, and focus written inside `withAnimation` applies at once (as
/// `EverydayModifiersHeadlessTests` headlessly).
final class EverydayModifiersGtkTests: XCTestCase {
    @MainActor static func present() throws -> GtkFormHarness<EverydayModifiers> {
        let form = GtkFormHarness(EverydayModifiers())
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
        // Laid out and shown, so that the widgets have places on the screen.
        XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(form.windowWidget) != 0 })
        // And drawn once: the widgets have their places.
        let clock = gtk_widget_get_frame_clock(form.windowWidget)
        let frame = clock.map { gdk_frame_clock_get_frame_counter($0) } ?? 0
        XCTAssertTrue(
            MainContextPump.run(timeout: 5) {
                (gtk_widget_get_frame_clock(form.windowWidget).map { gdk_frame_clock_get_frame_counter($0) }
                    ?? 0)
                    > frame
            })
        return form
    }

    func testProgressAlignmentBaselineOffsetBadgeAndSize() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = try Self.present()
            defer { form.close() }
            let bars = form.allWidgets.filter { focuskit_is_progress_bar(UnsafeMutableRawPointer($0)) != 0 }
            XCTAssertEqual(bars.count, 1)
            XCTAssertEqual(
                gtk_progress_bar_get_fraction(focuskit_as_progress_bar(UnsafeMutableRawPointer(bars[0]))),
                0.25)
            let spinners = form.allWidgets.filter { focuskit_is_spinner(UnsafeMutableRawPointer($0)) != 0 }
            XCTAssertEqual(spinners.count, 1)

            // A button in a centred stack is centred; a field fills; a leading stack's button leads.
            XCTAssertEqual(gtk_widget_get_halign(try XCTUnwrap(form.button("Centred"))), GTK_ALIGN_CENTER)
            XCTAssertEqual(
                gtk_widget_get_halign(try XCTUnwrap(form.entry(placeholder: "Fills"))), GTK_ALIGN_FILL)
            XCTAssertEqual(gtk_widget_get_halign(try XCTUnwrap(form.button("Leading"))), GTK_ALIGN_START)
            XCTAssertEqual(gtk_widget_get_valign(try XCTUnwrap(form.label("small"))), GTK_ALIGN_BASELINE)

            // Drawn 10 right and 4 down of the room it takes.
            // Drawn 10 right and 4 down of the room it takes (its clamp, centred in the stack).
            let moved = try XCTUnwrap(form.label("Moved"))
            let room = try XCTUnwrap(gtk_widget_get_parent(moved))
            XCTAssertEqual(gtk_widget_get_halign(room), GTK_ALIGN_CENTER)
            var inRoom = graphene_point_t()
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    var origin = graphene_point_t()
                    return gtk_widget_compute_point(moved, room, &origin, &inRoom) != 0 && inRoom.x != 0
                })
            XCTAssertEqual(inRoom.x, 10, accuracy: 1)
            XCTAssertEqual(inRoom.y, 4, accuracy: 1)

            XCTAssertNotNil(form.label("3"))
            XCTAssertNil(form.label("0"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    form.allWidgets.contains { widget in
                        guard focuskit_is_label(UnsafeMutableRawPointer(widget)) != 0 else { return false }
                        let text = String(
                            cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(widget))))
                        return text.hasPrefix("width ") && text != "width 0"
                    }
                })
        }
    }

    func testFocusWrittenInsideWithAnimationAppliesAtOnce() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = try Self.present()
            defer { form.close() }
            gtk_widget_activate(try XCTUnwrap(form.button("Show Details")))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    form.entry(placeholder: "Details").map { form.hasFocus(inside: $0) } ?? false
                })
        }
    }
}

/// Issue 22 on GTK with a real pointer: clicks reach the innermost `.onTapGesture`, a held
/// press is a `.onLongPressGesture`, and moving the pointer runs `.onHover`. X11 only: the
/// headless sway of the Wayland runs has no pointer device (`WLR_LIBINPUT_NO_DEVICES`), and
/// Debian 12 has no virtual-pointer tool; `scripts/test` and `.ci/run` skip this class there.
final class PointerInputX11GtkTests: XCTestCase {
    func testClicksReachTheInnermostTapAndHoldingIsALongPress() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = try EverydayModifiersGtkTests.present()
            defer { form.close() }
            @MainActor func counts(_ text: String) -> Bool {
                MainContextPump.run(timeout: 5) { form.label(text) != nil }
            }
            XCTAssertTrue(InputTool.click(try XCTUnwrap(form.label("Tap me"))))
            XCTAssertTrue(counts("taps 1, double 0, row 0, held 0"))
            XCTAssertTrue(InputTool.click(try XCTUnwrap(form.label("Double-tap me")), count: 2))
            XCTAssertTrue(counts("taps 1, double 1, row 0, held 0"))
            XCTAssertTrue(InputTool.click(try XCTUnwrap(form.label("Inner"))))
            XCTAssertTrue(counts("taps 2, double 1, row 0, held 0"))
            XCTAssertTrue(InputTool.click(try XCTUnwrap(form.label("Row"))))
            XCTAssertTrue(counts("taps 2, double 1, row 1, held 0"))
            let hold = try XCTUnwrap(form.label("Hold me"))
            XCTAssertTrue(InputTool.press(hold, true))
            XCTAssertTrue(counts("taps 2, double 1, row 1, held 1"))
            XCTAssertTrue(InputTool.press(hold, false))
            // No tap made a text focusable.
            let focus = gtk_window_get_focus(form.window)
            XCTAssertFalse(focus.map { focuskit_is_label(UnsafeMutableRawPointer($0)) != 0 } ?? false)
        }
    }

    func testHoverFollowsThePointer() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = try EverydayModifiersGtkTests.present()
            defer { form.close() }
            XCTAssertTrue(InputTool.hover(try XCTUnwrap(form.label("Not hovering"))))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Hovering") != nil })
            XCTAssertTrue(InputTool.hover(try XCTUnwrap(form.label("Hovering")), false))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("Not hovering") != nil })
        }
    }

}
