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
            form.settle()
        }

        /// Presses keys for real and, when they change what the window shows, waits until it
        /// has rendered that.
        func press(_ keys: String..., rendering: Bool = true) {
            let renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(keys))
            if rendering {
                XCTAssertTrue(MainContextPump.run(timeout: 5) { self.form.host.renderCount > renders })
            }
            form.settle()
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
            fixture.form.settle()
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

    /// With focus on a tab button, Ctrl+Page Down moves focus to the new tab's button, as GTK's
    /// notebook does: Orca said nothing when the tab changed under a focused button.
    func testControlPageDownOnATabButtonFocusesTheNewTabsButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(fixture.form.window) == fixture.tabButton(0)
                },
                "focus starts on the Inbox tab's button")
            fixture.press("ctrl+Page_Down")
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(gtk_window_get_focus(fixture.form.window), fixture.tabButton(1))
        }
    }

    func testTheShownTabTitlesTheWindowAndShowsItsToolbarItems() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            @MainActor func title() -> String { String(cString: gtk_window_get_title(fixture.form.window)) }
            let markAllRead = try XCTUnwrap(fixture.form.button("Mark All Read"))
            XCTAssertEqual(title(), "Inbox")
            XCTAssertNotEqual(gtk_widget_is_visible(markAllRead), 0)
            fixture.click(tab: 1)
            XCTAssertEqual(title(), "New Message")
            XCTAssertEqual(gtk_widget_is_visible(markAllRead), 0, "the covered tab's toolbar item")
            fixture.click(tab: 2)
            XCTAssertEqual(title(), "Test", "no title in the tab: the window's own")
        }
    }

    /// A list and a text editor bind Ctrl+Page Up and Down themselves (GTK's list moves to the
    /// last row): the tab view takes them first, in the capture phase.
    func testControlPageDownSwitchesTabsFromAListAndAnEditor() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TabbedLists(), defaultSize: (420, 320))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            form.waitForRowsRendered()
            let list = try XCTUnwrap(form.listViews.first)
            // From the first Tab stop (the Messages tab button), Tab by Tab to the list.
            for _ in 0..<3 where !form.hasFocus(inside: list) {
                XCTAssertTrue(InputTool.key(["Tab"]))
                form.settle()
            }
            XCTAssertTrue(form.hasFocus(inside: list), "Tab reaches the list")
            var renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(["ctrl+Page_Down"]))
            form.waitForRender(after: renders)
            let editor = try XCTUnwrap(form.textViews.first)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: editor) }, "the Notes tab")
            renders = form.host.renderCount
            XCTAssertTrue(InputTool.key(["ctrl+Page_Up"]))
            form.waitForRender(after: renders)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.hasFocus(inside: list) }, "back on the list")
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
            fixture.form.settle()
            XCTAssertEqual(fixture.tab, .compose)
            XCTAssertEqual(fixture.focus.value, .subject, "the write waited for the tab (rule 7)")
        }
    }
}

