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

    func testListsSideBySideFillTheHeight() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SideBySide())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.listViews.count == 2 })
            let lists = form.listViews
            for list in lists { form.waitForLayout(of: list) }
            let heights = lists.map { form.bounds(of: $0).size.height }
            XCTAssertEqual(heights[0], 400, accuracy: 1, "the sidebar fills the height")
            XCTAssertEqual(heights[1], 400, accuracy: 1, "the content list fills the height")
            let widths = lists.map { form.bounds(of: $0).size.width }
            XCTAssertEqual(widths[0], 150, accuracy: 1)
            XCTAssertEqual(widths[1], 300, accuracy: 1, "the content list takes the rest of the width")
        }
    }

    func testAListUnderAFieldTakesTheHeightTheFieldLeaves() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(UnderAField())
            defer { form.close() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.listViews.count == 1 })
            let list = try XCTUnwrap(form.listViews.first)
            let field = try XCTUnwrap(form.entry(placeholder: "Search"))
            form.waitForLayout(of: list)
            let listBounds = form.bounds(of: list)
            let fieldBounds = form.bounds(of: field)
            XCTAssertEqual(listBounds.size.width, 300, accuracy: 1)
            // The field's height and the stack's spacing above it; the list all the rest.
            XCTAssertGreaterThan(listBounds.size.height, 400 - fieldBounds.size.height - 20)
        }
    }
}
