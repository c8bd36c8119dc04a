import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.listRowBackground` on GTK: an overdue task's row is drawn on its colour, the others on
/// the list's, and a selected row on the theme's selection colour instead (as
/// `ListRowBackgroundHeadlessTests` in the twin).
final class ListRowBackgroundGtkTests: XCTestCase {
    /// The GTK row widget showing `text`.
    @MainActor private static func row(
        _ text: String, in form: GtkFormHarness<TaskBackgroundsView>
    ) throws -> UnsafeMutablePointer<GtkWidget> {
        let label = try XCTUnwrap(form.label(text))
        var current = gtk_widget_get_parent(label)
        while let widget = current, String(cString: gtk_widget_get_css_name(widget)) != "row" {
            current = gtk_widget_get_parent(widget)
        }
        return try XCTUnwrap(current)
    }

    /// The colours of the colour nodes the widget draws itself with, as GTK serializes them.
    @MainActor private static func colours(of widget: UnsafeMutablePointer<GtkWidget>) throws -> [String] {
        guard let text = RenderNodeText.text(of: widget) else { return [] }
        return text.components(separatedBy: "\n").compactMap { line in
            guard let range = line.range(of: "color: ") else { return nil }
            return String(line[range.upperBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "; "))
        }
    }

    func testAnOverdueRowIsDrawnOnItsColourUnlessSelected() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TaskBackgroundsView(), defaultSize: (400, 400))
            defer { form.close() }
            form.waitForRowsRendered()
            let rent = try Self.row("Pay rent", in: form)
            let ada = try Self.row("Call Ada", in: form)
            let plants = try Self.row("Water plants", in: form)
            XCTAssertNotEqual(gtk_widget_has_css_class(rent, "focusui-row-bg-error-a15"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(ada, "focusui-row-bg-error-a15"), 0)
            // The two overdue rows share a colour Call Ada's row does not draw: the theme's error
            // colour at 15 %.
            var overdue: Set<String> = []
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    let shared = Set((try? Self.colours(of: rent)) ?? [])
                        .intersection((try? Self.colours(of: plants)) ?? [])
                    overdue = shared.subtracting((try? Self.colours(of: ada)) ?? [])
                    return !overdue.isEmpty
                })
            XCTAssertEqual(overdue, ["rgba(192,28,40,0.15)"])

            // Selected, Pay rent is drawn on the selection colour.
            let selection = try XCTUnwrap(
                form.host.properties.storages(named: "_selection").first as? StateBox<Int?>)
            selection.value = 1
            form.waitForRender(after: form.host.renderCount)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    Set((try? Self.colours(of: rent)) ?? []).isDisjoint(with: overdue)
                })
        }
    }
}
