import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.accessibilityIdentifier` (the widget's name), `.navigationTitle` from a binding and
/// `.interactiveDismissDisabled` (a sheet that is not deletable) on GTK, as
/// `IdentifierAndDismissalHeadlessTests` in the twin.
final class IdentifierAndDismissalGtkTests: XCTestCase {
    @MainActor private static func widget(named name: String, in form: GtkFormHarness<RenameDocumentView>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        form.allWidgets.first { String(cString: gtk_widget_get_name($0)) == name }
    }

    func testAnIdentifierIsTheNameOfTheControlsWidget() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            let entry = try XCTUnwrap(form.entry(placeholder: "Name"))
            let named = try XCTUnwrap(Self.widget(named: "name-field", in: form))
            // The entry, whose text GTK focuses (`GtkEntry` delegates focus to its `GtkText`).
            XCTAssertEqual(named, entry)
            XCTAssertEqual(Self.widget(named: "mark-button", in: form), form.button("Mark Renamed"))
            // Another identifier renames the same widget.
            emitClicked(try XCTUnwrap(form.button("Mark Renamed")))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.widget(named: "renamed-field", in: form) == named })
            XCTAssertNil(Self.widget(named: "name-field", in: form))
        }
    }

    func testABoundTitleFollowsItsBinding() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            XCTAssertEqual(String(cString: gtk_window_get_title(form.window)), "Untitled")
            let name = try XCTUnwrap(form.host.properties.storages(named: "_name").first as? StateBox<String>)
            name.value = "Report"
            form.waitForRender(after: form.host.renderCount)
            XCTAssertEqual(String(cString: gtk_window_get_title(form.window)), "Report")
        }
    }

    /// Orca speaks every change of the active window's name: a title made from the field being
    /// typed in shows at once in the header bar, and becomes the window's (its accessible name)
    /// once, when focus leaves the field. A program's write is the window's at once.
    func testATitleTypedInAFieldNamesTheWindowOnceFocusLeavesIt() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            let header = GtkWindowChrome.addHeaderBar(to: form.window)
            let windowTitle = try XCTUnwrap(GtkWindowChrome.windowTitle(of: form.window))
            let window = form.window
            @MainActor func shownTitle() -> String {
                String(
                    cString: adw_window_title_get_title(
                        focuskit_as_adw_window_title(UnsafeMutableRawPointer(windowTitle))))
            }
            @MainActor func title() -> String { String(cString: gtk_window_get_title(window)) }
            XCTAssertNotNil(header)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let name = try XCTUnwrap(form.host.properties.storages(named: "_name").first as? StateBox<String>)
            let entry = try XCTUnwrap(form.entry(placeholder: "Name"))
            XCTAssertTrue(gtk_widget_grab_focus(entry) != 0)
            gtk_editable_set_position(focuskit_as_editable(UnsafeMutableRawPointer(entry)), -1)

            // Typed: keys on X11. Each wtype run on Wayland plugs a new virtual keyboard in,
            // which deactivates the window for a moment (and ends the hold, as a switch to
            // another window does): there the text comes as an input method commits it.
            @MainActor func type(_ key: String) -> Bool {
                guard DisplayServer.current == .wayland else { return InputTool.key(key) }
                var position = gtk_editable_get_position(focuskit_as_editable(UnsafeMutableRawPointer(entry)))
                gtk_editable_insert_text(
                    focuskit_as_editable(UnsafeMutableRawPointer(entry)), key, -1, &position)
                gtk_editable_set_position(focuskit_as_editable(UnsafeMutableRawPointer(entry)), position)
                return true
            }
            XCTAssertTrue(type("x"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { name.value == "Untitledx" })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shownTitle() == "Untitledx" })
            XCTAssertEqual(title(), "Untitled")
            XCTAssertEqual(GtkTypedWindowTitle.heldTitle(of: form.window), "Untitledx")
            XCTAssertTrue(type("y"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { shownTitle() == "Untitledxy" })
            XCTAssertEqual(title(), "Untitled")

            // Focus leaves the field: the window takes the title, once.
            let names = TitleLog()
            let watch = SignalConnection.connectNotify(form.window, property: "title") { window, _ in
                names.titles.append(
                    String(cString: gtk_window_get_title(focuskit_as_window(UnsafeMutableRawPointer(window))))
                )
            }
            defer { watch.disconnect() }
            XCTAssertTrue(InputTool.key("Tab"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { title() == "Untitledxy" })
            XCTAssertEqual(names.titles, ["Untitledxy"])
            XCTAssertNil(GtkTypedWindowTitle.heldTitle(of: form.window))

            // Back in the field without typing: the program's write names the window at once.
            XCTAssertTrue(gtk_widget_grab_focus(entry) != 0)
            name.value = "Report"
            form.waitForRender(after: form.host.renderCount)
            XCTAssertEqual(title(), "Report")
            XCTAssertEqual(shownTitle(), "Report")
        }
    }

    /// A locked sheet is not deletable: no close button, Escape and the window manager's close
    /// leave it open; unlocked, Escape closes it.
    func testALockedSheetIsNotDeletableAndEscapeLeavesItOpen() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            emitClicked(try XCTUnwrap(form.button("Lock…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let sheetHost = try XCTUnwrap(form.host.presentations.hosts.first)
            let sheet = try XCTUnwrap(form.backend.gtkWindow(sheetHost.window.id))
            let sheetWidget = focuskit_as_widget(UnsafeMutableRawPointer(sheet))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertEqual(gtk_window_get_deletable(sheet), 0)
            XCTAssertEqual(WindowDecorationGtkTests.closeButtons(in: sheetWidget), 0)
            // The window manager's close (what Alt+F4 and a compositor send) is refused.
            gtk_window_close(sheet)
            XCTAssertFalse(form.host.presentations.hosts.isEmpty)
            XCTAssertNotNil(form.backend.gtkWindow(sheetHost.window.id))

            // Escape, then Space on the focused Locked check box: once it is off, GTK has
            // handled the Escape before it, and the sheet is still there.
            let locked = try XCTUnwrap(
                form.host.properties.storages(named: "_locked").first as? StateBox<Bool>)
            let focus = try XCTUnwrap(gtk_window_get_focus(sheet))
            XCTAssertNotEqual(focuskit_is_check_button(UnsafeMutableRawPointer(focus)), 0)
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !locked.value })
            XCTAssertFalse(form.host.presentations.hosts.isEmpty)
            // The sheet renders again for the binding's change, and is deletable.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_deletable(sheet) == 1 })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    WindowDecorationGtkTests.closeButtons(in: sheetWidget) == 1
                })

            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.presentations.hosts.isEmpty })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log dismissed") != nil })
        }
    }

    func testAPopoverAskingToStayOpenWarnsOnce() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let logger = WarningRecorder()
            form.backend.focusCoordinator.logger = logger
            do {
                emitClicked(try XCTUnwrap(form.button("Tip")))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        form.button("Got It").map { gtk_widget_get_mapped($0) != 0 } ?? false
                    })
                XCTAssertTrue(InputTool.key("Escape"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { form.button("Got It") == nil })
                emitClicked(try XCTUnwrap(form.button("Tip")))
                XCTAssertTrue(
                    MainContextPump.run(timeout: 5) {
                        form.button("Got It").map { gtk_widget_get_mapped($0) != 0 } ?? false
                    })
            }
            XCTAssertEqual(
                logger.warnings,
                [
                    ".interactiveDismissDisabled in a popover's content has no effect: a popover closes on "
                        + "a click outside it and on Escape"
                ])
            XCTAssertEqual(gtk_window_get_deletable(form.window), 1)
        }
    }

    /// Escape in a sheet runs its Cancel button (a `.cancellationAction` toolbar item), whose
    /// action dismisses it, even though the user may not dismiss it otherwise.
    func testEscapeInASheetRunsItsCancelButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(RenameDocumentView())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            emitClicked(try XCTUnwrap(form.button("Edit…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let sheetHost = try XCTUnwrap(form.host.presentations.hosts.first)
            let sheet = try XCTUnwrap(form.backend.gtkWindow(sheetHost.window.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertEqual(gtk_window_get_deletable(sheet), 0)
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("log cancelled,closed") != nil })
            XCTAssertTrue(form.host.presentations.hosts.isEmpty)

            // With focus on Cancel itself, in the header bar, outside the sheet's views.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            emitClicked(try XCTUnwrap(form.button("Edit…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let again = try XCTUnwrap(
                form.backend.gtkWindow(try XCTUnwrap(form.host.presentations.hosts.first).window.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(again) != 0 })
            let cancel = try XCTUnwrap(Rule18PresentationGtkTests.button("Cancel", in: again))
            XCTAssertNotEqual(gtk_widget_grab_focus(cancel), 0)
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { form.label("log cancelled,closed,cancelled,closed") != nil }
            )
        }
    }
}

/// The coordinator's warnings, kept.
@MainActor
private final class WarningRecorder: FocusLogger {
    var warnings: [String] = []
    func trace(_ line: String) {}
    func warning(_ message: String) { warnings.append(message) }
}

/// The titles a window took, in order.
@MainActor private final class TitleLog {
    var titles: [String] = []
}
