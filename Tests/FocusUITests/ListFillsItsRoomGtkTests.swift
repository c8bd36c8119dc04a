import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A `List` takes all the room it is offered, both ways, as SwiftUI's does: two lists side by
/// side in an `HStack` (a sidebar and its content) fill the window's height, and a list under
/// a field in a `VStack` takes the height the field leaves.
final class ListFillsItsRoomGtkTests: XCTestCase {
    private struct SideBySide: View {
        var body: some View {
            HStack(spacing: 0) {
                List {
                    ForEach(["Inbox", "Drafts"], id: \.self) { Text($0) }
                }
                .frame(width: 150)
                List {
                    ForEach(["Ada", "Alan"], id: \.self) { Text($0) }
                }
            }
            .frame(width: 450, height: 400)
        }
    }

    private struct UnderAField: View {
        var body: some View {
            VStack {
                TextField("Search", text: .constant(""))
                List {
                    ForEach(["Grace", "Edsger"], id: \.self) { Text($0) }
                }
            }
            .frame(width: 300, height: 400)
        }
    }

    @MainActor
    private static func listViews(in form: GtkFormHarness<some View>) -> [UnsafeMutablePointer<GtkWidget>] {
        form.allWidgets.filter {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
        }
    }

    @MainActor
    private static func bounds(
        of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>
    )
        -> graphene_rect_t
    {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, root, &rect), 0)
        return rect
    }

    func testListsSideBySideFillTheHeight() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SideBySide())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.listViews(in: form).count == 2 })
            let lists = Self.listViews(in: form)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { lists.allSatisfy { gtk_widget_get_height($0) > 0 } })
            let heights = lists.map { Self.bounds(of: $0, in: form.windowWidget).size.height }
            XCTAssertEqual(heights[0], 400, accuracy: 1, "the sidebar fills the height")
            XCTAssertEqual(heights[1], 400, accuracy: 1, "the content list fills the height")
            let widths = lists.map { Self.bounds(of: $0, in: form.windowWidget).size.width }
            XCTAssertEqual(widths[0], 150, accuracy: 1)
            XCTAssertEqual(widths[1], 300, accuracy: 1, "the content list takes the rest of the width")
        }
    }

    func testAListUnderAFieldTakesTheHeightTheFieldLeaves() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(UnderAField())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.listViews(in: form).count == 1 })
            let list = try XCTUnwrap(Self.listViews(in: form).first)
            let field = try XCTUnwrap(form.entry(placeholder: "Search"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_height(list) > 0 })
            let listBounds = Self.bounds(of: list, in: form.windowWidget)
            let fieldBounds = Self.bounds(of: field, in: form.windowWidget)
            XCTAssertEqual(listBounds.size.width, 300, accuracy: 1)
            // The field's height and the stack's spacing above it; the list all the rest.
            XCTAssertGreaterThan(listBounds.size.height, 400 - fieldBounds.size.height - 20)
        }
    }
}
