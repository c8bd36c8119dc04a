import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.presentationDetents` on GTK: a sheet opens at its smallest detent, measured against its
/// presenter's height; a sheet without detents opens at its content's size.
final class PresentationDetentsGtkTests: XCTestCase {
    @MainActor private static func openSheet(
        _ button: String, in form: GtkFormHarness<FilterSheets>
    ) throws -> UnsafeMutablePointer<GtkWindow> {
        emitClicked(try XCTUnwrap(form.button(button)))
        XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
        let host = try XCTUnwrap(form.host.presentations.hosts.first)
        return try XCTUnwrap(form.backend.gtkWindow(host.window.id))
    }

    @MainActor private static func close(
        _ sheet: UnsafeMutablePointer<GtkWindow>, in form: GtkFormHarness<FilterSheets>
    )
        throws
    {
        let state = try XCTUnwrap(
            form.host.properties.storages(named: "_sheet").first as? StateBox<FilterSheets.Sheet?>)
        state.value = nil
        XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.presentations.hosts.isEmpty })
    }

    @MainActor private static func defaultHeight(_ window: UnsafeMutablePointer<GtkWindow>) -> Int32 {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        return height
    }

    func testASheetOpensAtItsSmallestDetentOverItsPresentersHeight() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(FilterSheets(), defaultSize: (500, 700))
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_height(form.windowWidget) > 0 })
            let presenterHeight = gtk_widget_get_height(form.windowWidget)

            // [.medium, .large]: half the presenter's height.
            let filters = try Self.openSheet("Filters", in: form)
            XCTAssertEqual(Self.defaultHeight(filters), presenterHeight / 2)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    abs(
                        gtk_widget_get_height(focuskit_as_widget(UnsafeMutableRawPointer(filters)))
                            - presenterHeight / 2)
                        <= 12
                }, "shown at about that height (its frame aside)")
            try Self.close(filters, in: form)

            let details = try Self.openSheet("Details", in: form)
            XCTAssertEqual(Self.defaultHeight(details), 420)
            try Self.close(details, in: form)

            let plain = try Self.openSheet("Plain", in: form)
            XCTAssertEqual(Self.defaultHeight(plain), 0, "no detents: the content's size")
            try Self.close(plain, in: form)
        }
    }
}
