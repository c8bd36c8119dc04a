import CGtk
import FocusKitGTK
import Foundation
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// `.toolbar` items in the window's `AdwHeaderBar`: placed by placement, Tab stops after the
/// content, focus fields, gone with their view (rule 20).
final class ToolbarGtkTests: XCTestCase {
    @MainActor
    private struct Fixture {
        let form = GtkFormHarness(ToolbarForm(controls: false))

        var focus: FocusStateStorage<ToolbarForm.Item?> {
            form.host.properties.storages(named: "_focus").first as! FocusStateStorage<ToolbarForm.Item?>
        }

        func state<Value>(_ name: String, as type: Value.Type = Value.self) -> StateBox<Value> {
            form.host.properties.storages(named: "_" + name).first as! StateBox<Value>
        }

        var header: UnsafeMutablePointer<GtkWidget>? { GtkWindowChrome.titlebar(of: form.window) }

        /// Every widget under the header bar, depth first (`allWidgets` walks the window's
        /// content and its titlebar alike).
        func inHeader(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            guard let header else { return false }
            return gtk_widget_is_ancestor(widget, header) != 0
        }

        func slotName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
            var current = gtk_widget_get_parent(widget)
            while let parent = current {
                let name = String(cString: gtk_widget_get_name(parent))
                if name.hasPrefix("focusui-toolbar-") { return name }
                current = gtk_widget_get_parent(parent)
            }
            return nil
        }

        func write(_ value: ToolbarForm.Item?) {
            focus.write(AnyHashable(value))
        }

        func settle() {
            let renders = form.host.renderCount
            MainContextPump.run(timeout: 5) { form.host.renderCount > renders }
            MainContextPump.drainPending()
        }
    }

    func testItemsGoInTheHeaderBarByPlacementAndKeepTheContentInOrder() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let header = try XCTUnwrap(fixture.header)
            XCTAssertTrue(GtkWindowChrome.isHeaderBar(header))
            let reset = try XCTUnwrap(fixture.form.button("Reset"))
            let back = try XCTUnwrap(fixture.form.button("Back"))
            let bare = try XCTUnwrap(fixture.form.button("Bare"))
            XCTAssertEqual(fixture.slotName(of: reset), "focusui-toolbar-end")
            XCTAssertEqual(fixture.slotName(of: bare), "focusui-toolbar-end")
            XCTAssertEqual(fixture.slotName(of: back), "focusui-toolbar-start")
            let title = try XCTUnwrap(fixture.form.label("Custom Title"))
            let titleWidget = try XCTUnwrap(GtkWindowChrome.titleWidget(of: header))
            XCTAssertEqual(gtk_widget_get_parent(title), titleWidget)
            // In declaration order within a slot.
            XCTAssertEqual(
                gtk_widget_get_next_sibling(gtk_widget_get_parent(reset)!), gtk_widget_get_parent(bare))
            // The content keeps its order: the form, then After (the items' placeholders are hidden).
            let after = try XCTUnwrap(fixture.form.button("After"))
            XCTAssertFalse(fixture.inHeader(after))
            let name = try XCTUnwrap(fixture.form.entry(placeholder: "Name"))
            let stack = try XCTUnwrap(gtk_widget_get_parent(after))
            var visible: [UnsafeMutablePointer<GtkWidget>] = []
            var child = gtk_widget_get_first_child(stack)
            while let current = child {
                if gtk_widget_get_visible(current) != 0 { visible.append(current) }
                child = gtk_widget_get_next_sibling(current)
            }
            XCTAssertEqual(visible.count, 2)
            XCTAssertEqual(visible.last, after)
            XCTAssertNotEqual(gtk_widget_is_ancestor(name, visible[0]), 0)

            emitClicked(reset)
            XCTAssertEqual(fixture.state("resets", as: Int.self).value, 1)
        }
    }

    func testRule20_toolbarItemsAreFocusFieldsAfterTheContentAndGoWithTheirView() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let fixture = Fixture()
            defer { fixture.form.close() }
            let reset = try XCTUnwrap(fixture.form.button("Reset"))
            gtk_window_set_focus(fixture.form.window, nil)
            var seen: [ToolbarForm.Item?] = []
            for _ in 0..<5 {
                _ = gtk_widget_child_focus(fixture.form.windowWidget, GTK_DIR_TAB_FORWARD)
                MainContextPump.drainPending()
                seen.append(fixture.focus.value)
            }
            // Name, After (content), then the header bar: Back, Reset, Bare.
            XCTAssertEqual(seen, [.name, nil, .back, .reset, .bare])

            fixture.write(.reset)
            XCTAssertTrue(fixture.form.hasFocus(inside: reset))
            XCTAssertEqual(fixture.focus.value, .reset)
            fixture.write(nil)
            XCTAssertNil(fixture.focus.value)

            // Disabling the view disables its items; a focused one clears the state (rule 11).
            fixture.write(.back)
            fixture.state("locked", as: Bool.self).value = true
            fixture.settle()
            XCTAssertEqual(gtk_widget_is_sensitive(try XCTUnwrap(fixture.form.button("Back"))), 0)
            XCTAssertNil(fixture.focus.value)
            fixture.state("locked", as: Bool.self).value = false
            fixture.settle()

            // Modifiers on an item reach its box in the header bar, not the hidden placeholder.
            let backBox = try XCTUnwrap(gtk_widget_get_parent(try XCTUnwrap(fixture.form.button("Back"))))
            let tooltip = gtk_widget_get_tooltip_text(backBox).map { String(cString: $0) }
            XCTAssertEqual(tooltip, "Go back")
            XCTAssertEqual(gtk_widget_get_margin_start(backBox), 4)

            // Hiding the view hides its items; a focused one clears the state (rule 11).
            fixture.write(.reset)
            fixture.state("hidesForm", as: Bool.self).value = true
            fixture.settle()
            XCTAssertEqual(gtk_widget_is_visible(try XCTUnwrap(fixture.form.button("Reset"))), 0)
            XCTAssertEqual(gtk_widget_is_visible(try XCTUnwrap(fixture.form.button("Back"))), 0)
            XCTAssertNil(fixture.focus.value)
            fixture.state("hidesForm", as: Bool.self).value = false
            fixture.settle()
            XCTAssertNotEqual(gtk_widget_is_visible(try XCTUnwrap(fixture.form.button("Reset"))), 0)

            // The view going away takes its items out of the header bar (rule 11).
            fixture.write(.reset)
            XCTAssertEqual(fixture.focus.value, .reset)
            fixture.state("showsForm", as: Bool.self).value = false
            fixture.settle()
            XCTAssertNil(fixture.focus.value)
            XCTAssertNil(fixture.form.button("Reset"))
            XCTAssertNil(fixture.form.button("Back"))
            XCTAssertNil(fixture.form.label("Custom Title"))
            MainContextPump.run(timeout: 0.3) { false }
            XCTAssertNil(fixture.focus.value)
            // And back: the items return to their slots.
            fixture.state("showsForm", as: Bool.self).value = true
            fixture.settle()
            XCTAssertEqual(
                fixture.slotName(of: try XCTUnwrap(fixture.form.button("Reset"))), "focusui-toolbar-end")
        }
    }
}

