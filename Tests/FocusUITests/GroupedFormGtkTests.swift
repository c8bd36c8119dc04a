import CGtk
import FocusKitGTK
import FocusUITesting
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.formStyle(.grouped)` on GTK (issue 27; issue 22, "Sections and forms"): a libadwaita
/// preferences page whose sections are `AdwPreferencesGroup`s titled by their header and
/// described by their footer; text fields are `AdwActionRow`s ending with the entry; real Tab
/// and arrow keys move row by row as in GNOME's Settings, agreeing with the twin
/// (`GroupedFormHeadlessTests`); a password typed into the row reaches the binding and never
/// the accessibility bus.
final class GroupedFormGtkTests: XCTestCase {
    @MainActor private static func ancestor(
        of widget: UnsafeMutablePointer<GtkWidget>, named name: String
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var current = gtk_widget_get_parent(widget)
        while let widget = current {
            if WidgetLookup.typeName(of: widget) == name { return widget }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    @MainActor private static func focusState(_ form: GtkFormHarness<GroupedSettingsForm>) throws
        -> FocusStateStorage<GroupedSettingsForm.Field?>
    {
        try XCTUnwrap(
            form.host.properties.storages(named: "_focus").first
                as? FocusStateStorage<GroupedSettingsForm.Field?>)
    }

    func testSectionsAreLibadwaitaGroupsAndFieldsAreActionRows() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GroupedSettingsForm())
            defer { form.close() }
            XCTAssertEqual(
                form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwPreferencesPage" }.count, 1)
            let groups = form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwPreferencesGroup" }
            let titles = groups.map {
                String(cString: adw_preferences_group_get_title(focuskit_as_adw_preferences_group($0)))
            }
            XCTAssertEqual(titles, ["Account", "Behaviour", "Advanced"])
            let footer = try XCTUnwrap(form.label("Used to sign in on every device."))
            XCTAssertEqual(Self.ancestor(of: footer, named: "AdwPreferencesGroup"), groups[0])
            XCTAssertNil(Self.ancestor(of: footer, named: "GtkListBox"), "below the list, not a row")
            let name = try XCTUnwrap(form.entry(placeholder: "Name"))
            let nameRow = try XCTUnwrap(Self.ancestor(of: name, named: "AdwActionRow"))
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(nameRow))),
                "Name")
            XCTAssertEqual(gtk_widget_get_focusable(nameRow), 0, "the entry is the row's one Tab stop")
            let password = try XCTUnwrap(form.entry(placeholder: "Password"))
            XCTAssertEqual(WidgetLookup.typeName(of: password), "GtkPasswordEntry")
            XCTAssertNotNil(Self.ancestor(of: password, named: "AdwActionRow"))
            // A menu picker is libadwaita's combo row, itself the Tab stop, its choice said as
            // its description (GTK gives screen readers no value for it).
            let theme = try XCTUnwrap(
                form.allWidgets.first { WidgetLookup.typeName(of: $0) == "AdwComboRow" })
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(theme))),
                "Theme")
            XCTAssertEqual(Self.ancestor(of: theme, named: "AdwPreferencesGroup"), groups[1])
            // Named by libadwaita (labelled by its title): a label as well made GTK say
            // the name twice over AT-SPI ("Style Style" in preferences_e2e.py).
            XCTAssertEqual(focuskit_accessible_label_equals(theme, "Theme"), 0)
            XCTAssertNotEqual(focuskit_accessible_description_equals(theme, "Follow System"), 0)
            // Its popover's list of options is named by the title (GTK 4.8 said "GtkListView").
            let options = try XCTUnwrap(
                WidgetLookup.all(in: theme).first {
                    WidgetLookup.typeName(of: $0) == "GtkListView"
                        && gtk_widget_get_ancestor($0, gtk_popover_get_type()) != nil
                })
            XCTAssertNotEqual(focuskit_accessible_label_equals(options, "Theme"), 0)
            let focus = try Self.focusState(form)
            focus.write(AnyHashable(GroupedSettingsForm.Field?.some(.theme)))
            XCTAssertEqual(gtk_window_get_focus(form.window), theme)
            adw_combo_row_set_selected(focuskit_as_adw_combo_row(UnsafeMutableRawPointer(theme)), 1)
            // The choice reaches the binding; the re-render says the new one.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { focuskit_accessible_description_equals(theme, "Dark") != 0 }
            )
            // Opened, its popover focuses the chosen option (GTK 4.8 and libadwaita 1.2 focused
            // the first): Escape closes it with focus back on the row.
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    guard let focus = gtk_window_get_focus(form.window),
                        gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
                    else { return false }
                    return gtk_widget_get_state_flags(focus).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
                        && gtk_widget_get_parent(focus) == options
                }, "focus on the chosen option")
            XCTAssertEqual(focus.value, .theme, "focus in its popover is the picker's")
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == theme })
            XCTAssertEqual(focus.value, .theme, "focus is back on the row (it was lost)")
            // Choosing an option closes it with focus back on the row too.
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(form.window).map { gtk_widget_get_parent($0) == options } ?? false
                })
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(InputTool.key("Return"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) == theme })
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    focuskit_accessible_description_equals(theme, "Follow System") != 0
                })
            XCTAssertEqual(focus.value, .theme)
            // The automatic toggle is a switch in a grouped form.
            XCTAssertEqual(form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "GtkSwitch" }.count, 1)
            XCTAssertNotEqual(focuskit_accessible_label_equals(name, "Name"), 0)
        }
    }

    func testTabAndArrowsMoveRowByRowAsTheTwinDoes() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GroupedSettingsForm())
            defer { form.close() }
            let focus = try Self.focusState(form)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .name })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            let twin = HeadlessApp(rendering: GroupedSettingsForm()).windows[0]
            var gtkSeen: [GroupedSettingsForm.Field?] = [focus.value]
            var twinSeen: [GroupedSettingsForm.Field?] = [try twin.focusState("focus")]
            var gtkWidgets = [WidgetLookup.typeName(of: try XCTUnwrap(gtk_window_get_focus(form.window)))]
            for _ in 0..<5 {
                let before = gtk_window_get_focus(form.window)
                XCTAssertTrue(InputTool.key("Tab"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_get_focus(form.window) != before })
                gtkSeen.append(focus.value)
                gtkWidgets.append(
                    gtk_window_get_focus(form.window).map { WidgetLookup.typeName(of: $0) } ?? "nil")
                try twin.tab()
                twinSeen.append(try twin.focusState("focus"))
            }
            XCTAssertEqual(gtkSeen, [.name, .password, .sync, .theme, nil, nil])
            XCTAssertEqual(gtkSeen, twinSeen)
            // The text row is a stop of its own, then the disclosure button.
            XCTAssertEqual(gtkWidgets[4], "AdwPreferencesRow")
            XCTAssertEqual(gtkWidgets[5], "GtkToggleButton")
            // Up and Down move between rows, as in GNOME's Settings.
            focus.write(AnyHashable(GroupedSettingsForm.Field?.some(.name)))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .name })
            XCTAssertTrue(InputTool.key("Down"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .password })
            XCTAssertTrue(InputTool.key("Up"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .name })
        }
    }

    func testAPasswordTypedIntoItsRowNeverReachesTheAccessibilityBus() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GroupedSettingsForm())
            defer { form.close() }
            let focus = try Self.focusState(form)
            let entry = try XCTUnwrap(form.entry(placeholder: "Password"))
            let delegate = try XCTUnwrap(
                gtk_editable_get_delegate(focuskit_as_editable(UnsafeMutableRawPointer(entry))))
            let bridge = BridgeView(text: focuskit_as_text(UnsafeMutableRawPointer(delegate)))
            defer { bridge.signals.disconnectAll() }
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(form.window) != 0 })
            focus.write(AnyHashable(GroupedSettingsForm.Field?.some(.password)))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value == .password })
            XCTAssertTrue(InputTool.key("s", "3", "c", "r", "t"))
            let password = try XCTUnwrap(
                form.host.properties.storages(named: "_password").first as? StateBox<String>)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { password.value == "s3crt" })
            XCTAssertFalse(bridge.inserted.isEmpty)
            for character in "s3crt" {
                XCTAssertFalse(bridge.everything.contains(character), "the bridge saw \(character)")
            }
        }
    }

    /// A grouped form's fields outside any `Section` are titled rows of an untitled group, as
    /// SwiftUI draws them (`GroupedFormLooseRowsTests` in the twin), not bare entries.
    func testLooseFieldsAreTitledRowsOfAnUntitledGroup() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(
                Form {
                    TextField("Title", text: .constant(""))
                    Section("More") {
                        TextField("Notes", text: .constant(""))
                        TextField("Summary", text: .constant(""), axis: .vertical).lineLimit(3...6)
                    }
                }
                .formStyle(.grouped))
            defer { form.close() }
            let groups = form.allWidgets.filter { WidgetLookup.typeName(of: $0) == "AdwPreferencesGroup" }
            XCTAssertEqual(
                groups.map {
                    String(cString: adw_preferences_group_get_title(focuskit_as_adw_preferences_group($0)))
                }, ["", "More"])
            let title = try XCTUnwrap(form.entry(placeholder: "Title"))
            let row = try XCTUnwrap(Self.ancestor(of: title, named: "AdwActionRow"))
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(row))), "Title")
            XCTAssertEqual(Self.ancestor(of: title, named: "AdwPreferencesGroup"), groups[0])
            // A vertical field is a titled row too (a newcomer's "Notes" had no title beside it).
            let summary = try XCTUnwrap(form.textViews.first)
            let summaryRow = try XCTUnwrap(Self.ancestor(of: summary, named: "AdwActionRow"))
            XCTAssertEqual(
                String(cString: adw_preferences_row_get_title(focuskit_as_adw_preferences_row(summaryRow))),
                "Summary")
            XCTAssertEqual(Self.ancestor(of: summary, named: "AdwPreferencesGroup"), groups[1])
        }
    }

    /// A row of text and no control (a validation message) is a Tab stop named by what it
    /// says, and follows its text; libadwaita's plain row had no name.
    func testATextRowIsNamedByItsText() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(ValidationMessageForm())
            defer { form.close() }
            let rows = form.allWidgets.filter {
                focuskit_is_adw_preferences_row(UnsafeMutableRawPointer($0)) != 0
                    && gtk_widget_get_focusable($0) != 0
            }
            XCTAssertEqual(rows.count, 1)
            let row = try XCTUnwrap(rows.first)
            XCTAssertNotEqual(focuskit_accessible_label_equals(row, "Enter a SKU."), 0)
            let message = try XCTUnwrap(
                form.host.properties.storages(named: "_message").first as? StateBox<String>)
            message.value = "The SKU is taken."
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    focuskit_accessible_label_equals(row, "The SKU is taken.") != 0
                })
        }
    }
}

private struct ValidationMessageForm: View {
    @State var sku = ""
    @State var message = "Enter a SKU."

    var body: some View {
        Form {
            Section("Item") {
                TextField("SKU", text: $sku)
            }
            Section {
                Label(message, systemImage: "exclamationmark.triangle")
            }
        }
        .formStyle(.grouped)
    }
}
