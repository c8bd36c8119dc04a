import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Runs an ``App`` as `App.main()` does, in a registered `GtkApplication` of its own, with its
/// commands as `GAction`s: the first window opens and becomes active.
@MainActor
final class GtkAppHarness {
    let application: UnsafeMutablePointer<GtkApplication>
    let backend: GtkViewBackend
    let host: AppHost<GtkViewBackend>
    let commands: GtkCommandActions
    /// The first window.
    let window: WindowContext

    /// The warnings the commands reported, in order.
    var warnings: [String] { recorder.warnings }
    private let recorder = WarningRecorder()
    private let expectedWarnings: [String]

    @MainActor private final class WarningRecorder {
        var warnings: [String] = []
    }

    /// `id` makes the application id unique in the test process. The commands' warnings must
    /// be those `expectingWarnings` lists (each a part of one warning), in order; ``close()``
    /// checks.
    init<A: App>(
        _ app: A, id: String, expectingWarnings: [String] = [],
        appStorage: AppStorageStore = AppStorageStore(), about: AppMetainfo = .fallback(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        expectedWarnings = expectingWarnings
        application = try XCTUnwrap(
            gtk_application_new("org.focuskit.tests.\(id)", G_APPLICATION_NON_UNIQUE), file: file, line: line)
        XCTAssertNotEqual(
            g_application_register(focuskit_as_g_application(UnsafeMutableRawPointer(application)), nil, nil),
            0,
            file: file, line: line)
        backend = GtkViewBackend(application: application)
        host = AppHost(app, backend: backend, appStorage: appStorage)
        // As `App.main()`: a window the user closes (its close button, a sheet's Escape) is gone
        // for the app too.
        backend.windowClosedByUser = { [weak host] id in host?.windowDidClose(id) }
        commands = GtkCommandActions(application: application) { [recorder] in recorder.warnings.append($0) }
        commands.attach(to: host, backend: backend, about: about)
        host.launch()
        window = host.openWindows[0]
        let gtkWindow = try XCTUnwrap(backend.gtkWindow(window.id), file: file, line: line)
        XCTAssertTrue(
            MainContextPump.run(timeout: 5) { gtk_window_is_active(gtkWindow) != 0 }, "not activated",
            file: file, line: line)
    }

    /// The first window's GTK window.
    var gtkWindow: UnsafeMutablePointer<GtkWindow> { backend.gtkWindow(window.id)! }

    /// The first window's view host.
    var viewHost: ViewHost<GtkViewBackend> { host.host(for: window.id)! }

    /// The value of a `@State` declared as `name` (without the underscore) in the first window.
    func state<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        (viewHost.properties.storages(named: "_" + name).first as? StateBox<Value>)?.value
    }

    /// The name of the `GAction` of the command titled `title`.
    func commandName(_ title: String) -> String? {
        host.commandSections.flatMap(\.items).first { $0.title == title }?.name
    }

    /// The first widget of the first window that `matches`, depth first.
    func widget(where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>?
    {
        GtkWidgetTree.first(in: WidgetLookup.root(of: gtkWindow), where: matches)
    }

    /// The button labelled `label` in the first window.
    func button(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        widget { WidgetLookup.isButton($0, labelled: label) }
    }

    /// The label showing `text` in the first window.
    func label(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        widget { WidgetLookup.isLabel($0, showing: text) }
    }

    /// The entry whose placeholder is `placeholder` in the first window.
    func entry(placeholder: String) -> UnsafeMutablePointer<GtkWidget>? {
        widget { WidgetLookup.isEntry($0, placeholder: placeholder) }
    }

    /// Closes every window and releases the application; checks the warnings.
    func close(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(
            warnings.count, expectedWarnings.count, "warnings: \(warnings)", file: file, line: line)
        for (warning, expected) in zip(warnings, expectedWarnings) {
            XCTAssertTrue(
                warning.contains(expected), "\(warning) does not say \(expected)", file: file, line: line)
        }
        for window in host.openWindows { host.close(window.id) }
        commands.tearDown()
        MainContextPump.drainPending()
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    /// What `NotesApp`'s commands say at start: in a debug build, that Ctrl+Backspace (Delete
    /// Word Note) is also a text field's key; ⌘⌫ (GNOME's Delete) is by design and not said.
    static var notesAppNotes: [String] {
        #if DEBUG
            ["\"Delete Word Note\": Ctrl+BackSpace is also a text field's key"]
        #else
            []
        #endif
    }
}