/// Tabs from a `ForEach` on GTK, as in the twin (`ForEachTabViewHeadlessTests`): libadwaita 1.2
/// only appends pages, so a tab added before others or moved takes the later pages out and adds
/// them again (`GtkViewStackPages`): their buttons keep title, icon and badge and the shown tab
/// stays shown, but a field focused in them loses focus (rule 11); a tab removed changes nothing
/// else.
final class ForEachTabViewGtkTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let form = GtkFormHarness(AccountTabs(), defaultSize: (560, 320))
        var changes: [String] = []
        private var observation: FocusObservation?

        init() {
            observation = focus.observe { [unowned self] _, new in self.changes.append(new ?? "nil") }
            MainContextPump.run(timeout: 5) { gtk_window_is_active(self.form.window) != 0 }
        }

        var focus: FocusStateStorage<String?> {
            form.host.properties.storages(named: "_focus").first as! FocusStateStorage<String?>
        }

        var stack: UnsafeMutablePointer<GtkWidget> {
            form.allWidgets.first { WidgetLookup.typeName(of: $0) == "AdwViewStack" }!
        }

        /// Each page's title and badge, in the stack's order, and the shown page's title.
        var pages: (titles: [String], badges: [UInt32], shown: String?) {
            let viewStack = focuskit_as_adw_view_stack(UnsafeMutableRawPointer(stack))
            var titles: [String] = []
            var badges: [UInt32] = []
            var child = gtk_widget_get_first_child(stack)
            var shown: String?
            while let current = child {
                let page = adw_view_stack_get_page(viewStack, current)
                let title = adw_view_stack_page_get_title(page).map { String(cString: $0) } ?? ""
                titles.append(title)
                badges.append(adw_view_stack_page_get_badge_number(page))
                if adw_view_stack_get_visible_child(viewStack) == current { shown = title }
                child = gtk_widget_get_next_sibling(current)
            }
            return (titles, badges, shown)
        }

        /// The labels of libadwaita's tab buttons that are shown, in order.
        var buttonTitles: [String] {
            form.allWidgets.filter {
                WidgetLookup.typeName(of: $0) == "AdwViewSwitcherButton" && gtk_widget_get_visible($0) != 0
            }.compactMap { button in
                // Its title's label, not its badge's count.
                WidgetLookup.all(in: button).filter { focuskit_is_label(UnsafeMutableRawPointer($0)) != 0 }
                    .map {
                        String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer($0))))
                    }
                    .first { UInt32($0) == nil }
            }
        }

        /// Presses a button as a keyboard shortcut does (focus stays where it is).
        func press(_ title: String) throws {
            let renders = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button(title)))
            form.waitForRender(after: renders)
            form.settle()
        }

        func close() {
            observation?.cancel()
            form.close()
        }
    }

    func testTabsComingAndGoingKeepTheShownTabAndTheButtons() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            XCTAssertEqual(fixture.pages.shown, "Work")
            XCTAssertEqual(fixture.pages.badges, [4, 4], "the badge's count on the tab button")
            fixture.focus.write(AnyHashable(String?.some("Work")))
            XCTAssertEqual(fixture.focus.value, "Work")
            fixture.changes = []
            try fixture.press("Remove Home")
            XCTAssertEqual(fixture.pages.titles, ["Work"])
            XCTAssertEqual(fixture.changes, [], "no focus change")
            try fixture.press("Add School")
            XCTAssertEqual(fixture.pages.titles, ["School", "Work"])
            XCTAssertEqual(fixture.buttonTitles, ["School", "Work"], "titles kept when added again")
            XCTAssertEqual(fixture.pages.badges, [6, 4])
            XCTAssertEqual(fixture.pages.shown, "Work")
            XCTAssertEqual(fixture.changes, ["nil"], "the page was added again after School (rule 11)")
            fixture.focus.write(AnyHashable(String?.some("Work")))
            try fixture.press("Move Last First")
            XCTAssertEqual(fixture.pages.titles, ["Work", "School"])
            XCTAssertEqual(fixture.buttonTitles, ["Work", "School"])
            XCTAssertEqual(fixture.pages.shown, "Work")
            // GTK's after-paint recovery lands on no field.
            let clock = gtk_widget_get_frame_clock(fixture.form.windowWidget)
            let frames = gdk_frame_clock_get_frame_counter(clock)
            MainContextPump.run(timeout: 2) { gdk_frame_clock_get_frame_counter(clock) > frames + 1 }
            XCTAssertNil(fixture.focus.value)
            XCTAssertEqual(fixture.changes, ["nil", "Work", "nil"])
        }
    }

    func testASelectionMatchingNoTagShowsTheFirstTab() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.close() }
            try fixture.press("Clear Selection")
            XCTAssertEqual(fixture.pages.shown, "Home")
        }
    }
}
