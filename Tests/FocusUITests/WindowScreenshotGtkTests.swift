import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `login-form --screenshot PATH` (``WindowScreenshot``): the PNG holds what the window draws,
/// at its own size, frame or shadow included, not scaled to the widget's width and height.
final class WindowScreenshotGtkTests: XCTestCase {
    private struct ShotView: View {
        var body: some View {
            VStack {
                Text("A window to take a picture of")
                Button("Done") {}
            }
        }
    }

    func testTheScreenshotIsWhatTheWindowDrawsAtItsOwnSize() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ShotView())
            defer { form.close() }
            form.waitForLayout(of: form.label("A window to take a picture of"))
            let paintable = try XCTUnwrap(gtk_widget_paintable_new(form.windowWidget))
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            let width = gdk_paintable_get_intrinsic_width(paintable)
            let height = gdk_paintable_get_intrinsic_height(paintable)
            XCTAssertGreaterThanOrEqual(width, gtk_widget_get_width(form.windowWidget))
            XCTAssertGreaterThanOrEqual(height, gtk_widget_get_height(form.windowWidget))

            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("focuskit-screenshot-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let path = directory.appendingPathComponent("shot.png").path
            XCTAssertNil(WindowScreenshot.save(form.window, to: path))

            var error: UnsafeMutablePointer<GError>?
            let saved = gdk_texture_new_from_filename(path, &error)
            defer { if let error { g_error_free(error) } }
            let texture = try XCTUnwrap(saved, "the PNG does not load")
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            XCTAssertEqual(gdk_texture_get_width(texture), width, "the PNG is scaled to another width")
            XCTAssertEqual(gdk_texture_get_height(texture), height, "the PNG is scaled to another height")
        }
    }

    func testAWindowNotYetShownHasNoScreenshotAndSaysWhy() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let window = try XCTUnwrap(gtk_window_new())
            let typed = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
            defer { gtk_window_destroy(typed) }
            XCTAssertEqual(
                WindowScreenshot.save(typed, to: "/nonexistent/shot.png"), "the window has no size yet")
        }
    }
}
