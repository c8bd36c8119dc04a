import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `Text.monospacedDigit()`, a `Stepper` labelled by a view, materials and `.scenePadding()` on
/// GTK, as `EverydaySpellingsHeadlessTests` in the twin.
final class EverydaySpellingsGtkTests: XCTestCase {
    func testDigitsMaterialsStepperLabelAndScenePadding() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(EverydaySpellingsView())
            defer { form.close() }
            let time = try XCTUnwrap(form.label("12:05"))
            XCTAssertNotEqual(gtk_widget_has_css_class(time, "numeric"), 0)
            let unread = try XCTUnwrap(form.label("3 unread"))
            XCTAssertNotEqual(gtk_widget_has_css_class(unread, "focusui-bg-material-bar"), 0)
            XCTAssertEqual(
                FocusUIDynamicStyles.rule(for: "focusui-bg-material-bar"),
                ".focusui-bg-material-bar { background-color: @headerbar_bg_color; background-image: none; }")
            XCTAssertEqual(
                FocusUIDynamicStyles.rule(for: "focusui-bg-material-window"),
                ".focusui-bg-material-window { background-color: @window_bg_color; background-image: none; }")
            let padded = try XCTUnwrap(form.label("Padded"))
            XCTAssertEqual(gtk_widget_get_margin_top(padded), 12)
            XCTAssertEqual(gtk_widget_get_margin_start(padded), 12)
            XCTAssertNotNil(form.label("Rating: 3"))
        }
    }
}

/// Digits, a stepper with a label view, materials and scene padding.
private struct EverydaySpellingsView: View {
    @State private var rating = 3

    var body: some View {
        VStack {
            Text("12:05").monospacedDigit()
            Stepper(value: $rating, in: 0...5) { Text("Rating: \(rating)") }
            Text("3 unread").padding(8).background(.bar)
            Text("Padded").scenePadding()
        }
    }
}
