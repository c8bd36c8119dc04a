import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

private struct NoteActions {
    let rename: @MainActor () -> Void
}

private struct NoteActionsKey: FocusedValueKey {
    typealias Value = NoteActions
}

extension FocusedValues {
    fileprivate var noteActions: NoteActions? {
        get { self[NoteActionsKey.self] }
        set { self[NoteActionsKey.self] = newValue }
    }
}

private struct NoteWindow: View {
    @State var unlocked = false
    @State var renaming = false
    @State var renames = 0
    @State var title = "Ideas"

    var body: some View {
        VStack {
            Button("Unlock") { unlocked = true }
            Text("renames \(renames)")
        }
        .focusedSceneValue(
            \.noteActions,
            unlocked
                ? NoteActions {
                    renames += 1
                    renaming = true
                } : nil
        )
        .sheet(isPresented: $renaming) {
            TextField("Title", text: $title)
        }
    }
}

private struct NoteCommands: Commands {
    @FocusedValue(\.noteActions) var actions

    var body: some Commands {
        CommandMenu("Note") {
            Button("Rename") { actions?.rename() }
                .keyboardShortcut("r")
                .disabled(actions == nil)
        }
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup("Notes") {
            NoteWindow()
        }
        .commands {
            NoteCommands()
        }
    }
}

/// Issue 26, item 1: what a key changes (a re-render, a command's enabled state, a sheet closed
/// and the key window handed back) is current before the next key is handled, however soon it
/// comes. Both keys are queued for GTK before it handles the first one.
final class KeysAfterChangesGtkTests: XCTestCase {
    @MainActor private final class Running {
        let application: UnsafeMutablePointer<GtkApplication>
        let backend: GtkViewBackend
        let host: AppHost<GtkViewBackend>
        let commands: GtkCommandActions
        let window: WindowContext

        init(id: String) throws {
            application = try XCTUnwrap(
                gtk_application_new("org.focuskit.KeysAfterChangesGtkTests.\(id)", G_APPLICATION_NON_UNIQUE))
            XCTAssertNotEqual(
                g_application_register(
                    focuskit_as_g_application(UnsafeMutableRawPointer(application)), nil, nil), 0)
            backend = GtkViewBackend(application: application)
            host = AppHost(NotesApp(), backend: backend)
            commands = GtkCommandActions(application: application) { XCTFail("unexpected warning: \($0)") }
            commands.attach(to: host, backend: backend)
            host.launch()
            window = host.openWindows[0]
            let gtkWindow = try XCTUnwrap(backend.gtkWindow(window.id))
            // Told apart from its sheet, which has the presenter's title, by the window manager.
            gtk_window_set_title(gtkWindow, "Notes (presenter)")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(gtkWindow) != 0 })
        }

        var renames: Int {
            (host.host(for: window.id)?.properties.storages(named: "_renames").first as? StateBox<Int>)?.value
                ?? -1
        }

        var sheet: ViewHost<GtkViewBackend>? { host.host(for: window.id)?.presentations.hosts.first }

        func focusUnlock() throws {
            let gtkWindow = try XCTUnwrap(backend.gtkWindow(window.id))
            let unlock = try XCTUnwrap(
                Self.button("Unlock", in: focuskit_as_widget(UnsafeMutableRawPointer(gtkWindow))))
            XCTAssertNotEqual(gtk_widget_grab_focus(unlock), 0)
            MainContextPump.drainPending()
        }

        func close() {
            for window in host.openWindows { host.close(window.id) }
            commands.tearDown()
            MainContextPump.drainPending()
            g_object_unref(UnsafeMutableRawPointer(application))
        }

        static func button(_ label: String, in widget: UnsafeMutablePointer<GtkWidget>)
            -> UnsafeMutablePointer<GtkWidget>?
        {
            let raw = UnsafeMutableRawPointer(widget)
            if focuskit_is_button(raw) != 0, let text = gtk_button_get_label(focuskit_as_button(raw)),
                String(cString: text) == label
            {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = button(label, in: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
    }

    /// Space on Unlock publishes the rename action; Ctrl+R, queued right behind it, finds the
    /// command enabled. Before the fix the commands were re-evaluated at idle priority, after
    /// GDK had handled the queued Ctrl+R, and the shortcut did nothing.
    func testAShortcutRightAfterTheKeyThatEnablesItRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try Running(id: "EnablingKey")
            defer { app.close() }
            try app.focusUnlock()
            XCTAssertEqual(app.commands.isEnabled("menu0-note-0"), false)

            XCTAssertTrue(InputTool.key("space", "ctrl+r"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.sheet != nil }, "Ctrl+R was lost")
            XCTAssertEqual(app.renames, 1)
        }
    }

    /// Escape closes the rename sheet; Ctrl+R pressed as soon as the window manager has given
    /// the presenter keyboard focus (its activation and the key are queued together) opens it
    /// again. Before the fix the command was still disabled from when the sheet was the key
    /// window when GDK handled the key.
    func testAShortcutRightAfterASheetClosesRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try Running(id: "ClosingSheet")
            defer { app.close() }
            try app.focusUnlock()
            XCTAssertTrue(InputTool.key("space"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.commands.isEnabled("menu0-note-0") == true })

            XCTAssertTrue(InputTool.key("ctrl+r"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.sheet != nil })
            let sheet = try XCTUnwrap(app.sheet.flatMap { app.backend.gtkWindow($0.window.id) })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            XCTAssertEqual(app.renames, 1)
            // The sheet is the key window: it publishes no rename action.
            MainContextPump.drainPending()
            XCTAssertEqual(app.commands.isEnabled("menu0-note-0"), false)

            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.sheet == nil })
            // The window manager activates the presenter on its own time; the key follows as
            // soon as it has, with GTK's main context not iterated in between.
            XCTAssertTrue(InputTool.waitUntilActive(windowTitled: "Notes (presenter)"))
            XCTAssertTrue(InputTool.key("ctrl+r"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.sheet != nil }, "Ctrl+R was lost")
            XCTAssertEqual(app.renames, 2)
        }
    }
}
