import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
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

    /// A split view's window opens at GNOME's size when its scene gives none (not the natural
    /// size of a sidebar beside a placeholder, about 600 × 360). A scene's own size wins: the
    /// first test and `WindowSizingHeadlessTests`.
    func testASplitViewsWindowOpensAtGnomesSizeUnlessItsSceneGivesOne() throws {
        struct SplitApp: App {
            var body: some Scene {
                WindowGroup("Mail") { MailSplit() }
            }
        }
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(SplitApp(), id: "splitsize")
            defer { app.close() }
            let window = try XCTUnwrap(app.backend.gtkWindow(app.window.id))
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            XCTAssertEqual([width, height], [800, 600])
            // The default size holds the window's frame (drawn by the client without a
            // compositor): the window's widget is a few pixels smaller.
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_width(widget) >= 780 && gtk_widget_get_height(widget) >= 580
                }, "shown at that size: \(gtk_widget_get_width(widget)) × \(gtk_widget_get_height(widget))")
        }
    }
}
