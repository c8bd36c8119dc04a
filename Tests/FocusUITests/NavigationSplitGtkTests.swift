import CGtk
import FocusKitGTK
import FocusUITesting
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `NavigationSplitView` on GTK with real keys, against the headless twin after every step: Tab
/// goes through the sidebar, then the content column, then the detail, and wraps; Shift+Tab
/// goes back the same way; a sidebar link shows its destination in the next column and keeps
/// focus; a hidden sidebar is not a Tab stop. After the detail, GTK's Tab goes to the header
/// bar's primary menu, which the twin does not have: the compared steps stay in the columns.
final class NavigationSplitGtkTests: XCTestCase {
    private struct Snapshot: Equatable, CustomStringConvertible {
        var title: String
        var focused: String
        var shown: [String]

        var description: String { "\"\(title)\": focus \(focused), showing \(shown)" }
    }

    /// The texts whose being shown the snapshots compare.
    private static let texts = [
        "Choose a mailbox", "Folders", "Mailbox Inbox", "Mailbox Sent", "Mailbox Drafts",
    ]

    /// Presses each step's keys on GTK and in the twin; after each the snapshots must agree and
    /// focus must be on `focus`.
    @MainActor private static func run(
        _ app: MailSplitApp, id: String, start: String, steps: [(keys: [String], focus: String)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (GtkAppHarness, HeadlessApp) {
        let gtk = try GtkAppHarness(app, id: "NavigationSplit.\(id)")
        let twin = HeadlessApp(app)
        XCTAssertEqual(Self.snapshot(gtk), try Self.snapshot(twin), "at the start", file: file, line: line)
        XCTAssertEqual(Self.snapshot(gtk).focused, start, "at the start", file: file, line: line)
        for (index, step) in steps.enumerated() {
            XCTAssertTrue(InputTool.key(step.keys))
            Self.settle(gtk)
            try twin.pressKeysQuickly(step.keys.map(XdotoolKey.shortcut))
            let snapshot = Self.snapshot(gtk)
            XCTAssertEqual(
                snapshot, try Self.snapshot(twin), "after step \(index): \(step.keys)", file: file, line: line
            )
            XCTAssertEqual(
                snapshot.focused, step.focus, "after step \(index): \(step.keys)", file: file, line: line)
        }
        return (gtk, twin)
    }

    func testTabGoesThroughTheSidebarThenTheDetailAndALinkKeepsFocus() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let (gtk, twin) = try Self.run(
                MailSplitApp(), id: "TwoColumns", start: "Find Mailbox",
                steps: [
                    (["Tab"], "Inbox"),
                    (["space"], "Inbox"),  // shows Inbox in the detail; focus stays in the sidebar
                    (["Tab", "Tab", "Tab"], "Show Sidebar"),
                    (["Tab"], "Reply in Inbox"),  // the detail after the sidebar
                    (["H", "i"], "Reply in Inbox"),
                    (["Tab"], "Send"),
                    (["shift+Tab"], "Reply in Inbox"),
                    (["shift+Tab"], "Show Sidebar"),
                    (["shift+Tab"], "Drafts"),
                    (["Return"], "Drafts"),  // a destination link: Drafts in the detail
                ])
            defer { gtk.close() }
            XCTAssertEqual(String(cString: gtk_window_get_title(gtk.gtkWindow)), "Drafts")
            XCTAssertEqual(twin.windows[0].title, "Drafts")
            XCTAssertNil(gtk.entry(placeholder: "Reply in Inbox"), "Inbox's detail went")
            let paned = try XCTUnwrap(
                gtk.widget { gtk_widget_get_ancestor($0, gtk_paned_get_type()) == $0 }, "a GtkPaned")
            let sidebar = try XCTUnwrap(
                gtk_paned_get_start_child(OpaquePointer(UnsafeMutableRawPointer(paned))))
            XCTAssertNotEqual(gtk_widget_is_ancestor(try XCTUnwrap(gtk.button("Show Sidebar")), sidebar), 0)
            // After the detail, the header bar (its primary menu), then the sidebar again.
            XCTAssertNotEqual(gtk_widget_grab_focus(try XCTUnwrap(gtk.button("Send"))), 0)
            XCTAssertTrue(InputTool.key(["Tab"]))
            Self.settle(gtk)
            XCTAssertEqual(Self.snapshot(gtk).focused, "Main Menu")
            XCTAssertTrue(InputTool.key(["Tab"]))
            Self.settle(gtk)
            XCTAssertEqual(Self.snapshot(gtk).focused, "Find Mailbox")
            // F6, GtkPaned's key, goes to the other pane and back. Which control of the pane it
            // lands on is GTK's choice (`gtk_paned_cycle_child_focus`: the pane's remembered
            // focus, else its first control). Measured: after a Tab from the detail into
            // libadwaita's header bar, which is inside the window's content, F6 lands on the
            // detail's first control; with GtkWindow's title bar it landed on the last one.
            let detail = try XCTUnwrap(gtk_paned_get_end_child(OpaquePointer(UnsafeMutableRawPointer(paned))))
            XCTAssertTrue(InputTool.key(["F6"]))
            Self.settle(gtk)
            let focus = try XCTUnwrap(gtk_window_get_focus(gtk.gtkWindow), "F6 keeps a focus widget")
            XCTAssertNotEqual(gtk_widget_is_ancestor(focus, detail), 0, "F6 moved into the detail pane")
            XCTAssertTrue(InputTool.key(["F6"]))
            Self.settle(gtk)
            XCTAssertEqual(Self.snapshot(gtk).focused, "Find Mailbox")
        }
    }

