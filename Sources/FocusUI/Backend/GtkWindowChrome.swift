import CGtk
import FocusUICore

/// A window's content and title bar, on libadwaita's windows as on GTK's.
///
/// FocusUI's windows are libadwaita's (`AdwApplicationWindow` in an app, `AdwWindow`
/// otherwise), which draw no title bar of their own: libadwaita 1.2's windows own GTK's `child`
/// and `titlebar` (calling `gtk_window_set_child` or `gtk_window_set_titlebar` on them is a
/// fatal error at the next size allocation). Their content, set with `adw_*_set_content`, is a
/// ``GtkWindowContent`` box: the header bar, when the window has one, above the view's root
/// box, Tab reaching the root box first. A menu-bar app's windows are `GtkApplicationWindow`s
/// (libadwaita's do not show GTK's menu bar), whose header bar is GTK's title bar.
///
/// Every header bar is libadwaita's `AdwHeaderBar`, titled by an `AdwWindowTitle` that shows
/// the window's title and, below it, its subtitle (`.navigationSubtitle`), unless a principal
/// toolbar item takes its place.
@MainActor
enum GtkWindowChrome {
    private static let contentKey = "focusui-window-content"
    private static let windowTitleKey = "focusui-window-title"
    private static let subtitleKey = "focusui-window-subtitle"
    /// Set on a window whose header bar hides its title (`.toolbar(removing: .title)`).
    private static let hidesTitleKey = "focusui-hides-title"

    /// Whether `window` is one of libadwaita's windows with a content slot.
    static func isAdwaita(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        focuskit_is_adw_window(UnsafeMutableRawPointer(window)) != 0
            || focuskit_is_adw_application_window(UnsafeMutableRawPointer(window)) != 0
    }

