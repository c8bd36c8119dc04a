import CGtk
import FocusUICore

/// Whether a sheet's header bar shows the window's close button.
///
/// GNOME's dialogs with Cancel at the start of their header bar and the confirming action at
/// its end show no close button (GNOME HIG, "Dialogs"): Cancel closes them. A sheet's header
/// bar does the same: while it holds a toolbar item placed as ``ToolbarItemPlacement/cancellationAction``,
/// ``ToolbarItemPlacement/confirmationAction`` or ``ToolbarItemPlacement/destructiveAction``, `AdwHeaderBar`'s start and end title buttons are
/// off; a sheet without one keeps its close button, else the pointer could not close it. Escape
/// dismisses a sheet either way, and a main window always keeps its close button.
@MainActor
enum GtkDialogTitleButtons {
    private static let dialogKey = "focusui-dialog-header-bar"
    private static let actionKey = "focusui-dialog-action"

    /// Marks `header` as a sheet's header bar, whose title buttons follow its toolbar items.
    static func markDialogHeaderBar(_ header: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(focuskit_as_object(UnsafeMutableRawPointer(header)), dialogKey, header)
    }

    /// Marks a toolbar item's box in a header bar as a dialog's Cancel or confirming action, or
    /// not.
    static func setDialogAction(_ isDialogAction: Bool, of box: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data(
            focuskit_as_object(UnsafeMutableRawPointer(box)), actionKey,
            isDialogAction ? UnsafeMutableRawPointer(box) : nil)
    }

    /// Shows the close button of a sheet's header bar only while no toolbar item in it is a
    /// dialog's Cancel or confirming action; does nothing to other header bars.
    static func update(_ header: UnsafeMutablePointer<GtkWidget>) {
        guard g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(header)), dialogKey) != nil
        else { return }
        let shows: gboolean = hasDialogAction(in: header) ? 0 : 1
        let bar = focuskit_as_adw_header_bar(UnsafeMutableRawPointer(header))
        if adw_header_bar_get_show_end_title_buttons(bar) != shows {
            adw_header_bar_set_show_start_title_buttons(bar, shows)
            adw_header_bar_set_show_end_title_buttons(bar, shows)
        }
    }

    private static func hasDialogAction(in header: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GtkWidgetTree.first(in: header) {
            g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer($0)), actionKey) != nil
        } != nil
    }
}
