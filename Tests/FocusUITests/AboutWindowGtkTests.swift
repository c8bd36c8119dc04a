import CGtk
import FocusKitGTK
import GtkTestSupport
import TestViews
import XCTest

@testable import FocusKit
@testable import FocusUI
@testable import FocusUICore

/// The About window (issue 27): the primary menu's "About <App>" (the app-info group) opens
/// libadwaita's `AdwAboutWindow` with the app's metainfo, modal over the active window; Escape
/// closes it and focus is back on the control that had it (rule 18).
final class AboutWindowGtkTests: XCTestCase {
    static let metainfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <component type="desktop-application">
          <id>org.focuskit.tests.Notes</id>
          <metadata_license>CC0-1.0</metadata_license>
          <project_license>GPL-3.0-or-later</project_license>
          <name>Notes</name>
          <name xml:lang="de">Notizen</name>
          <summary>Write things down</summary>
          <developer_name>The FocusKit Developers</developer_name>
          <url type="homepage">https://example.org/notes</url>
          <url type="bugtracker">https://example.org/notes/issues</url>
          <releases>
            <release version="1.4.2" date="2026-11-01"><description><p>Fixes.</p></description></release>
            <release version="1.4.1" date="2026-10-01"/>
          </releases>
        </component>
        """

    func testMetainfoIsReadAsGnomeReadsIt() throws {
        let info = try XCTUnwrap(AppMetainfo.parse(Self.metainfo))
        XCTAssertEqual(info.name, "Notes", "the untranslated name")
        XCTAssertEqual(info.summary, "Write things down")
        XCTAssertEqual(info.version, "1.4.2", "the newest release")
        XCTAssertEqual(info.developerName, "The FocusKit Developers")
        XCTAssertEqual(info.license, "GPL-3.0-or-later")
        XCTAssertEqual(info.website, "https://example.org/notes")
        XCTAssertEqual(info.issueURL, "https://example.org/notes/issues")
        XCTAssertNil(AppMetainfo.parse("<component><name>Broken</component>"), "not well-formed")
        XCTAssertNil(AppMetainfo.parse("<component><summary>No name</summary></component>"))
        // login-form's, in the repository's Resources folder.
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        let loginForm = try XCTUnwrap(
            AppMetainfo.parse(
                contentsOf: repository.appendingPathComponent("Resources/org.focuskit.LoginForm.metainfo.xml")
            ))
        XCTAssertEqual(loginForm.name, "Login Form")
        XCTAssertEqual(loginForm.version, "0.1.0")
        XCTAssertEqual(loginForm.license, "MIT")
        XCTAssertEqual(GtkAboutWindow.licenseType(spdx: "MIT"), GTK_LICENSE_MIT_X11)
        XCTAssertEqual(GtkAboutWindow.licenseType(spdx: "EUPL-1.2"), GTK_LICENSE_CUSTOM)
    }

    /// Without metainfo the name is the app type's in words, as a Mac app's bundle name (the
    /// executable's, "habits", made a newcomer's menu say "About habits").
    func testWithoutMetainfoTheNameIsTheAppTypesInWords() {
        XCTAssertEqual(AppMetainfo.name(ofAppType: "HabitsApp"), "Habits")
        XCTAssertEqual(AppMetainfo.name(ofAppType: "LoginFormApp"), "Login Form")
        XCTAssertEqual(AppMetainfo.name(ofAppType: "Notes2App"), "Notes2")
        XCTAssertEqual(AppMetainfo.name(ofAppType: "MyHTMLEditor"), "My HTML Editor")
        XCTAssertNil(AppMetainfo.name(ofAppType: "App"))
        let info = AppMetainfo.load(
            applicationID: "org.example.Habits", resourceName: nil, appTypeName: "HabitsApp")
        XCTAssertEqual(info.name, "Habits")
        XCTAssertEqual(info.iconName, "org.example.Habits")
        XCTAssertNil(info.version)
    }

    func testAboutOpensModalOverTheWindowAndEscapeReturnsFocus() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            var info = try XCTUnwrap(AppMetainfo.parse(Self.metainfo))
            info.iconName = "org.focuskit.tests.Notes"
            let app = try GtkAppHarness(DecoratedApp(), id: "About.Notes", about: info)
            defer { app.close() }
            let notes = app.gtkWindow
            // The item is in the app-info group of the primary menu, after Keyboard Shortcuts.
            let appInfo = try XCTUnwrap(app.host.commandSections.first { $0.placement == .appInfo })
            XCTAssertEqual(appInfo.items.first?.title, "About Notes")
            let delete = try XCTUnwrap(app.button("Delete…"))
            XCTAssertNotEqual(gtk_widget_grab_focus(delete), 0)
            let action = try XCTUnwrap(app.commandName("About Notes"))
            g_action_group_activate_action(
                OpaquePointer(UnsafeMutableRawPointer(app.application)), action, nil)
            @MainActor func aboutWindow() -> UnsafeMutablePointer<GtkWindow>? {
                gtk_application_get_active_window(app.application).flatMap {
                    focuskit_is_adw_about_window(UnsafeMutableRawPointer($0)) != 0 ? $0 : nil
                }
            }
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    aboutWindow().map { gtk_window_is_active($0) != 0 } ?? false
                })
            let about = try XCTUnwrap(aboutWindow())
            let adwAbout = focuskit_as_adw_about_window(UnsafeMutableRawPointer(about))
            XCTAssertEqual(String(cString: adw_about_window_get_application_name(adwAbout)), "Notes")
            XCTAssertEqual(String(cString: adw_about_window_get_version(adwAbout)), "1.4.2")
            XCTAssertEqual(
                String(cString: adw_about_window_get_application_icon(adwAbout)), "org.focuskit.tests.Notes")
            XCTAssertEqual(String(cString: adw_about_window_get_comments(adwAbout)), "Write things down")
            XCTAssertEqual(adw_about_window_get_license_type(adwAbout), GTK_LICENSE_GPL_3_0)
            // Screen readers say the title when it opens: the app's name, as GTK's About dialog.
            XCTAssertEqual(String(cString: gtk_window_get_title(about)), "About Notes")
            // The version button, the first Tab stop, is named (libadwaita leaves it unnamed).
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(about).map {
                        focuskit_accessible_label_equals($0, "Version 1.4.2") != 0
                    }
                        ?? false
                })
            XCTAssertNotEqual(gtk_window_get_modal(about), 0)
            XCTAssertEqual(gtk_window_get_transient_for(about), notes)
            XCTAssertEqual(gtk_window_get_focus(notes), delete, "the window under it keeps its focus")
            XCTAssertTrue(InputTool.key("Escape"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_window_is_active(notes) != 0 })
            XCTAssertNil(aboutWindow())
            XCTAssertEqual(gtk_window_get_focus(notes), delete, "focus is back on Delete…")
            XCTAssertEqual(app.backend.focusCoordinator.keyWindow, app.window.id)
        }
    }
}
