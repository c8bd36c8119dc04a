import CGtk
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// An image beside a text under a text field: the form a new user's settings row takes, and
/// the one that made GTK print "GtkBox reports a minimum height of 16, but minimum height for
/// width of 1048576 is 17" (``GtkQuirk/boxHeightForWidthStacksEveryBaseline``).
private struct NotificationsRow: View {
    @State private var name = ""
    @State private var mode = 0

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            HStack {
                Image(systemName: "bell")
                Text("Notifications").lineLimit(1)
            }
            Label("Alerts", systemImage: "alarm")
            // A segmented picker's box is made with an accessible role, not by `make`.
            Picker("Mode", selection: $mode) {
                Text("Day").tag(0)
                Text("Night").tag(1)
            }
            .pickerStyle(.segmented)
            // Baselines far apart whatever the font: the tallest part above one text's baseline
            // and below the other's add up to more than either.
            HStack {
                Image(systemName: "bell")
                Text("Above").padding(.top, 10)
                Text("Below").padding(.bottom, 10)
            }
        }
    }
}

/// FocusUI's boxes (`GtkStackBox`) answer a height without a width as GTK answers it at a
/// width, so GTK's sanity check of a box's children holds and prints nothing.
final class StackBoxGtkTests: XCTestCase {
    func testAnImageBesideATextIsAsHighWithoutAWidthAsAtAnyWidth() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            var form: GtkFormHarness<NotificationsRow>?
            let messages = GLibMessageRecorder.record {
                form = GtkFormHarness(NotificationsRow())
                _ = MainContextPump.run(timeout: 0.5) { false }
                // The measure a vertical box makes when it looks for a width that fits a height.
                if let root = form?.allWidgets.first(where: { gtk_widget_get_parent($0) == nil }) {
                    var minimum: Int32 = 0
                    gtk_widget_measure(root, GTK_ORIENTATION_HORIZONTAL, 40, &minimum, nil, nil, nil)
                }
            }
            let harness = try XCTUnwrap(form)
            defer { harness.close() }
            // GTK's own box shows the quirk: the same children are taller at any width. Two
            // wrapping labels (so the box measures its height for a width), one 10 pixels lower
            // than the other, in a window (styled by libadwaita, as the harness's).
            let window = gtk_window_new()!
            defer { gtk_window_destroy(focuskit_as_window(UnsafeMutableRawPointer(window))) }
            let plain = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
            gtk_window_set_child(focuskit_as_window(UnsafeMutableRawPointer(window)), plain)
            for (top, bottom) in [(Int32(10), Int32(0)), (0, 10)] {
                let label = gtk_label_new("Notifications")!
                gtk_label_set_wrap(focuskit_as_label(UnsafeMutableRawPointer(label)), 1)
                gtk_widget_set_margin_top(label, top)
                gtk_widget_set_margin_bottom(label, bottom)
                gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(plain)), label)
            }
            if GtkQuirk.boxHeightForWidthStacksEveryBaseline.applies {
                XCTAssertLessThan(
                    minimumHeight(of: plain, forWidth: -1), minimumHeight(of: plain, forWidth: 1 << 20))
            }

            XCTAssertEqual(messages.filter { $0.contains("Expect overlapping widgets") }, [])
            // The boxes that start with an image, in the window (not in its tooltip's).
            let rows = harness.allWidgets.filter {
                UnsafeMutableRawPointer(gtk_widget_get_native($0)) == UnsafeMutableRawPointer(harness.window)
                    && gtk_widget_get_first_child($0).map {
                        focuskit_is_image(UnsafeMutableRawPointer($0)) != 0
                    }
                        ?? false
            }
            XCTAssertEqual(rows.count, 3, "the two HStacks and the Label")
            for row in rows {
                let withoutWidth = minimumHeight(of: row, forWidth: -1)
                XCTAssertEqual(withoutWidth, minimumHeight(of: row, forWidth: 1 << 20))
                XCTAssertEqual(withoutWidth, minimumHeight(of: row, forWidth: 300))
            }
            // Every box of the views, also one made with an accessible role, has FocusUI's layout.
            let segments = try XCTUnwrap(
                harness.allWidgets.first { gtk_widget_has_css_class($0, "linked") != 0 })
            let stacks = rows + [segments]
            if GtkQuirk.boxHeightForWidthStacksEveryBaseline.applies {
                for box in stacks {
                    let layout = try XCTUnwrap(gtk_widget_get_layout_manager(box))
                    XCTAssertEqual(
                        String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(layout))),
                        "FocusUIBoxLayout")
                }
            }
        }
    }
}

/// GTK's minimum height of `widget` at `width` (-1: without a width).
@MainActor
private func minimumHeight(of widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int32) -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, nil, nil, nil)
    return minimum
}
