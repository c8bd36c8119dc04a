import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Issue 26, items 4, 5 and 7: windows decorated as GNOME's are. A sheet is a dialog with a
/// header bar titled as its presenter; an alert has no title bar and Cancel first; a settings
/// window has no primary menu; a `Divider()` in a command menu is a menu section; the shortcuts
/// window has one Help group.
final class WindowDecorationGtkTests: XCTestCase {
    /// The labels of the buttons shown in `widget` (mapped), in widget order.
    @MainActor private static func buttons(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        WidgetLookup.all(in: widget).compactMap { widget in
            let raw = UnsafeMutableRawPointer(widget)
            guard focuskit_is_button(raw) != 0, gtk_widget_get_mapped(widget) != 0,
                let label = gtk_button_get_label(focuskit_as_button(raw))
            else { return nil }
            return String(cString: label)
        }
    }

    /// The button labelled `label` shown (mapped) in `widget`.
    @MainActor static func shownButton(
        _ label: String, in widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        GtkWidgetTree.first(in: widget) {
            WidgetLookup.isButton($0, labelled: label) && gtk_widget_get_mapped($0) != 0
        }
    }

    /// How many window close buttons (`GtkWindowControls`' `close` button) `widget` shows.
    @MainActor static func closeButtons(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        WidgetLookup.all(in: widget).count {
            focuskit_is_button(UnsafeMutableRawPointer($0)) != 0 && gtk_widget_get_mapped($0) != 0
                && gtk_widget_has_css_class($0, "close") != 0
        }
    }

