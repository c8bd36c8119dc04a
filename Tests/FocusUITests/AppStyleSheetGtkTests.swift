import CGtk
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// The app's `style.css` from its resources folder (issue 27): applied over libadwaita's style,
/// with `style-dark.css` on top while the style manager is dark, as `AdwApplication` would load
/// them from GResources.
final class AppStyleSheetGtkTests: XCTestCase {
    func testStyleCssAppliesAndItsDarkVariantFollowsTheStyleManager() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Text("Styled").foregroundStyle(.primary))
            defer { form.close() }
            let manager = try XCTUnwrap(adw_style_manager_get_default())
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_LIGHT)
            defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "focusui-style-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try "label.focusui-style-probe { color: rgb(10, 20, 30); }".write(
                to: folder.appendingPathComponent("style.css"), atomically: true, encoding: .utf8)
            try "label.focusui-style-probe { color: rgb(200, 210, 220); }".write(
                to: folder.appendingPathComponent("style-dark.css"), atomically: true, encoding: .utf8)
            let label = try XCTUnwrap(form.label("Styled"))
            gtk_widget_add_css_class(label, "focusui-style-probe")

            let display = try XCTUnwrap(gdk_display_get_default())
            var sheet = GtkAppStyleSheet(directory: folder, display: display)
            XCTAssertNotNil(sheet)
            XCTAssertEqual(Self.red(of: label), 10)
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertEqual(Self.red(of: label), 200)
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_LIGHT)
            XCTAssertEqual(Self.red(of: label), 10)
            // The sheets leave with their loader.
            sheet = nil
            XCTAssertNotEqual(Self.red(of: label), 10)
            // A folder without any of the files has nothing to load.
            XCTAssertNil(GtkAppStyleSheet(directory: folder.appendingPathComponent("none"), display: display))
        }
    }

    func testTheVariantsAreLibadwaitas() {
        XCTAssertEqual(GtkAppStyleSheet.variants(dark: false, highContrast: false), [])
        XCTAssertEqual(GtkAppStyleSheet.variants(dark: true, highContrast: false), ["style-dark.css"])
        XCTAssertEqual(
            GtkAppStyleSheet.variants(dark: true, highContrast: true), ["style-hc.css", "style-hc-dark.css"])
    }

    /// The red channel of the label's CSS colour, 0–255.
    @MainActor private static func red(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        return Int((color.red * 255).rounded())
    }
}