    func testThreeColumnsInTabOrderAndASidebarLinkShowsInTheContentColumn() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let (gtk, _) = try Self.run(
                MailSplitApp(columns: 3), id: "ThreeColumns", start: "Find Mailbox",
                steps: [
                    (["Tab", "Tab", "Tab", "Tab", "Tab"], "Archive"),  // the content column after the sidebar
                    (["shift+Tab", "shift+Tab", "shift+Tab"], "Sent"),
                    (["space"], "Sent"),  // Sent in the content column, in place of Folders
                    (["Tab", "Tab", "Tab"], "Reply in Sent"),
                    (["Tab"], "Send"),  // the detail has nothing to focus
                ])
            gtk.close()
        }
    }

    func testAHiddenSidebarIsNotATabStopAndShowsAgainWithItsField() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let gtk = try GtkAppHarness(
                MailSplitApp(columns: 2, hidesSidebar: true), id: "NavigationSplit.Hidden")
            defer { gtk.close() }
            let find = try XCTUnwrap(gtk.entry(placeholder: "Find Mailbox"))
            XCTAssertEqual(gtk_widget_is_visible(find), 0)
            // Only the header bar's primary menu takes focus: Tab stays on it.
            XCTAssertEqual(Self.snapshot(gtk).focused, "Main Menu")
            XCTAssertTrue(InputTool.key(["Tab"]))
            Self.settle(gtk)
            XCTAssertEqual(Self.snapshot(gtk).focused, "Main Menu")
            // The app shows the sidebar again: the same field, and a Tab stop.
            let visibility = try XCTUnwrap(
                gtk.viewHost.properties.storages(named: "_visibility").first
                    as? StateBox<NavigationSplitViewVisibility>)
            visibility.value = .all
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_is_visible(find) != 0 })
            XCTAssertEqual(gtk.entry(placeholder: "Find Mailbox"), find)
            XCTAssertTrue(InputTool.key(["Tab"]))
            Self.settle(gtk)
            XCTAssertEqual(Self.snapshot(gtk).focused, "Find Mailbox")
        }
    }

    // MARK: GTK

    @MainActor private static func settle(_ app: GtkAppHarness) {
        gdk_display_sync(gtk_widget_get_display(focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))))
        MainContextPump.drainPending()
    }

    @MainActor private static func snapshot(_ app: GtkAppHarness) -> Snapshot {
        var shown: [String] = []
        for text in texts {
            let label = app.widget { widget in
                let raw = UnsafeMutableRawPointer(widget)
                return focuskit_is_label(raw) != 0 && gtk_widget_is_visible(widget) != 0
                    && String(cString: gtk_label_get_text(focuskit_as_label(raw))) == text
            }
            if label != nil { shown.append(text) }
        }
        return Snapshot(
            title: String(cString: gtk_window_get_title(app.gtkWindow)),
            focused: gtk_window_get_focus(app.gtkWindow).map(FocusedWidgetName.of) ?? "nothing", shown: shown)
    }

    // MARK: The twin

    @MainActor private static func snapshot(_ app: HeadlessApp) throws -> Snapshot {
        let window = app.windows[0]
        let shown = texts.filter { text in
            window.controls.contains { $0.kind == .text && $0.title == text && $0.isVisible }
        }
        return Snapshot(title: window.title, focused: window.focusedControl?.title ?? "nothing", shown: shown)
    }
}
