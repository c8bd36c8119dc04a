import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// A `Spacer` takes the room along its stack's axis, as in SwiftUI: a row `HStack { Text;
/// Spacer(); Button }` fills the width of the `VStack` it is in (its button at the trailing
/// edge) and keeps its own height; a `Spacer` in a `VStack` pushes what follows it down.
final class SpacerGtkTests: XCTestCase {
    private struct Rows: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("Plain").fixedSize()
                    Spacer()
                    Button("Go") {}
                }
                Text("Below")
            }
            .frame(width: 400, height: 300)
        }
    }

    private struct Column: View {
        var body: some View {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
            .frame(width: 200, height: 300)
        }
    }

    private struct ListRows: View {
        var body: some View {
            List {
                ForEach(["Alpha", "Beta"], id: \.self) { name in
                    HStack {
                        Text(name)
                        Spacer()
                        Button("Edit \(name)") {}
                    }
                }
            }
            .frame(width: 400, height: 300)
        }
    }

    private struct LazyRows: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(["Gamma", "Delta"], id: \.self) { name in
                        HStack {
                            Text(name)
                            Spacer()
                            Button("Open \(name)") {}
                        }
                    }
                }
            }
            .frame(width: 400, height: 300)
        }
    }

    func testASpacerInARowFillsTheRowAcrossItsStackAndNotDown() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Rows())
            defer { form.close() }
            let plain = try XCTUnwrap(form.label("Plain"))
            let below = try XCTUnwrap(form.label("Below"))
            let go = try XCTUnwrap(form.button("Go"))
            form.waitForLayout(of: go)
            let stack = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(gtk_widget_get_parent(plain))))
            let stackBounds = form.bounds(of: stack)
            XCTAssertEqual(stackBounds.size.width, 400, accuracy: 1)
            let plainBounds = form.bounds(of: plain)
            let goBounds = form.bounds(of: go)
            let belowBounds = form.bounds(of: below)
            // Across: the row is as wide as its stack, the button at its trailing edge.
            XCTAssertEqual(
                goBounds.origin.x + goBounds.size.width, stackBounds.origin.x + stackBounds.size.width,
                accuracy: 1, "the button is at the row's trailing edge")
            XCTAssertEqual(plainBounds.origin.x, stackBounds.origin.x, accuracy: 1, "the text leads")
            XCTAssertEqual(
                gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(plain))).map {
                    String(cString: $0)
                }, "Plain")
            XCTAssertLessThan(plainBounds.size.height, 40, "the text is one line, not wrapped")
            XCTAssertEqual(
                plainBounds.origin.y + plainBounds.size.height / 2,
                goBounds.origin.y + goBounds.size.height / 2,
                accuracy: 1, "the text is centred on the button, the row's default alignment")
            // Down: the row keeps its height; the text below follows it at the stack's spacing.
            XCTAssertLessThan(goBounds.size.height, 60, "the button keeps its own height")
            XCTAssertLessThan(
                belowBounds.origin.y - (goBounds.origin.y + goBounds.size.height), 20,
                "the next view follows the row")
        }
    }

    func testASpacerInAListRowPutsTheButtonAtTheRowsTrailingEdge() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ListRows())
            defer { form.close() }
            form.waitForLayout(of: form.button("Edit Beta"))
            let edit = try XCTUnwrap(form.button("Edit Beta"))
            let alpha = try XCTUnwrap(form.label("Alpha"))
            let list = try XCTUnwrap(form.listViews.first)
            let listBounds = form.bounds(of: list)
            let editBounds = form.bounds(of: edit)
            let alphaBounds = form.bounds(of: alpha)
            // GTK's row padding on both sides: the text near the leading edge, the button near
            // the trailing one, not beside the text.
            XCTAssertLessThan(alphaBounds.origin.x - listBounds.origin.x, 30)
            XCTAssertLessThan(
                listBounds.origin.x + listBounds.size.width - (editBounds.origin.x + editBounds.size.width),
                30,
                "the button is at the row's trailing edge")
        }
    }

    func testASpacerInALazyStacksRowPutsTheButtonAtTheTrailingEdge() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(LazyRows())
            defer { form.close() }
            form.waitForLayout(of: form.button("Open Delta"))
            let open = try XCTUnwrap(form.button("Open Delta"))
            let delta = try XCTUnwrap(form.label("Delta"))
            let openBounds = form.bounds(of: open)
            let deltaBounds = form.bounds(of: delta)
            XCTAssertGreaterThan(
                openBounds.origin.x - (deltaBounds.origin.x + deltaBounds.size.width), 200,
                "the spacer pushes the button to the trailing edge of a 400-point row")
        }
    }

    func testASpacerInAColumnPushesWhatFollowsToTheEnd() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(Column())
            defer { form.close() }
            let top = try XCTUnwrap(form.label("Top"))
            let bottom = try XCTUnwrap(form.label("Bottom"))
            form.waitForLayout(of: bottom)
            let stack = try XCTUnwrap(gtk_widget_get_parent(top))
            let stackBounds = form.bounds(of: stack)
            let topBounds = form.bounds(of: top)
            let bottomBounds = form.bounds(of: bottom)
            XCTAssertEqual(stackBounds.size.height, 300, accuracy: 1)
            XCTAssertEqual(topBounds.origin.y, stackBounds.origin.y, accuracy: 1)
            XCTAssertEqual(
                bottomBounds.origin.y + bottomBounds.size.height,
                stackBounds.origin.y + stackBounds.size.height,
                accuracy: 1)
        }
    }
}
