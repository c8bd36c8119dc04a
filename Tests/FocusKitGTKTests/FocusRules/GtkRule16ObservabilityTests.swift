import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 16 (observability) on real GTK: one trace line per committed change,
/// `focus window=<id> state=<label> <old> -> <new> cause=<cause>`, with the application
/// window's `gtk_application_window_get_id` (0 for app-scoped states) and each cause; no field
/// contents, so a typed password never appears.
final class GtkRule16ObservabilityTests: XCTestCase {
    func testTraceLinesNameTheWindowStateValuesAndCause() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let other = f.makeWindow("other")
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            other.addEntry()
            let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
            let app = FocusState<Field?>(label: "appField", scope: .app)
            f.bind(name, focus, .name)
            f.bind(password, focus, .password)
            f.bind(password, app, .password)
            guard f.present(w) else { return }
            let appWindowID = gtk_application_window_get_id(
                focuskit_as_application_window(UnsafeMutableRawPointer(w.window)))
            XCTAssertNotEqual(appWindowID, 0)
            XCTAssertEqual(f.id(w).rawValue, UInt(appWindowID))
            let id = appWindowID

            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(password)), "hunter2")
            gtk_widget_grab_focus(password)
            focus.wrappedValue = .name
            guard f.present(other) else { return }
            guard f.present(w) else { return }
            gtk_widget_set_visible(name, 0)
            XCTAssertEqual(
                f.logger.traces,
                [
                    "focus window=\(id) state=focusedField nil -> name cause=window",
                    "focus window=\(id) state=focusedField name -> password cause=user",
                    "focus window=0 state=appField nil -> password cause=user",
                    "focus window=\(id) state=focusedField password -> name cause=program",
                    "focus window=0 state=appField password -> nil cause=program",
                    "focus window=\(id) state=focusedField name -> nil cause=removal",
                ])
            XCTAssertFalse(f.logger.traces.joined().contains("hunter2"))
        }
    }

    func testPlainWindowsGetIdsAboveTenThousand() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow(plain: true)
            let name = w.addEntry()
            let focus = FocusState<Field?>(scope: .window(nil))
            f.bind(name, focus, .name)
            guard f.present(w) else { return }
            XCTAssertGreaterThan(f.id(w).rawValue, 10_000)
            XCTAssertEqual(f.logger.traces, ["focus window=\(f.id(w)) state=Field? nil -> name cause=window"])
        }
    }

    /// Runs ``GtkRule16GLibChild`` in a child process with `G_MESSAGES_DEBUG=FocusKit` and reads
    /// what GLib's default log writer printed on its standard error.
    func testTracesGoThroughGLibInTheFocusKitDomain() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let output = try XCTUnwrap(
                ChildTestProcess.run(
                    "FocusKitGTKTests.GtkRule16GLibChild/testEmitTraces",
                    environment: [
                        "G_MESSAGES_DEBUG": "FocusKit", GtkRule16GLibChild.marker: "1",
                    ]))
            let lines = output.split(separator: "\n").filter { $0.contains("focus window=") }
            XCTAssertEqual(lines.count, 2, output)
            XCTAssertTrue(lines.allSatisfy { $0.contains("FocusKit-DEBUG: ") }, output)
            XCTAssertTrue(lines.first?.hasSuffix("state=glibTrace nil -> name cause=window") ?? false, output)
            XCTAssertTrue(lines.last?.hasSuffix("state=glibTrace name -> nil cause=program") ?? false, output)
        }
    }
}

/// The child half of the GLib trace test: a host with the default (GLib) logger. Skipped
/// unless started by ``GtkRule16ObservabilityTests/testTracesGoThroughGLibInTheFocusKitDomain``.
final class GtkRule16GLibChild: XCTestCase {
    static let marker = "FOCUSKIT_GLIB_TRACE_CHILD"

    func testEmitTraces() throws {
        try MainActor.assumeIsolated {
            guard g_getenv(Self.marker) != nil else { throw XCTSkip("runs only as a child process") }
            guard try requireDisplay() else { return }
            let host = GtkFocusHost()
            let w = TestWindow(title: "GLib traces")
            defer { w.destroy() }
            let name = w.addEntry()
            let focus = FocusState<Field?>(label: "glibTrace", scope: .window(nil))
            let token = host.bind(name, to: focus.storage, equals: .name)
            gtk_window_present(w.window)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.wrappedValue == .name })
            focus.wrappedValue = nil
            token.cancel()
        }
    }
}
