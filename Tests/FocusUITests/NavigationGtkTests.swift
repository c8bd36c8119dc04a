import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `NavigationStack` on GTK with real keys: a push focuses the page, Back and Alt+Left return
/// focus to the link that pushed (one change, rule 3), covered pages are hidden and keep their
/// state, the header bar's Back button is a Tab stop after the content.
final class NavigationGtkTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let app: GtkAppHarness
        var changes: [String] = []
        private var observation: FocusObservation?

        init(id: String) throws {
            app = try GtkAppHarness(NavigationLibraryApp(), id: "Navigation.\(id)")
            observation = focus.observe { [unowned self] _, new in
                self.changes.append(new.map(\.description) ?? "nil")
            }
        }

        var focus: FocusStateStorage<NavigationLibrary.Field?> {
            app.viewHost.properties.storages(named: "_focus").first
                as! FocusStateStorage<NavigationLibrary.Field?>
        }

        var title: String { String(cString: gtk_window_get_title(app.gtkWindow)) }

        /// The header bar's Back button, if the stack shows one.
        var back: UnsafeMutablePointer<GtkWidget>? {
            app.widget { widget in
                let raw = UnsafeMutableRawPointer(widget)
                guard focuskit_is_button(raw) != 0, gtk_widget_get_visible(widget) != 0,
                    let name = gtk_button_get_icon_name(focuskit_as_button(raw))
                else { return false }
                return String(cString: name) == "go-previous-symbolic"
            }
        }

        func write(_ value: NavigationLibrary.Field?) {
            focus.write(AnyHashable(value))
        }

        /// Presses keys for real and, when they change what the window shows, waits until it
        /// has rendered that.
        func press(_ keys: String..., rendering: Bool = true) {
            let renders = app.viewHost.renderCount
            XCTAssertTrue(InputTool.key(keys))
            if rendering {
                XCTAssertTrue(MainContextPump.run(timeout: 5) { self.app.viewHost.renderCount > renders })
            }
            settle()
        }

        func settle() {
            gdk_display_sync(
                gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
            MainContextPump.drainPending()
        }

        func close() {
            observation?.cancel()
            app.close()
        }
    }

    func testPushFocusesThePageAndAltLeftReturnsToTheLinkInOneChange() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture(id: "AltLeft")
            defer { fixture.close() }
            XCTAssertEqual(fixture.title, "Library")
            XCTAssertNil(fixture.back)
            fixture.write(.link(1))
            fixture.changes = []
            fixture.press("space")
            XCTAssertEqual(fixture.focus.value, .title(1))
            XCTAssertEqual(fixture.title, "Book 1")
            XCTAssertEqual(fixture.changes, ["title(1)"], "the link, then the page's field: one change")
            let filter = try XCTUnwrap(fixture.app.entry(placeholder: "Filter"))
            XCTAssertEqual(gtk_widget_is_visible(filter), 0, "the root page is covered")
            XCTAssertNotNil(fixture.back)

            fixture.press("alt+Left")
            XCTAssertEqual(fixture.focus.value, .link(1))
            XCTAssertEqual(fixture.changes, ["title(1)", "link(1)"], "no nil between the fields (rule 3)")
            XCTAssertEqual(fixture.title, "Library")
            XCTAssertNotEqual(gtk_widget_is_visible(filter), 0)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { fixture.back == nil }, "Back goes with the page")
        }
    }

    func testDefaultFocusOfAPushedPageAndBackButtonByKeyboard() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture(id: "BackButton")
            defer { fixture.close() }
            fixture.write(.link(2))
            fixture.press("Return")
            XCTAssertEqual(fixture.focus.value, .notes(2), "Book 2's defaultFocus")
            // Tab through the page to the header bar: Back comes after the content. Focus moves
            // change nothing the views read: the window does not render.
            fixture.press("Tab", rendering: false)
            XCTAssertEqual(fixture.focus.value, .next(3))
            fixture.press("Tab", "Tab", "Tab", rendering: false)
            let back = try XCTUnwrap(fixture.back)
            XCTAssertEqual(gtk_window_get_focus(fixture.app.gtkWindow), back)
            XCTAssertNil(fixture.focus.value)
            fixture.press("space")
            XCTAssertEqual(fixture.focus.value, .link(2), "back on the link that pushed")
        }
    }

    func testCoveredPagesKeepTheirTextAndAWriteToThemWaits() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = try Fixture(id: "Covered")
            defer { fixture.close() }
            fixture.write(.filter)
            fixture.press("s", "f")
            fixture.write(.link(1))
            fixture.press("space")
            fixture.press("D", "u", "n", "e")
            // Focus Filter: the field is on the covered root page, so the write waits (rule 7).
            let focusFilter = try XCTUnwrap(fixture.app.button("Focus Filter"))
            XCTAssertTrue(gtk_widget_grab_focus(focusFilter) != 0)
            fixture.settle()
            fixture.press("space", rendering: false)
            XCTAssertNil(fixture.focus.value)
            fixture.press("alt+Left")
            XCTAssertEqual(fixture.focus.value, .filter, "the waiting write goes first")
            let filter = try XCTUnwrap(fixture.app.entry(placeholder: "Filter"))
            XCTAssertEqual(
                String(cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(filter)))),
                "sf")
        }
    }
}