    /// Makes `root` the window's content, below the title bar if it gets one; an alert's
    /// `AdwMessageDialog` takes it as its extra child, below its body.
    static func setContent(
        _ root: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>
    ) {
        let raw = UnsafeMutableRawPointer(window)
        if focuskit_is_adw_message_dialog(raw) != 0 {
            // Below the body, shown only while the alert has views there (AlertGtkRenderer).
            gtk_widget_set_visible(root, 0)
            adw_message_dialog_set_extra_child(focuskit_as_adw_message_dialog(raw), root)
            return
        }
        guard isAdwaita(window) else {
            gtk_window_set_child(window, root)
            return
        }
        let content = GtkWindowContent.make()
        gtk_widget_set_vexpand(root, 1)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(content)), root)
        if focuskit_is_adw_application_window(raw) != 0 {
            adw_application_window_set_content(focuskit_as_adw_application_window(raw), content)
        } else {
            adw_window_set_content(focuskit_as_adw_window(raw), content)
        }
        g_object_set_data(focuskit_as_object(raw), contentKey, UnsafeMutableRawPointer(content))
    }

    /// The content box of a libadwaita window (``setContent(_:of:)``).
    private static func content(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), contentKey)?
            .assumingMemoryBound(to: GtkWidget.self)
    }

    /// The window's title bar (its header bar), or `nil` when it has none.
    static func titlebar(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget>? {
        guard isAdwaita(window) else { return gtk_window_get_titlebar(window) }
        return content(of: window).flatMap(GtkWindowContent.titlebar(of:))
    }

    /// Puts `titlebar` at the top of the window (replacing the one it had), or removes the
    /// title bar with `nil`.
    static func setTitlebar(
        _ titlebar: UnsafeMutablePointer<GtkWidget>?, on window: UnsafeMutablePointer<GtkWindow>
    ) {
        guard isAdwaita(window), let content = content(of: window) else {
            gtk_window_set_titlebar(window, titlebar)
            return
        }
        GtkWindowContent.setTitlebar(titlebar, of: content)
    }

    // MARK: Header bars

    /// Gives `window` a new `AdwHeaderBar` titled by an `AdwWindowTitle` (the window's title
    /// and subtitle) and returns it.
    @discardableResult
    static func addHeaderBar(to window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget> {
        let header = adw_header_bar_new()!
        let title = adw_window_title_new(
            GtkTypedWindowTitle.heldTitle(of: window)
                ?? gtk_window_get_title(window).map { String(cString: $0) },
            subtitle(of: window))!
        // The header bar keeps the title while a principal toolbar item replaces it.
        g_object_ref_sink(UnsafeMutableRawPointer(title))
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(header)), windowTitleKey,
            UnsafeMutableRawPointer(title)
        ) { g_object_unref($0) }
        adw_header_bar_set_title_widget(focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header)), title)
        if g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), hidesTitleKey) != nil {
            gtk_widget_set_visible(title, 0)
        }
        setTitlebar(header, on: window)
        return header
    }

    /// Whether `widget` is a header bar FocusUI made.
    static func isHeaderBar(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        focuskit_is_adw_header_bar(UnsafeMutableRawPointer(widget)) != 0
    }

    /// The window's header bar, if its title bar is one.
    static func headerBar(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let titlebar = titlebar(of: window), isHeaderBar(titlebar) else { return nil }
        return titlebar
    }

    /// Packs `widget` at the start of a header bar.
    static func packStart(
        _ widget: UnsafeMutablePointer<GtkWidget>, in header: UnsafeMutablePointer<GtkWidget>
    ) {
        adw_header_bar_pack_start(focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header)), widget)
    }

    /// Packs `widget` at the end of a header bar (before what was packed at the end earlier).
    static func packEnd(_ widget: UnsafeMutablePointer<GtkWidget>, in header: UnsafeMutablePointer<GtkWidget>)
    {
        adw_header_bar_pack_end(focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header)), widget)
    }

    /// The widget in the middle of a header bar: the window title, or a principal toolbar item.
    static func titleWidget(of header: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        adw_header_bar_get_title_widget(focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header)))
    }

    /// Puts `widget` in the middle of a header bar, or the window title back with `nil`.
    static func setTitleWidget(
        _ widget: UnsafeMutablePointer<GtkWidget>?, of header: UnsafeMutablePointer<GtkWidget>
    ) {
        let title = g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(header)), windowTitleKey)?
            .assumingMemoryBound(to: GtkWidget.self)
        adw_header_bar_set_title_widget(
            focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header)), widget ?? title)
    }

    /// The `AdwWindowTitle` of the window's header bar, if it has one.
    static func windowTitle(of window: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let header = headerBar(of: window) else { return nil }
        return g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(header)), windowTitleKey)?
            .assumingMemoryBound(to: GtkWidget.self)
    }

    // MARK: Title and subtitle

    /// Sets the window's title (what the window manager and screen readers name it by) and the
    /// header bar's; while the user types in the window, the window's waits
    /// (``GtkTypedWindowTitle``).
    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWindow>) {
        GtkTypedWindowTitle.setTitle(title, of: window)
        if let windowTitle = windowTitle(of: window) {
            adw_window_title_set_title(
                focuskit_as_adw_window_title(UnsafeMutableRawPointer(windowTitle)), title)
        }
    }

    /// Shows or hides the header bar's title and subtitle (`.toolbar(removing: .title)`), also
    /// for a header bar made later.
    static func setShowsTitle(_ shows: Bool, of window: UnsafeMutablePointer<GtkWindow>) {
        g_object_set_data(
            focuskit_as_object(UnsafeMutableRawPointer(window)), hidesTitleKey,
            shows ? nil : UnsafeMutableRawPointer(window))
        if let windowTitle = windowTitle(of: window) { gtk_widget_set_visible(windowTitle, shows ? 1 : 0) }
    }

    /// The window's subtitle (`.navigationSubtitle`), empty for none.
    static func subtitle(of window: UnsafeMutablePointer<GtkWindow>) -> String {
        g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), subtitleKey)
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
    }

    /// Shows `subtitle` below the title in the header bar (empty: none), as GNOME's apps show a
    /// document's folder or a count there.
    static func setSubtitle(_ subtitle: String, of window: UnsafeMutablePointer<GtkWindow>) {
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(window)), subtitleKey,
            UnsafeMutableRawPointer(strdup(subtitle))
        ) { free($0) }
        if let windowTitle = windowTitle(of: window) {
            adw_window_title_set_subtitle(
                focuskit_as_adw_window_title(UnsafeMutableRawPointer(windowTitle)), subtitle)
        }
    }
}