    func testASheetIsADialogTitledAsItsPresenter() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.Sheet")
            defer { app.close() }
            XCTAssertEqual(String(cString: gtk_window_get_title(app.gtkWindow)), "Ideas")
            // A libadwaita window, its header bar (in its content) titled by an AdwWindowTitle.
            XCTAssertEqual(
                WidgetLookup.typeName(of: focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))),
                "AdwApplicationWindow")
            // The main window carries the primary menu.
            let mainBar = try XCTUnwrap(GtkWindowChrome.titlebar(of: app.gtkWindow))
            XCTAssertEqual(WidgetLookup.typeName(of: mainBar), "AdwHeaderBar")
            let title = try XCTUnwrap(GtkWindowChrome.titleWidget(of: mainBar))
            XCTAssertEqual(WidgetLookup.typeName(of: title), "AdwWindowTitle")
            XCTAssertEqual(
                String(
                    cString: adw_window_title_get_title(
                        focuskit_as_adw_window_title(UnsafeMutableRawPointer(title)))),
                "Ideas")
            // `.navigationSubtitle` is the title's second line.
            XCTAssertEqual(
                String(
                    cString: adw_window_title_get_subtitle(
                        focuskit_as_adw_window_title(UnsafeMutableRawPointer(title)))),
                "Drafts")
            XCTAssertNotNil(app.widget { WidgetLookup.typeName(of: $0) == "GtkMenuButton" })

            emitClicked(try XCTUnwrap(app.button("Rename…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !app.viewHost.presentations.hosts.isEmpty })
            let sheet = try XCTUnwrap(app.backend.gtkWindow(app.viewHost.presentations.hosts[0].window.id))
            XCTAssertEqual(String(cString: gtk_window_get_title(sheet)), "Ideas")
            let bar = try XCTUnwrap(GtkWindowChrome.titlebar(of: sheet))
            XCTAssertEqual(WidgetLookup.typeName(of: bar), "AdwHeaderBar")
            XCTAssertNotEqual(gtk_window_get_modal(sheet), 0)
            XCTAssertEqual(gtk_window_get_transient_for(sheet), app.gtkWindow)
            XCTAssertEqual(gtk_window_get_resizable(sheet), 0)
            // GTK shows no minimise or maximise for a modal transient window: only close.
            XCTAssertEqual(Self.buttons(in: bar).filter { !$0.isEmpty }, [])
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.closeButtons(in: bar) == 1 })
        }
    }

    /// Issue 27: GNOME's dialogs with Cancel at the start of their header bar and the
    /// confirming action at its end show no close button; Escape still dismisses them.
    func testASheetWithCancelAndConfirmShowsNoCloseButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.DialogSheet")
            defer { app.close() }
            emitClicked(try XCTUnwrap(app.button("Move…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !app.viewHost.presentations.hosts.isEmpty })
            let sheet = try XCTUnwrap(app.backend.gtkWindow(app.viewHost.presentations.hosts[0].window.id))
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(sheet))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(widget) != 0 })
            let bar = try XCTUnwrap(GtkWindowChrome.titlebar(of: sheet))
            // Cancel at the start, Move at the end, and no close button.
            XCTAssertTrue(MainContextPump.run(timeout: 5) { Self.buttons(in: bar) == ["Cancel", "Move"] })
            XCTAssertEqual(Self.closeButtons(in: widget), 0)
            let header = focuskit_as_adw_header_bar(UnsafeMutableRawPointer(bar))
            XCTAssertEqual(adw_header_bar_get_show_start_title_buttons(header), 0)
            XCTAssertEqual(adw_header_bar_get_show_end_title_buttons(header), 0)
            // Escape dismisses it all the same; its default button (Move) leaves the window
            // without a GTK critical (the window unsets a removed default widget only after its
            // next paint, when the button would be gone).
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(sheet) != 0 })
            let messages = GLibMessageRecorder.record {
                XCTAssertTrue(InputTool.key("Escape"))
                XCTAssertTrue(MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.isEmpty })
                XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(app.gtkWindow) != 0 })
            }
            XCTAssertEqual(messages, [])
            // The main window keeps its close button.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    Self.closeButtons(in: focuskit_as_widget(UnsafeMutableRawPointer(app.gtkWindow))) == 1
                })
        }
    }

    /// SwiftUI's `.destructiveAction` placement: leading, after Cancel, drawn as GNOME's
    /// destructive action; a `.confirmationAction` button is the suggested action by its
    /// placement alone; the sheet shows no close button.
    func testADestructiveActionIsLeadingAndRedAndTheConfirmationIsSuggested() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.DestructiveSheet")
            defer { app.close() }
            emitClicked(try XCTUnwrap(app.button("Close…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !app.viewHost.presentations.hosts.isEmpty })
            let sheet = try XCTUnwrap(app.backend.gtkWindow(app.viewHost.presentations.hosts[0].window.id))
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(sheet))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(widget) != 0 })
            let bar = try XCTUnwrap(GtkWindowChrome.titlebar(of: sheet))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { Self.buttons(in: bar) == ["Cancel", "Don't Save", "Save"] })
            XCTAssertEqual(Self.closeButtons(in: widget), 0)
            let discard = try XCTUnwrap(Self.shownButton("Don't Save", in: bar))
            let save = try XCTUnwrap(Self.shownButton("Save", in: bar))
            let cancel = try XCTUnwrap(Self.shownButton("Cancel", in: bar))
            XCTAssertNotEqual(gtk_widget_has_css_class(discard, "destructive-action"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(discard, "suggested-action"), 0)
            XCTAssertNotEqual(gtk_widget_has_css_class(save, "suggested-action"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(cancel, "suggested-action"), 0)
            XCTAssertEqual(gtk_widget_has_css_class(cancel, "destructive-action"), 0)
            // Text buttons in a header bar have no tooltip repeating their title.
            for button in [cancel, discard, save] { XCTAssertNil(gtk_widget_get_tooltip_text(button)) }
            // Leading: Don't Save is left of Save, in the header bar's start box with Cancel.
            var discardBounds = graphene_rect_t()
            var saveBounds = graphene_rect_t()
            // Once the header bar is laid out (before, its children sit at their origin).
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_width(bar) > 0 && gtk_widget_get_width(save) > 0
                        && gtk_widget_compute_bounds(save, widget, &saveBounds) != 0
                        && saveBounds.origin.x > 0
                })
            XCTAssertNotEqual(gtk_widget_compute_bounds(discard, widget, &discardBounds), 0)
            XCTAssertLessThan(discardBounds.origin.x + discardBounds.size.width, saveBounds.origin.x)
            emitClicked(discard)
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.viewHost.presentations.hosts.isEmpty })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.label("log discard") != nil })
        }
    }

    func testAnAlertHasNoTitleBarAndCancelFirst() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.Alert")
            defer { app.close() }
            emitClicked(try XCTUnwrap(app.button("Delete…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !app.viewHost.presentations.hosts.isEmpty })
            let alert = try XCTUnwrap(app.backend.gtkWindow(app.viewHost.presentations.hosts[0].window.id))
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(alert))
            // libadwaita's AdwMessageDialog: no title bar shown, and no window-manager
            // decoration either; its heading, body and responses are libadwaita's.
            XCTAssertEqual(WidgetLookup.typeName(of: widget), "AdwMessageDialog")
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(widget) != 0 })
            XCTAssertEqual(GtkWindowChrome.titlebar(of: alert).map { gtk_widget_get_visible($0) } ?? 0, 0)
            XCTAssertEqual(gtk_window_get_decorated(alert), 1)
            let dialog = focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(alert))
            XCTAssertEqual(
                adw_message_dialog_get_heading(dialog).map { String(cString: $0) }, "Delete the note?")
            XCTAssertEqual(
                adw_message_dialog_get_body(dialog).map { String(cString: $0) }, "It cannot be restored.")
            // Cancel first, the destructive response drawn so; nothing below the body.
            XCTAssertEqual(Self.buttons(in: widget), ["Keep", "Delete"])
            let delete = try XCTUnwrap(Self.shownButton("Delete", in: widget))
            XCTAssertNotEqual(gtk_widget_has_css_class(delete, "destructive"), 0)
            // Named once: GTK would add the mnemonic label's relation to the name
            // (`GtkQuirk.mnemonicLabelNamesTwice`).
            XCTAssertNotEqual(focuskit_accessible_label_equals(delete, "Delete"), 0)
            XCTAssertEqual(
                gtk_test_accessible_has_relation(OpaquePointer(delete), GTK_ACCESSIBLE_RELATION_LABELLED_BY),
                0)
            XCTAssertEqual(adw_message_dialog_get_extra_child(dialog).map { gtk_widget_get_visible($0) }, 0)
            // Its message is its accessible description, which Orca reads with it (issue 27).
            XCTAssertNotEqual(focuskit_accessible_description_equals(widget, "It cannot be restored."), 0)
            XCTAssertEqual(
                gtk_accessible_get_accessible_role(OpaquePointer(alert)), GTK_ACCESSIBLE_ROLE_DIALOG)
            // A click runs the button's action, then the alert is gone.
            emitClicked(delete)
            XCTAssertTrue(app.viewHost.presentations.hosts.isEmpty)
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    app.widget { widget in
                        focuskit_is_label(UnsafeMutableRawPointer(widget)) != 0
                            && String(
                                cString: gtk_label_get_text(
                                    focuskit_as_label(UnsafeMutableRawPointer(widget))))
                                == "log delete"
                    } != nil
                })
            // The answer counts in the main window's subtitle.
            let title = try XCTUnwrap(GtkWindowChrome.windowTitle(of: app.gtkWindow))
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    adw_window_title_get_subtitle(
                        focuskit_as_adw_window_title(UnsafeMutableRawPointer(title))
                    )
                    .map { String(cString: $0) } == "Drafts, 1 answered"
                })
        }
    }

    /// `confirmationDialog(_:isPresented:titleVisibility:)`: `.hidden` leaves the dialog's
    /// heading out; the window keeps the title as its name (what Orca says first).
    func testAConfirmationDialogsHiddenTitleIsNotShownButNamesTheWindow() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let form = GtkFormHarness(HiddenTitleDialogView())
            defer { form.close() }
            emitClicked(try XCTUnwrap(form.button("Quiet…")))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !form.host.presentations.hosts.isEmpty })
            let dialog = try XCTUnwrap(form.backend.gtkWindow(form.host.presentations.hosts[0].window.id))
            let message = focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(dialog))
            XCTAssertEqual(adw_message_dialog_get_heading(message).map { String(cString: $0) }, "")
            // libadwaita hides an empty heading's label: no mapped label shows the title.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(dialog))) != 0
                })
            XCTAssertFalse(
                WidgetLookup.all(in: focuskit_as_widget(UnsafeMutableRawPointer(dialog))).contains {
                    WidgetLookup.isLabel($0, showing: "Discard the draft?") && gtk_widget_get_mapped($0) != 0
                })
            XCTAssertTrue(
                WidgetLookup.all(in: focuskit_as_widget(UnsafeMutableRawPointer(dialog))).contains {
                    WidgetLookup.isLabel($0, showing: "The draft has not been sent.")
                        && gtk_widget_get_mapped($0) != 0
                })
            XCTAssertEqual(
                adw_message_dialog_get_body(message).map { String(cString: $0) },
                "The draft has not been sent.")
            XCTAssertEqual(gtk_window_get_title(dialog).map { String(cString: $0) }, "Discard the draft?")
            XCTAssertNotEqual(
                focuskit_accessible_label_equals(
                    focuskit_as_widget(UnsafeMutableRawPointer(dialog)), "Discard the draft?"), 0)
        }
    }

    func testSettingsOpenWithCtrlCommaWithoutThePrimaryMenu() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.Settings")
            defer { app.close() }
            let preferences = try XCTUnwrap(app.commandName("Preferences"))
            let accels = gtk_application_get_accels_for_action(app.application, "app.\(preferences)")
            XCTAssertEqual(accels?[0].map { String(cString: $0) }, "<Control>comma")
            g_strfreev(accels)
            XCTAssertTrue(InputTool.key("ctrl+comma"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { app.host.openWindows.count == 2 })
            let settings = try XCTUnwrap(app.backend.gtkWindow(app.host.openWindows[1].id))
            XCTAssertEqual(String(cString: gtk_window_get_title(settings)), "Preferences")
            // libadwaita's preferences window, with its own header bar (SettingsWindowGtkTests).
            XCTAssertEqual(
                WidgetLookup.typeName(of: focuskit_as_widget(UnsafeMutableRawPointer(settings))),
                "AdwPreferencesWindow")
            var menuButtons = 0
            @MainActor func count(_ widget: UnsafeMutablePointer<GtkWidget>) {
                if WidgetLookup.typeName(of: widget) == "GtkMenuButton" { menuButtons += 1 }
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    count(current)
                    child = gtk_widget_get_next_sibling(current)
                }
            }
            count(focuskit_as_widget(UnsafeMutableRawPointer(settings)))
            XCTAssertEqual(menuButtons, 0)
            // Opened again, it comes to the front instead of a second one.
            app.host.openWindow(id: Settings<Text>.id)
            XCTAssertEqual(app.host.openWindows.count, 2)
        }
    }

    func testADividerInACommandMenuIsAMenuSection() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.Divider")
            defer { app.close() }
            let menu = UnsafeMutablePointer<GMenuModel>(app.commands.menu)
            // The primary menu: one section per placement or menu; the Note menu's section
            // holds the submenu, whose two sections are Pin and Archive.
            var noteMenu: UnsafeMutablePointer<GMenuModel>?
            for index in 0..<g_menu_model_get_n_items(menu) {
                guard let section = g_menu_model_get_item_link(menu, index, "section") else { continue }
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                for item in 0..<g_menu_model_get_n_items(section) {
                    if let submenu = g_menu_model_get_item_link(section, item, "submenu") {
                        noteMenu = submenu
                    }
                }
            }
            let note = try XCTUnwrap(noteMenu)
            defer { g_object_unref(UnsafeMutableRawPointer(note)) }
            XCTAssertEqual(g_menu_model_get_n_items(note), 2)
            for index in 0..<2 {
                let part = try XCTUnwrap(g_menu_model_get_item_link(note, Int32(index), "section"))
                XCTAssertEqual(g_menu_model_get_n_items(part), 1)
                g_object_unref(UnsafeMutableRawPointer(part))
            }
        }
    }

    func testTheShortcutsWindowHasOneHelpGroup() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(DecoratedApp(), id: "Decoration.Shortcuts")
            defer { app.close() }
            app.host.showKeyboardShortcutsAction = {}
            let xml = try XCTUnwrap(GtkShortcutsWindowBuilder.xml(for: app.host.commandSections))
            XCTAssertEqual(
                xml.components(separatedBy: "<property name=\"title\">Help</property>").count - 1, 1)
            XCTAssertTrue(xml.contains("Tips"))
            XCTAssertTrue(xml.contains("Keyboard Shortcuts"))
            // Select All is an edit command with Undo, Copy and Paste, not a group of its own
            // (a newcomer found it under "Commands").
            let editing = try XCTUnwrap(xml.range(of: "<property name=\"title\">Editing</property>"))
            let selectAll = try XCTUnwrap(xml.range(of: "Select All"))
            XCTAssertLessThan(editing.lowerBound, selectAll.lowerBound)
            XCTAssertFalse(xml.contains("<property name=\"title\">Commands</property>"), xml)
        }
    }
}
