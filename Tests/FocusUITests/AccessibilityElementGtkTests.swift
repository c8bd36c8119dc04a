import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.accessibilityElement(children:)` on GTK: the element's widget is named by its texts, the
/// texts and images inside get the state `HIDDEN`, a control inside does not, and a list row
/// that combines its texts is named by them; as `AccessibilityElementHeadlessTests` in the twin.
final class AccessibilityElementGtkTests: XCTestCase {
    @MainActor private static func widget(named name: String, in form: GtkFormHarness<CombinedContacts>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        form.allWidgets.first { String(cString: gtk_widget_get_name($0)) == name }
    }

    @MainActor private static func hidden(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Bool? {
        guard let widget else { return nil }
        return focuskit_accessible_hidden_equals(UnsafeMutableRawPointer(widget), 1) != 0
    }

    func testAnElementIsNamedByItsTextsWhichAreHiddenAndFollowThem() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(CombinedContacts())
            defer { form.close() }
            let card = try XCTUnwrap(Self.widget(named: "card", in: form))
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(
                    UnsafeMutableRawPointer(card), "Alan Turing, alan@example.org"), 0)
            XCTAssertEqual(Self.hidden(card), false)
            let image = try XCTUnwrap(gtk_widget_get_first_child(card))
            XCTAssertNotEqual(focuskit_is_image(UnsafeMutableRawPointer(image)), 0)
            XCTAssertEqual(Self.hidden(image), true)
            for text in ["Alan Turing", "alan@example.org", "★", "Favourite", "Ada Lovelace"] {
                XCTAssertEqual(Self.hidden(form.label(text)), true, text)
            }
            let star = try XCTUnwrap(Self.widget(named: "star", in: form))
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(star), "Starred"), 0)
            XCTAssertEqual(Self.hidden(form.button("Call")), false, "a control takes focus: it stays")
            let caller = try XCTUnwrap(Self.widget(named: "caller", in: form))
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(caller), "Ada Lovelace"), 0)
            for text in ["Grace Hopper", "Keeps"] {
                XCTAssertEqual(Self.hidden(form.label(text)), false, text)
            }

            // A list row that combines its texts is named by them, without the hidden one.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    form.allWidgets.contains {
                        focuskit_accessible_label_equals(
                            UnsafeMutableRawPointer($0), "Edsger, edsger@example.org, 1 of 2") != 0
                    }
                }, "the first row's name")

            // The name follows the texts.
            let renders = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button("Change Email")))
            form.waitForRender(after: renders)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(
                    UnsafeMutableRawPointer(card), "Alan Turing, turing@example.org"), 0)
            XCTAssertEqual(Self.hidden(form.label("turing@example.org")), true)

            // A decorative image stays hidden when the view around it is shown again.
            let files = try XCTUnwrap(form.label("Files"))
            let folder = try XCTUnwrap(gtk_widget_get_prev_sibling(files))
            XCTAssertEqual([Self.hidden(files), Self.hidden(folder)], [true, true])
            let shown = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button("Show Files")))
            form.waitForRender(after: shown)
            XCTAssertEqual([Self.hidden(files), Self.hidden(folder)], [false, true])
        }
    }
}
