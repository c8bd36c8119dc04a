import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `colorScheme` on GTK (issue 22, "Environment"; issue 27): libadwaita's style manager is the
/// source, `.preferredColorScheme` sets its color scheme, and views that read the scheme render
/// again when it changes, as `ColorSchemeHeadlessTests` does in the twin.
final class ColorSchemeGtkTests: XCTestCase {
    func testTheSchemeFollowsLibadwaitasStyleManagerLive() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ColorSchemeView())
            defer { form.close() }
            let manager = try XCTUnwrap(adw_style_manager_get_default())
            defer { adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_DEFAULT) }
            let system = adw_style_manager_get_dark(manager) != 0 ? "dark" : "light"
            XCTAssertNotNil(form.label("scheme \(system)"))
            XCTAssertNotNil(form.label("inner dark"))
            emitClicked(try XCTUnwrap(form.button("Prefer Dark")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("scheme dark") != nil })
            XCTAssertEqual(adw_style_manager_get_color_scheme(manager), ADW_COLOR_SCHEME_FORCE_DARK)
            emitClicked(try XCTUnwrap(form.button("Follow System")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("scheme \(system)") != nil })
            XCTAssertEqual(adw_style_manager_get_color_scheme(manager), ADW_COLOR_SCHEME_DEFAULT)
            // A change from outside the app (GNOME's setting) reaches the views too.
            adw_style_manager_set_color_scheme(manager, ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("scheme dark") != nil })
        }
    }
}
