import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Rows whose ids are not of the selection's type are selected by their `.tag(_:)`, as in
/// SwiftUI and in the twin (`TaggedListRowsHeadlessTests`): GTK's selection model shows the
/// binding's project, and Down writes the next row's project.
final class TaggedListRowsGtkTests: XCTestCase {
    func testTheSelectionIsShownAndDownWritesTheNextRowsTag() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TaggedProjects())
            defer { form.close() }
            let list = try XCTUnwrap(
                form.allWidgets.first {
                    String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
                })
            let model = try XCTUnwrap(gtk_list_view_get_model(OpaquePointer(UnsafeMutableRawPointer(list))))
            func selected() -> [UInt32] {
                (0..<g_list_model_get_n_items(focuskit_as_list_model(UnsafeMutableRawPointer(model)))).filter
                {
                    gtk_selection_model_is_selected(model, $0) != 0
                }
            }
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { selected() == [0] }, "Inbox shown selected: \(selected())")
            gtk_widget_grab_focus(list)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.label("showing Today") != nil })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { selected() == [1] }, "\(selected())")
        }
    }
}
