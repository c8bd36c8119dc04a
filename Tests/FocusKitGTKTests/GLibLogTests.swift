import CGtk
import XCTest

@testable import FocusKitGTK

/// `GLibLog` (contract rule 16): debug output follows `G_MESSAGES_DEBUG`, like any GLib domain.
final class GLibLogTests: XCTestCase {
    func testDebugEnablementFollowsMessagesDebug() {
        let saved = g_getenv("G_MESSAGES_DEBUG").map { String(cString: $0) }
        defer {
            if let saved { g_setenv("G_MESSAGES_DEBUG", saved, 1) } else { g_unsetenv("G_MESSAGES_DEBUG") }
        }
        let log = GLibLog()
        XCTAssertEqual(log.domain, "FocusKit")
        g_unsetenv("G_MESSAGES_DEBUG")
        XCTAssertFalse(log.isDebugEnabled)
        g_setenv("G_MESSAGES_DEBUG", "Other", 1)
        XCTAssertFalse(log.isDebugEnabled)
        g_setenv("G_MESSAGES_DEBUG", "Gtk FocusKit", 1)
        XCTAssertTrue(log.isDebugEnabled)
        g_setenv("G_MESSAGES_DEBUG", "all", 1)
        XCTAssertTrue(log.isDebugEnabled)
        log.debug("GLibLogTests: debug line (shown because G_MESSAGES_DEBUG=all)")
        log.info("GLibLogTests: info line")
    }
}
