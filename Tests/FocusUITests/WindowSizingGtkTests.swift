import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A scene's `.defaultSize` and `.windowResizability` reach the GTK window.
final class WindowSizingGtkTests: XCTestCase {
    func testAWindowOpensWithItsDefaultSizeAndResizability() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let backend = GtkViewBackend(application: nil)
            let sized = backend.makeWindow(
                for: WindowRequest(
                    title: "Sized", sceneID: nil, isSingleton: false, defaultWidth: 640, defaultHeight: 480,
                    resizability: .contentMinSize))
            let fixed = backend.makeWindow(
                for: WindowRequest(
                    title: "Fixed", sceneID: nil, isSingleton: true, resizability: .contentSize))
            let sizedWindow = try XCTUnwrap(backend.gtkWindow(sized.context.id))
            let fixedWindow = try XCTUnwrap(backend.gtkWindow(fixed.context.id))
            defer {
                gtk_window_destroy(sizedWindow)
                gtk_window_destroy(fixedWindow)
                MainContextPump.drainPending()
            }
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(sizedWindow, &width, &height)
            XCTAssertEqual([width, height], [640, 480])
            XCTAssertNotEqual(gtk_window_get_resizable(sizedWindow), 0)
            gtk_window_get_default_size(fixedWindow, &width, &height)
            XCTAssertEqual([width, height], [0, 0], "no default size: the content's")
            XCTAssertEqual(gtk_window_get_resizable(fixedWindow), 0)
        }
    }
}
