import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

private struct NonFiniteSizesForm: View {
    var body: some View {
        Form {
            TextField("Name", text: .constant(""))
                .frame(minWidth: .infinity, minHeight: .nan)
            Grid(horizontalSpacing: .infinity, verticalSpacing: -.infinity) {
                GridRow {
                    Text("Label")
                    TextField("Field", text: .constant(""))
                }
            }
            .padding(.infinity)
        }
    }
}

/// Sizes that are not finite reach GTK as no size (no request, no margin) instead of trapping
/// in the conversion to GTK's integers.
final class NonFiniteSizesGtkTests: XCTestCase {
    func testNonFiniteSizesAreIgnoredNotFatal() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(NonFiniteSizesForm())
            defer { form.close() }
            let entry = try XCTUnwrap(form.entry(placeholder: "Name"))
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_get_size_request(entry, &width, &height)
            XCTAssertEqual(width, -1)
            XCTAssertEqual(height, -1)
            XCTAssertEqual(GtkPixels.of(12.4), 12)
            XCTAssertEqual(GtkPixels.of(-3.0), 0)
            XCTAssertEqual(GtkPixels.of(1e12), Int32.max)
            XCTAssertNil(GtkPixels.of(Double.nan))
        }
    }
}
