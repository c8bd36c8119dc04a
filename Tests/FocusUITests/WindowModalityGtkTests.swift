import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

private struct LedgerView: View {
    @State private var adding = false
    @State private var name = ""

    var body: some View {
        VStack {
            Text("Ledger")
            Button("New Entry…") { adding = true }
        }
        .sheet(isPresented: $adding) {
            Form {
                TextField("Entry Name", text: $name)
            }
        }
    }
}

private struct JottingsView: View {
    @State private var note = ""

    var body: some View {
        TextField("Jotting", text: $note)
    }
}

private struct LedgerApp: App {
    var body: some Scene {
        WindowGroup("Ledger", id: "ledger") {
            LedgerView()
        }
        WindowGroup("Jottings", id: "jottings") {
            JottingsView()
        }
    }
}

/// A sheet is modal over its presenter only, as SwiftUI's sheets are: each main window has a
/// `GtkWindowGroup` of its own, which its sheets join. In GTK's one default group, the sheet's
/// grab took the keys typed in every other window of the app (the Settings window opened over a
/// sheet sent its Tab into the sheet).
final class WindowModalityGtkTests: XCTestCase {
    func testASheetBlocksItsPresenterOnlyAndAnotherWindowTakesItsKeys() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(LedgerApp(), id: "WindowModalityGtkTests")
            defer { app.close() }
            emitClicked(try XCTUnwrap(app.button("New Entry…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !app.viewHost.presentations.hosts.isEmpty })
            let sheetHost = try XCTUnwrap(app.viewHost.presentations.hosts.first)
            let sheet = try XCTUnwrap(app.backend.gtkWindow(sheetHost.window.id))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            // Modal in its presenter's group: GTK's grab there blocks the presenter (rule 18; GTK 4
            // has no public call that reads a group's grab).
            XCTAssertNotEqual(gtk_window_get_modal(sheet), 0)
            XCTAssertEqual(gtk_window_get_group(sheet), gtk_window_get_group(app.gtkWindow))

            app.host.openWindow(id: "jottings")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.host.openWindows.count == 2 })
            let jottings = try XCTUnwrap(app.backend.gtkWindow(app.host.openWindows[1].id))
            XCTAssertNotEqual(gtk_window_get_group(jottings), gtk_window_get_group(app.gtkWindow))
            // Chosen through the window manager or compositor, as a user chooses it, once mapped.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(jottings))) != 0
                })
            MainContextPump.drainPending()
            XCTAssertTrue(InputTool.activate(windowTitled: "Jottings"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(jottings) != 0 })
            let jotting = try XCTUnwrap(
                GtkWidgetTree.first(in: WidgetLookup.root(of: jottings)) {
                    WidgetLookup.isEntry($0, placeholder: "Jotting")
                })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(jottings).map {
                        $0 == jotting || gtk_widget_is_ancestor($0, jotting) != 0
                    } ?? false
                })
            XCTAssertTrue(InputTool.key("x"))
            @MainActor func text(_ entry: UnsafeMutablePointer<GtkWidget>) -> String {
                String(cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(entry))))
            }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { text(jotting) == "x" })
            let entryName = try XCTUnwrap(
                GtkWidgetTree.first(in: WidgetLookup.root(of: sheet)) {
                    WidgetLookup.isEntry($0, placeholder: "Entry Name")
                })
            XCTAssertEqual(text(entryName), "")
        }
    }
}
