import CGtk
import FocusKitGTK
import Foundation

/// The app's About window: libadwaita's `AdwAboutWindow`, opened by the primary menu's
/// "About <App>" item (the ``CommandGroupPlacement/appInfo`` group), as GNOME's apps have it.
///
/// It shows the app's ``AppMetainfo``: name, icon, version, developer, summary, website, issue
/// and help links, and license. It is modal and transient for the window that was active
/// (libadwaita's defaults), so it stays above it and the app's other windows take no input
/// while it is up; Escape or its close button closes it. The window under it keeps its focus
/// widget (contract rule 4) and the window manager activates it again when the About window
/// goes (its transient parent), so focus is back where it was (rule 18) without a `nil` in
/// between for its window-scoped states. The About window is no view of the app: nothing in
/// it is a focus field.
@MainActor
enum GtkAboutWindow {
    /// Opens an About window for `info` over `parent` (the active window, if any), owned by
    /// GTK (destroyed when closed, or with its parent), and returns it.
    @discardableResult
    static func present(
        _ info: AppMetainfo, application: UnsafeMutablePointer<GtkApplication>?,
        over parent: UnsafeMutablePointer<GtkWindow>?
    ) -> UnsafeMutablePointer<GtkWidget> {
        let widget = adw_about_window_new()!
        let about = focuskit_as_adw_about_window(UnsafeMutableRawPointer(widget))
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        adw_about_window_set_application_name(about, info.name)
        if let icon = info.iconName { adw_about_window_set_application_icon(about, icon) }
        if let version = info.version { adw_about_window_set_version(about, version) }
        if let developer = info.developerName { adw_about_window_set_developer_name(about, developer) }
        if let summary = info.summary { adw_about_window_set_comments(about, summary) }
        if let website = info.website { adw_about_window_set_website(about, website) }
        if let issueURL = info.issueURL { adw_about_window_set_issue_url(about, issueURL) }
        if let supportURL = info.supportURL { adw_about_window_set_support_url(about, supportURL) }
        if let license = info.license {
            let type = licenseType(spdx: license)
            if type == GTK_LICENSE_CUSTOM {
                adw_about_window_set_license(about, license)
            } else {
                adw_about_window_set_license_type(about, type)
            }
        }
        // Titled as GTK's own About dialog ("About <App>"): libadwaita's "About" shows nowhere in
        // the window, but screen readers say the title when it opens (Orca 43 reads none of
        // its labels then) and window lists show it.
        gtk_window_set_title(window, "About \(info.name)")
        if let version = info.version, GtkQuirk.buttonLabelInBoxNotItsName.applies,
            let button = versionButton(in: widget)
        {
            // libadwaita's version button (it copies the version), the first Tab stop.
            GtkAccessibility.setLabel(button, "Version \(version)")
        }
        if let application { gtk_window_set_application(window, application) }
        // In the parent's window group: a modal window blocks that window (``GtkTransientWindows``).
        if let parent { GtkTransientWindows.keep(window, above: parent) }
        gtk_window_present(window)
        return widget
    }

    /// The About window's version button (style class `app-version`), if it has one.
    private static func versionButton(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        GtkWidgetTree.first(in: widget) {
            focuskit_is_button(UnsafeMutableRawPointer($0)) != 0
                && gtk_widget_has_css_class($0, "app-version") != 0
        }
    }

    /// The `GtkLicense` of an SPDX identifier, or `GTK_LICENSE_CUSTOM` for one GTK does not
    /// name (the identifier is then shown as the license's text).
    nonisolated static func licenseType(spdx: String) -> GtkLicense {
        switch spdx {
        case "GPL-2.0-or-later", "GPL-2.0+": return GTK_LICENSE_GPL_2_0
        case "GPL-2.0-only", "GPL-2.0": return GTK_LICENSE_GPL_2_0_ONLY
        case "GPL-3.0-or-later", "GPL-3.0+": return GTK_LICENSE_GPL_3_0
        case "GPL-3.0-only", "GPL-3.0": return GTK_LICENSE_GPL_3_0_ONLY
        case "LGPL-2.1-or-later", "LGPL-2.1+": return GTK_LICENSE_LGPL_2_1
        case "LGPL-2.1-only", "LGPL-2.1": return GTK_LICENSE_LGPL_2_1_ONLY
        case "LGPL-3.0-or-later", "LGPL-3.0+": return GTK_LICENSE_LGPL_3_0
        case "LGPL-3.0-only", "LGPL-3.0": return GTK_LICENSE_LGPL_3_0_ONLY
        case "AGPL-3.0-or-later", "AGPL-3.0+": return GTK_LICENSE_AGPL_3_0
        case "AGPL-3.0-only", "AGPL-3.0": return GTK_LICENSE_AGPL_3_0_ONLY
        case "MIT": return GTK_LICENSE_MIT_X11
        case "BSD-2-Clause": return GTK_LICENSE_BSD
        case "BSD-3-Clause": return GTK_LICENSE_BSD_3
        case "Apache-2.0": return GTK_LICENSE_APACHE_2_0
        case "MPL-2.0": return GTK_LICENSE_MPL_2_0
        case "Artistic-2.0": return GTK_LICENSE_ARTISTIC
        default: return GTK_LICENSE_CUSTOM
        }
    }
}
