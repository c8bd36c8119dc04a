import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `Section` is a heading above a framed group of rows, named for screen readers; `Divider`
/// runs across its stack.
final class GroupingGtkTests: XCTestCase {
    func testASectionIsAHeadingAboveAFramedNamedGroupOfItsRows() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SectionsAndGroups())
            defer { form.close() }
            let check = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_check_button(UnsafeMutableRawPointer($0)) != 0 })
            let rows = try XCTUnwrap(gtk_widget_get_parent(check))
            XCTAssertNotEqual(gtk_widget_has_css_class(rows, "frame"), 0)
            XCTAssertNotEqual(focuskit_accessible_label_equals(UnsafeMutableRawPointer(rows), "General"), 0)
            let section = try XCTUnwrap(gtk_widget_get_parent(rows))
            let heading = try XCTUnwrap(gtk_widget_get_first_child(section))
            XCTAssertNotEqual(gtk_widget_has_css_class(heading, "heading"), 0)
            XCTAssertEqual(
                String(cString: gtk_label_get_text(focuskit_as_label(UnsafeMutableRawPointer(heading)))),
                "General")

            let image = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_image(UnsafeMutableRawPointer($0)) != 0 })
            let iconName = try XCTUnwrap(
                gtk_image_get_icon_name(focuskit_as_image(UnsafeMutableRawPointer(image))))
            XCTAssertEqual(String(cString: iconName), "alarm-symbolic")
            XCTAssertNotNil(form.label("Notifications"))

            let separators = form.allWidgets.filter {
                focuskit_is_separator(UnsafeMutableRawPointer($0)) != 0
            }
            XCTAssertEqual(separators.count, 2)
            let orientations = separators.map {
                gtk_orientable_get_orientation(focuskit_as_orientable(UnsafeMutableRawPointer($0)))
            }
            XCTAssertEqual(orientations, [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL])

            // A section inserted later gets its rows in its own group, at its place in the form.
            let renders = form.host.renderCount
            emitClicked(try XCTUnwrap(form.button("More")))
            form.waitForRender(after: renders)
            let reset = try XCTUnwrap(form.button("Reset"))
            let advancedRows = try XCTUnwrap(gtk_widget_get_parent(reset))
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(advancedRows), "Advanced"), 0)
            let advanced = try XCTUnwrap(gtk_widget_get_parent(advancedRows))
            XCTAssertEqual(gtk_widget_get_next_sibling(advanced), form.button("More"))
        }
    }
}

/// `Link` is a `GtkLinkButton`: a Tab stop named by its title, opening its destination.
final class LinkGtkTests: XCTestCase {
    func testALinkIsALinkButtonWithItsTitleAndURL() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(AboutForm())
            defer { form.close() }
            let link = try XCTUnwrap(
                form.allWidgets.first { focuskit_is_link_button(UnsafeMutableRawPointer($0)) != 0 })
            let button = focuskit_as_link_button(UnsafeMutableRawPointer(link))
            XCTAssertEqual(String(cString: gtk_link_button_get_uri(button)), "https://example.org/privacy")
            XCTAssertEqual(form.button("Privacy Policy"), link)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(link), "Privacy Policy"), 0)
            XCTAssertNotEqual(gtk_widget_grab_focus(link), 0)
            let path = try XCTUnwrap(form.host.properties.storages(named: "_path").first as? StateBox<String>)
            path.value = "terms"
            form.waitForRender(after: form.host.renderCount)
            XCTAssertEqual(form.button("Privacy Policy"), link, "the same widget")
            XCTAssertEqual(String(cString: gtk_link_button_get_uri(button)), "https://example.org/terms")
        }
    }
}