/// A toolbar that appears only after the window is shown, in a window without a header bar.
struct GtkLateToolbarForm: View {
    @State var showsToolbar = false
    @FocusState var nameFocused: Bool

    var body: some View {
        VStack {
            TextField("Name", text: .constant(""))
                .focused($nameFocused)
            if showsToolbar {
                Text("Late")
                    .toolbar {
                        Button("Late Item") {}
                    }
            }
        }
    }
}

final class LateToolbarGtkTests: XCTestCase {
    /// GTK can add a title bar only before a window is realized; later it would unrealize and
    /// map the window again, which closes it for the focus host. A libadwaita window's header
    /// bar is part of its content instead: it comes with the first toolbar item even once the
    /// window is shown, and the window and its focus stay as they were.
    func testAToolbarAfterTheWindowIsShownDoesNotRemapTheWindow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(GtkLateToolbarForm())
            defer { form.close() }
            let focus = try XCTUnwrap(
                form.host.properties.storages(named: "_nameFocused").first as? FocusStateStorage<Bool>)
            XCTAssertNil(GtkWindowChrome.titlebar(of: form.window))
            focus.write(AnyHashable(true))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { focus.value })
            var unmaps = 0
            let signals = SignalBag()
            signals.connect(form.window, signal: "unmap") { _ in unmaps += 1 }
            let renders = form.host.renderCount
            let shows = try XCTUnwrap(
                form.host.properties.storages(named: "_showsToolbar").first as? StateBox<Bool>)
            shows.value = true
            XCTAssertTrue(MainContextPump.run(timeout: 5) { form.host.renderCount > renders })
            MainContextPump.run(timeout: 0.5) { false }
            XCTAssertEqual(unmaps, 0)
            let header = try XCTUnwrap(GtkWindowChrome.headerBar(of: form.window))
            let late = try XCTUnwrap(form.button("Late Item"))
            XCTAssertNotEqual(gtk_widget_is_ancestor(late, header), 0)
            XCTAssertTrue(focus.value)
            signals.disconnectAll()
        }
    }
}

extension ToolbarGtkTests {
    /// `.toolbar(removing: .title)` hides the header bar's title and subtitle, not the window's
    /// title; it comes back when no view asks any more.
    func testARemovedTitleIsHiddenInTheHeaderBarButNotFromTheWindow() throws {
        struct PhotosApp: App {
            var body: some Scene {
                WindowGroup("Photos") { TitlelessWindow() }
            }
        }
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(PhotosApp(), id: "titleless")
            defer { app.close() }
            let window = try XCTUnwrap(app.backend.gtkWindow(app.window.id))
            let title = try XCTUnwrap(GtkWindowChrome.windowTitle(of: window))
            XCTAssertEqual(gtk_widget_get_visible(title), 0)
            XCTAssertEqual(String(cString: gtk_window_get_title(window)), "Photos")
            emitClicked(try XCTUnwrap(app.button("Show Title")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_visible(title) != 0 })
            let windowTitle = focuskit_as_adw_window_title(UnsafeMutableRawPointer(title))
            XCTAssertEqual(String(cString: adw_window_title_get_subtitle(windowTitle)), "3 items")
        }
    }
}

