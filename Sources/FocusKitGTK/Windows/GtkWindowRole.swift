import FocusKit

/// What a window is to the app, which decides how it closes (see
/// ``GtkFocusHost/manage(_:role:closeRequested:destroyed:)``).
public enum GtkWindowRole: Sendable, Equatable {
    /// A window of its own (a scene's, or any top-level window of a plain GTK program), in a
    /// `GtkWindowGroup` of its own, which its modal windows join: a sheet blocks its presenter
    /// only, not the app's other windows (a program's own modal dialog over it joins its group
    /// too: `gtk_window_group_add_window(gtk_window_get_group(parent), dialog)`, or GTK's
    /// modality, a grab in the dialog's group, blocks nothing). Closed
    /// while another window of the app is shown, it is retired (hidden now, destroyed a few
    /// seconds later, ``RetiredWindows``), so that a screen reader announces the window focus
    /// moves to with its title; closed as the last shown window, it is destroyed, with every
    /// retired one.
    case main
    /// A sheet, alert or dialog, modal over the window `presenter`: transient for it, modal (in
    /// its window group: the other windows of the app stay usable), and destroyed with it; destroyed when it closes, never retired (a hidden modal window kept its
    /// presenter from being activated again, openbox).
    case modal(over: FocusWindowID)

    /// Whether it is modal over another window.
    public var isModal: Bool {
        if case .modal = self { return true }
        return false
    }
}
