import CGtk
import FocusKitGTK
import XCTest

/// Gate for tests that need a real GTK display.
///
/// Contract, "Swift on Linux facts": `gtk_init_check()` returns FALSE without a display (and
/// `gtk_init()` would exit), so display tests check first. Without a display they are skipped,
/// unless `FOCUSKIT_REQUIRE_DISPLAY=1` says a display is mandatory (CI under xvfb), in which
/// case the test fails instead of silently passing as skipped. When the run asked for a display
/// server (`FOCUSKIT_DISPLAY_SERVER`, set by `scripts/with-display`), no display or a display of
/// another kind is a failure too.
///
/// Usage: `guard try requireDisplay() else { return }`.
/// - Returns: `true` when GTK is initialised with a display; `false` after recording a failure.
/// - Throws: `XCTSkip` when there is no display and none is required.
@MainActor
public func requireDisplay(file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
    if GtkRuntime.initializeIfPossible() {
        if let requested = DisplayServer.requested, DisplayServer.current != requested {
            XCTFail(
                "display tests asked for \(requested.rawValue) (FOCUSKIT_DISPLAY_SERVER) but GTK is on "
                    + "\(DisplayServer.current?.rawValue ?? "an unknown display")",
                file: file, line: line)
            return false
        }
        return true
    }
    if let requested = DisplayServer.requested {
        XCTFail(
            "display tests asked for \(requested.rawValue) (FOCUSKIT_DISPLAY_SERVER) but no display could be opened",
            file: file, line: line)
        return false
    }
    if let value = g_getenv("FOCUSKIT_REQUIRE_DISPLAY"), String(cString: value) == "1" {
        XCTFail(
            "display tests required (FOCUSKIT_REQUIRE_DISPLAY=1) but no display could be opened",
            file: file, line: line)
        return false
    }
    throw XCTSkip("no display could be opened (gtk_init_check failed)", file: file, line: line)
}
