import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// The rows of a grouped form that are not fields on GTK (issue 27), as the twin has them
/// (`GroupedRowsHeadlessTests`): `LabeledContent` as libadwaita's `AdwActionRow` (a value row a
/// Tab stop itself, named and described; a button row leaving the stop to its button),
/// `DisclosureGroup` as an `AdwExpanderRow` in the form and a `GtkExpander` outside one, each
/// opened with Space from its header, its content there only while open; real keys.
final class GroupedRowsGtkTests: XCTestCase {
    @MainActor private static func focusState(_ form: GtkFormHarness<GroupedRowsForm>) throws
        -> FocusStateStorage<GroupedRowsForm.Field?>
    {
        try XCTUnwrap(
            form.host.properties.storages(named: "_focus").first as? FocusStateStorage<GroupedRowsForm.Field?>
        )
    }

    func testLabeledContentIsAnActionRowAndDisclosureGroupsAreExpanders() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GroupedRowsForm())
            defer { form.close() }
            let rows = form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwActionRow" }
            let version = try XCTUnwrap(
                rows.first {
                    String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row($0)))
                        == "Version"
                })
            XCTAssertNotEqual(gtk_widget_get_focusable(version), 0, "a value row is a Tab stop")
            // Named by libadwaita (labelled by its title): no name of its own, which GTK would say
            // as well ("Version Version").
            XCTAssertEqual(
                gtk_test_accessible_has_property(
                    OpaquePointer(UnsafeMutableRawPointer(version)), GTK_ACCESSIBLE_PROPERTY_LABEL), 0)
            XCTAssertNotEqual(focuskit_accessible_description_equals(version, "1.2"), 0)
            let account = try XCTUnwrap(
                rows.first {
                    String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row($0)))
                        == "Account"
                })
            XCTAssertEqual(gtk_widget_get_focusable(account), 0, "its button is the Tab stop")
            let signOut = try XCTUnwrap(form.button("Sign Out"))
            XCTAssertNotEqual(gtk_widget_is_ancestor(signOut, account), 0)
            let proxy = try XCTUnwrap(
                form.allWidgets.first { WidgetLookup.typeName(of: $0) == "AdwExpanderRow" })
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(proxy))),
                "Proxy")
            // GTK names an expander by nothing (`GtkQuirk.expanderUnnamedByItsLabel`: screen
            // readers heard "GtkExpander").
            let details = try XCTUnwrap(
                form.allWidgets.first { WidgetLookup.typeName(of: $0) == "GtkExpander" })
            XCTAssertNotEqual(focuskit_accessible_label_equals(details, "Details"), 0)
            XCTAssertNil(form.entry(placeholder: "Host"), "no content while closed")
        }
    }

    func testTabAndSpaceWalkTheRowsAsTheTwinDoes() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GroupedRowsForm())
            defer { form.close() }
            let focus = try Self.focusState(form)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .version })
            let twin = HeadlessApp(rendering: GroupedRowsForm()).windows[0]
            var gtkSeen: [GroupedRowsForm.Field?] = [focus.value]
            var twinSeen: [GroupedRowsForm.Field?] = [try twin.focusState("focus")]
            @MainActor func press(_ key: String) throws {
                let before = gtk_window_get_focus(form.window)
                XCTAssertTrue(InputTool.key(key))
                if key == "Tab" {
                    XCTAssertTrue(
                        MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) != before })
                    try twin.tab()
                } else {
                    let renders = form.host.renderCount
                    XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.renderCount > renders })
                    try twin.pressSpace()
                }
                MainContextPump.drainPending()
                gtkSeen.append(focus.value)
                twinSeen.append(try twin.focusState("focus"))
            }
            try press("Tab")  // Sign Out
            try press("Tab")  // the Proxy header
            try press("space")  // opens it: Use Proxy and Host appear
            // libadwaita reveals the rows with an animation: they take focus once mapped.
            let host = try XCTUnwrap(form.entry(placeholder: "Host"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(host) != 0 })
            let header = try XCTUnwrap(gtk_window_get_focus(form.window))
            XCTAssertEqual(WidgetLookup.typeName(of: header), "AdwActionRow")
            try press("Tab")  // Use Proxy's switch
            try press("Tab")  // Host
            try press("Tab")  // the Details expander
            XCTAssertEqual(
                WidgetLookup.typeName(of: try XCTUnwrap(gtk_window_get_focus(form.window))), "GtkExpander")
            try press("space")  // opens it
            let notes = try XCTUnwrap(form.entry(placeholder: "Notes"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(notes) != 0 })
            try press("Tab")  // Notes
            XCTAssertEqual(
                gtkSeen, [.version, .signOut, .proxy, .proxy, .proxy, .host, .details, .details, .notes])
            XCTAssertEqual(gtkSeen, twinSeen)
            // A write to the group focuses its header.
            focus.write(AnyHashable(GroupedRowsForm.Field?.some(.proxy)))
            XCTAssertEqual(
                gtk_window_get_focus(form.window), header,
                "\(gtk_window_get_focus(form.window).map { WidgetLookup.typeName(of: $0) } ?? "nil")")
        }
    }
}
