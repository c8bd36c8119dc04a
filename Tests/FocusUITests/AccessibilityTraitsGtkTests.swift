import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// `.accessibilityAddTraits`, `.accessibilityRemoveTraits`, `.accessibilityValue` and
/// `.accessibilityHidden` on GTK: roles, states and names of the widgets, as
/// `AccessibilityTraitsHeadlessTests` in the twin.
final class AccessibilityTraitsGtkTests: XCTestCase {
    @MainActor private static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(OpaquePointer(UnsafeMutableRawPointer(widget)))
    }

    @MainActor private static func named(_ name: String, in form: GtkFormHarness<AccessibleInbox>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        form.allWidgets.first { focuskit_accessible_label_equals(UnsafeMutableRawPointer($0), name) != 0 }
    }

    @MainActor private static func state<Value>(_ name: String, in form: GtkFormHarness<AccessibleInbox>)
        throws -> StateBox<Value>
    {
        try XCTUnwrap(form.host.properties.storages(named: name).first as? StateBox<Value>)
    }

    func testAHeaderTraitMakesTheLabelAHeadingAndItsRemovalMakesItAgain() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(AccessibleInbox())
            defer { form.close() }
            let heading = try XCTUnwrap(form.label("Inbox"))
            XCTAssertEqual(Self.role(heading), GTK_ACCESSIBLE_ROLE_HEADING)
            XCTAssertEqual(Self.role(try XCTUnwrap(form.label("Ticker"))), GTK_ACCESSIBLE_ROLE_LABEL)
            // An image made a button is a button for screen readers.
            let star = try XCTUnwrap(Self.named("Star", in: form))
            XCTAssertNotEqual(focuskit_is_image(UnsafeMutableRawPointer(star)), 0)
            XCTAssertEqual(Self.role(star), GTK_ACCESSIBLE_ROLE_BUTTON)

            let isHeading: StateBox<Bool> = try Self.state("_isHeading", in: form)
            let count = form.host.renderCount
            isHeading.value = false
            form.waitForRender(after: count)
            // GTK takes a role only when it makes a widget: a new label.
            let label = try XCTUnwrap(form.label("Inbox"))
            XCTAssertNotEqual(label, heading)
            XCTAssertEqual(Self.role(label), GTK_ACCESSIBLE_ROLE_LABEL)
        }
    }

    func testAValueIsPartOfTheNameAndFollowsItsState() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(AccessibleInbox())
            defer { form.close() }
            let count = try XCTUnwrap(form.label("3"))
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(
                    UnsafeMutableRawPointer(count), "Unread messages, 3 messages"), 0)
            let unread: StateBox<Int> = try Self.state("_unread", in: form)
            var renders = form.host.renderCount
            unread.value = 2
            form.waitForRender(after: renders)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(
                    UnsafeMutableRawPointer(count), "Unread messages, 2 messages"), 0)
            // No value: the label alone.
            renders = form.host.renderCount
            unread.value = 0
            form.waitForRender(after: renders)
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(count), "Unread messages"), 0)
            // A password field's value is not in its name.
            let password = try XCTUnwrap(form.entry(placeholder: "Password"))
            XCTAssertEqual(
                focuskit_accessible_label_equals(UnsafeMutableRawPointer(password), "Password, not spoken"), 0
            )
        }
    }

    func testASelectedTraitIsTheSelectedStateAndAHiddenViewHidesItsWidgets() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(AccessibleInbox())
            defer { form.close() }
            let starred = try XCTUnwrap(form.label("Starred"))
            XCTAssertEqual(focuskit_accessible_is_selected(UnsafeMutableRawPointer(starred)), 0)
            let isStarred: StateBox<Bool> = try Self.state("_starred", in: form)
            var renders = form.host.renderCount
            isStarred.value = true
            form.waitForRender(after: renders)
            XCTAssertNotEqual(focuskit_accessible_is_selected(UnsafeMutableRawPointer(starred)), 0)
            renders = form.host.renderCount
            isStarred.value = false
            form.waitForRender(after: renders)
            XCTAssertEqual(focuskit_accessible_is_selected(UnsafeMutableRawPointer(starred)), 0)

            let decoration = try XCTUnwrap(form.label("Decoration"))
            XCTAssertNotEqual(focuskit_accessible_hidden_equals(UnsafeMutableRawPointer(decoration), 1), 0)
            let box = try XCTUnwrap(gtk_widget_get_parent(decoration))
            XCTAssertNotEqual(focuskit_accessible_hidden_equals(UnsafeMutableRawPointer(box), 1), 0)
            XCTAssertNotEqual(focuskit_accessible_hidden_equals(UnsafeMutableRawPointer(starred), 0), 0)
        }
    }

    func testWhatGtkCannotDoWarnsOnceAsInTheTwin() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(AccessibleInbox())
            defer { form.close() }
            let headless = HeadlessApp(rendering: AccessibleInbox(), title: "Inbox")
            XCTAssertEqual(form.backend.warned, Set(headless.focusWarnings))
            XCTAssertEqual(form.backend.warned.count, 3)
        }
    }
}
