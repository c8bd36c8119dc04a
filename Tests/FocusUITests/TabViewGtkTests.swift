import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `TabView` on GTK, as the twin has it (`TabViewHeadlessTests`): libadwaita's view switcher
/// above an `AdwViewStack`, tab buttons that are Tab stops with the `tab` role, covered pages
/// unmapped and keeping their state; a tab chosen while focus is in the page moves focus into
/// the new page in one change (rule 3, `GtkFocusHost+StackPages.swift`) and back to where it
/// was; Ctrl+Page Down and Up with real keys; a write to a covered tab's field waits (rule 7).
final class TabViewGtkTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let form = GtkFormHarness(TabbedMail(), defaultSize: (480, 360))
        var changes: [String] = []
        private var observation: FocusObservation?

        init() {
            observation = focus.observe { [unowned self] _, new in
                self.changes.append(new.map { "\($0)" } ?? "nil")
            }
            MainContextPump.run(timeout: 5) { gtk_window_is_active(self.form.window) != 0 }
        }

        var focus: FocusStateStorage<TabbedMail.Field?> {
            form.host.properties.storages(named: "_focus").first as! FocusStateStorage<TabbedMail.Field?>
        }

        var tab: TabbedMail.Tab? {
            (form.host.properties.storages(named: "_tab").first as? StateBox<TabbedMail.Tab>)?.value
        }

        /// libadwaita's tab buttons, in order.
        var tabButtons: [UnsafeMutablePointer<GtkWidget>] {
            form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwViewSwitcherButton" }
        }

        func write(_ value: TabbedMail.Field?) {
            focus.write(AnyHashable(value))
        }

        func tabButton(_ index: Int) -> UnsafeMutablePointer<GtkWidget> { tabButtons[index] }

        func entry(_ placeholder: String) throws -> UnsafeMutablePointer<GtkWidget> {
            try XCTUnwrap(form.entry(placeholder: placeholder))
        }

        /// Clicks a tab button as a pointer does (libadwaita's buttons take no focus on click).
        func click(tab index: Int) {
            let renders = form.host.renderCount
            emitClicked(tabButton(index))
            form.waitForRender(after: renders)
            settle()
        }

        /// Presses keys for real and, when they change what the window shows, waits until it
        /// has rendered that.
        func press(_ keys: String..., rendering: Bool = true) {
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(keys))
            if rendering {
                XCTAssertTrue(MainContextPump.run(timeout: 5) { self.form.host.renderCount > renders })
            }
            settle()
        }

        func settle() {
            gdk_display_sync(gtk_widget_get_display(form.windowWidget))
            MainContextPump.drainPending()
        }

        func close() {
            observation?.cancel()
            form.close()
        }
    }

    func testTheSwitcherIsGnomesViewSwitcherAndCoveredTabsAreUnmapped() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            XCTAssertEqual(
                fixture.form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwViewSwitcher" }.count, 1
            )
            let switcher = try XCTUnwrap(
                fixture.form.allWidgets.first { WidgetLookup.typeName(of: $0) == "AdwViewSwitcher" })
            if GtkQuirk.typeNameForAnUnnamedAccessible.applies {
                XCTAssertNotEqual(
                    focuskit_accessible_label_equals(switcher, "Tabs"), 0, "not \"AdwViewSwitcher\"")
            }
            XCTAssertEqual(fixture.tabButtons.count, 3)
            for button in fixture.tabButtons {
                XCTAssertEqual(
                    gtk_accessible_get_accessible_role(OpaquePointer(UnsafeMutableRawPointer(button))),
                    GTK_ACCESSIBLE_ROLE_TAB)
                XCTAssertNotEqual(gtk_widget_get_focusable(button), 0, "a Tab stop")
            }
            XCTAssertNotEqual(gtk_widget_get_mapped(try fixture.entry("Search inbox")), 0)
            XCTAssertEqual(gtk_widget_get_mapped(try fixture.entry("To")), 0, "the Compose tab is covered")
            // As in the twin: the three tabs, then the page, then what follows the tab view.
            let twin = HeadlessApp(rendering: TabbedMail()).windows[0]
            var gtkSeen: [TabbedMail.Field?] = []
            var twinSeen: [TabbedMail.Field?] = []
            for _ in 0..<5 {
                fixture.press("Tab", rendering: false)
                gtkSeen.append(fixture.focus.value)
                try twin.tab()
                twinSeen.append(try twin.focusState("focus"))
            }
            XCTAssertEqual(gtkSeen, [nil, nil, .search, .refresh, .showCompose])
            XCTAssertEqual(gtkSeen, twinSeen)
        }
    }

    func testChoosingATabMovesFocusIntoItInOneChangeAndBack() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            fixture.write(.search)
            XCTAssertTrue(InputTool.key(["a", "d", "a"]))
            fixture.settle()
            fixture.changes = []
            fixture.click(tab: 1)
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(fixture.focus.value, .to, "the page's first Tab stop")
            XCTAssertEqual(fixture.changes, ["to"], "one change, no nil between (rule 3)")
            fixture.press("Tab", rendering: false)
            XCTAssertEqual(fixture.focus.value, .subject)
            fixture.click(tab: 0)
            XCTAssertEqual(fixture.focus.value, .search, "where focus was when the tab was left")
            XCTAssertEqual(fixture.changes, ["to", "subject", "search"])
            XCTAssertEqual(
                String(
                    cString: gtk_editable_get_text(
                        focuskit_as_editable(UnsafeMutableRawPointer(try fixture.entry("Search inbox"))))),
                "ada", "the tab kept its state")
            XCTAssertEqual(gtk_widget_get_mapped(try fixture.entry("To")), 0)
            fixture.click(tab: 1)
            XCTAssertEqual(fixture.focus.value, .subject)
        }
    }

    func testControlPageDownAndUpWalkTheTabsWrapping() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            fixture.write(.search)
            fixture.changes = []
            fixture.press("ctrl+Page_Down")
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(fixture.focus.value, .to)
            fixture.press("ctrl+Page_Up")
            fixture.press("ctrl+Page_Up")
            XCTAssertEqual(fixture.tab, .about)
            XCTAssertNil(fixture.focus.value, "a tab without a Tab stop: no field has focus (rule 11)")
            // GTK's recovery at the next frame lands on no field.
            let frames = gdk_frame_clock_get_frame_counter(
                gtk_widget_get_frame_clock(fixture.form.windowWidget))
            MainContextPump.run(timeout: 2) {
                gdk_frame_clock_get_frame_counter(gtk_widget_get_frame_clock(fixture.form.windowWidget))
                    > frames + 1
            }
            XCTAssertNil(fixture.focus.value)
            XCTAssertEqual(
                fixture.changes, ["to", "search", "nil"], "Inbox again, where focus was, then About")
        }
    }

    func testAChoiceFromOutsideLeavesFocusThereAndAWaitingWriteFollowsTheTab() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            fixture.write(.showCompose)
            var renders = fixture.form.host.renderCount
            emitClicked(try XCTUnwrap(fixture.form.button("Show Compose")))
            fixture.form.waitForRender(after: renders)
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(fixture.focus.value, .showCompose)
            XCTAssertNotEqual(gtk_widget_get_mapped(try fixture.entry("To")), 0)
            fixture.click(tab: 0)
            renders = fixture.form.host.renderCount
            emitClicked(try XCTUnwrap(fixture.form.button("Subject, Then Compose")))
            fixture.form.waitForRender(after: renders)
            fixture.settle()
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(fixture.focus.value, .subject, "the write waited for the tab (rule 7)")
        }
    }
}