extension ToolbarGtkTests {
    /// A toolbar's `Menu` labelled with a `Label` is an icon button whose title is its tooltip
    /// and accessible name; in the content it shows icon and title.
    func testAToolbarMenuLabelledWithALabelIsAnIconWithItsTitleAsTooltip() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(SortToolbar())
            defer { form.close() }
            let buttons = WidgetLookup.all(in: WidgetLookup.root(of: form.window)).filter {
                focuskit_is_menu_button(UnsafeMutableRawPointer($0)) != 0
            }
            let sort = try XCTUnwrap(
                buttons.first { focuskit_accessible_label_equals(UnsafeMutableRawPointer($0), "Sort") != 0 })
            let menuButton = focuskit_as_menu_button(UnsafeMutableRawPointer(sort))
            XCTAssertEqual(
                gtk_menu_button_get_icon_name(menuButton).map { String(cString: $0) },
                "view-sort-ascending-symbolic")
            XCTAssertEqual(gtk_widget_get_tooltip_text(sort).map { String(cString: $0) }, "Sort")
            let order = try XCTUnwrap(
                buttons.first { focuskit_accessible_label_equals(UnsafeMutableRawPointer($0), "Order") != 0 })
            XCTAssertNil(
                gtk_menu_button_get_icon_name(focuskit_as_menu_button(UnsafeMutableRawPointer(order))))
        }
    }

    /// `ToolbarHeadlessTests`' flat trash icon on GTK: the header bar's icon button has no
    /// `destructive-action`; a destructive title there and in the content has it.
    func testADestructiveToolbarIconIsFlatAndADestructiveTitleRed() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(TrashToolbar())
            defer { form.close() }
            let header = try XCTUnwrap(GtkWindowChrome.titlebar(of: form.window))
            let icon = try XCTUnwrap(
                form.allWidgets.first {
                    gtk_widget_is_ancestor($0, header) != 0
                        && focuskit_is_button(UnsafeMutableRawPointer($0)) != 0
                        && gtk_widget_has_css_class($0, "image-button") != 0
                        && gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Delete"
                })
            XCTAssertEqual(gtk_widget_has_css_class(icon, "destructive-action"), 0)
            // The tooltip repeating the name is no description (Orca said "Delete push button.
            // Delete"); another tooltip is, a hint before it.
            XCTAssertNotEqual(focuskit_accessible_description_equals(UnsafeMutableRawPointer(icon), ""), 0)
            XCTAssertNotEqual(
                focuskit_accessible_description_equals(
                    UnsafeMutableRawPointer(try XCTUnwrap(form.button("Empty Trash"))),
                    "Deletes every item in the trash"), 0)
            XCTAssertNotEqual(
                focuskit_accessible_description_equals(
                    UnsafeMutableRawPointer(try XCTUnwrap(form.button("Delete Forever"))), "Cannot be undone"),
                0)
            for title in ["Empty Trash", "Delete Forever"] {
                let button = try XCTUnwrap(form.button(title), title)
                XCTAssertNotEqual(gtk_widget_has_css_class(button, "destructive-action"), 0, title)
            }
        }
    }

    /// The description follows the hint, the tooltip and the name as they change: the hint
    /// while there is one, then the tooltip, and nothing while the tooltip says the name.
    func testTheDescriptionFollowsTheHintTheTooltipAndTheName() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(DescribedButton())
            defer { form.close() }
            let button = try XCTUnwrap(form.button("Save"))
            @MainActor func describes(_ text: String) -> Bool {
                focuskit_accessible_description_equals(UnsafeMutableRawPointer(button), text) != 0
            }
            XCTAssertTrue(describes("Keeps a copy"))
            let hinted = try XCTUnwrap(
                form.host.properties.storages(named: "_hinted").first as? StateBox<Bool>)
            hinted.value = false
            XCTAssertTrue(MainContextPump.run(timeout: 5) { describes("Writes the file") })
            let title = try XCTUnwrap(
                form.host.properties.storages(named: "_title").first as? StateBox<String>)
            title.value = "Writes the file"
            XCTAssertTrue(MainContextPump.run(timeout: 5) { describes("") })
        }
    }
}

private struct DescribedButton: View {
    @State var hinted = true
    @State var title = "Save"

    var body: some View {
        Button(title) {}
            .help("Writes the file")
            .accessibilityHint(hinted ? "Keeps a copy" : "")
    }
}
