import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The frame of a window on a display without a compositor (`GtkQuirk.insetShadowShadesTheWholeWindow`):
/// drawn by ``GtkWindowFrameStyleSheet`` without libadwaita's inset shadows, which GTK's GL
/// renderer shades over the whole window, and looking as libadwaita's frame does, light and
/// dark, focused and in the backdrop, but for two pixels.
final class WindowFrameGtkTests: XCTestCase {
    private struct FrameView: View {
        var body: some View {
            VStack {
                Text("A window with a frame")
                Button("Done") {}
            }
        }
    }

    /// The window as its renderer draws it: its render node, serialized, and its pixels
    /// (premultiplied BGRA, as GDK downloads a texture).
    @MainActor private static func render(
        _ window: UnsafeMutablePointer<GtkWindow>
    ) throws -> (node: String, pixels: [UInt8], width: Int, height: Int) {
        let node = try WindowScreenshot.renderNode(of: window).get()
        defer { gsk_render_node_unref(node) }
        let text = try XCTUnwrap(RenderNodeText.text(of: node))
        let texture = try WindowScreenshot.texture(rendering: node, in: window).get()
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let textureWidth = Int(gdk_texture_get_width(texture))
        let textureHeight = Int(gdk_texture_get_height(texture))
        var pixels = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        pixels.withUnsafeMutableBufferPointer {
            gdk_texture_download(texture, $0.baseAddress, gsize(textureWidth * 4))
        }
        return (text, pixels, textureWidth, textureHeight)
    }

    /// Renders the window once its style has caught up: until its node has libadwaita's inset
    /// shadows (`expectingInsetShadows`) or none.
    @MainActor private static func renderWhenStyled(
        _ window: UnsafeMutablePointer<GtkWindow>, expectingInsetShadows: Bool,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (node: String, pixels: [UInt8], width: Int, height: Int) {
        var rendered = try render(window)
        let styled = MainContextPump.run(timeout: 5) {
            guard let again = try? render(window) else { return false }
            rendered = again
            return rendered.node.contains("inset-shadow") == expectingInsetShadows
        }
        XCTAssertTrue(
            styled,
            expectingInsetShadows ? "libadwaita's frame has no inset shadow" : "the frame has inset shadows",
            file: file, line: line)
        return rendered
    }

    /// The pixels that differ between two renders of one size, as (x, y).
    private static func differences(
        _ a: (node: String, pixels: [UInt8], width: Int, height: Int),
        _ b: (node: String, pixels: [UInt8], width: Int, height: Int)
    ) -> [(x: Int, y: Int)] {
        guard a.width == b.width, a.height == b.height else { return [(-1, -1)] }
        var found: [(x: Int, y: Int)] = []
        for index in stride(from: 0, to: a.pixels.count, by: 4)
        where a.pixels[index..<index + 4] != b.pixels[index..<index + 4] {
            found.append((index / 4 % a.width, index / 4 / a.width))
        }
        return found
    }

    func testTheFrameWithoutACompositorLooksAsLibadwaitasButForTwoPixels() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FrameView())
            defer { form.close() }
            form.waitForLayout(of: form.label("A window with a frame"))
            guard gtk_widget_has_css_class(form.windowWidget, "solid-csd") != 0 else {
                throw XCTSkip("a compositor draws this display's windows: their frame is libadwaita's shadow")
            }
            XCTAssertTrue(GtkWindowFrameStyleSheet.isInstalled)
            let manager = try XCTUnwrap(adw_style_manager_get_default())
            defer {
                adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT)
                gtk_widget_unset_state_flags(form.windowWidget, GTK_STATE_FLAG_BACKDROP)
                GtkWindowFrameStyleSheet.installIfNeeded()
            }
            var frames: [[UInt8]] = []
            for (scheme, backdrop) in [
                (ADW_COLOR_SCHEME_FORCE_LIGHT, false), (ADW_COLOR_SCHEME_FORCE_LIGHT, true),
                (ADW_COLOR_SCHEME_FORCE_DARK, false), (ADW_COLOR_SCHEME_FORCE_DARK, true),
            ] {
                adw_style_manager_set_color_scheme(manager, scheme)
                if backdrop {
                    gtk_widget_set_state_flags(form.windowWidget, GTK_STATE_FLAG_BACKDROP, 0)
                } else {
                    gtk_widget_unset_state_flags(form.windowWidget, GTK_STATE_FLAG_BACKDROP)
                }
                GtkWindowFrameStyleSheet.installIfNeeded()
                let drawn = try Self.renderWhenStyled(form.window, expectingInsetShadows: false)
                GtkWindowFrameStyleSheet.uninstall()
                let libadwaitas = try Self.renderWhenStyled(form.window, expectingInsetShadows: true)
                let differing = Self.differences(drawn, libadwaitas)
                let description =
                    "scheme \(scheme.rawValue), backdrop \(backdrop), \(drawn.width)×\(drawn.height)"
                // The inner line's top-right and bottom-left corners: its colour drawn twice.
                XCTAssertLessThanOrEqual(differing.count, 2, "\(description): \(differing.prefix(8))")
                for pixel in differing {
                    XCTAssertTrue(
                        (pixel.x, pixel.y) == (drawn.width - 5, 4)
                            || (pixel.x, pixel.y) == (4, drawn.height - 5),
                        "\(description): \(pixel)")
                }
                frames.append(drawn.pixels)
            }
            // Four frames to compare: the header bar's colour differs in the backdrop, and
            // every colour in the dark style.
            XCTAssertEqual(frames.count, 4)
            XCTAssertNotEqual(frames[0], frames[1])
            XCTAssertNotEqual(frames[0], frames[2])
            XCTAssertNotEqual(frames[2], frames[3])
        }
    }
}
