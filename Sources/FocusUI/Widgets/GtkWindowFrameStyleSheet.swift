import CGtk
import FocusKitGTK

/// The frame libadwaita gives a window with client-side decorations on a display without a
/// compositor (`window.solid-csd`: X11 without a compositing manager), drawn the way GTK
/// draws cheaply (``GtkQuirk/insetShadowShadesTheWholeWindow``).
///
/// libadwaita 1.2 draws the frame, five pixels wide, as three inset box-shadows with a spread
/// (`inset 0 0 0 5px @borders, inset 0 0 0 4px @headerbar_bg_color, inset 0 0 0 1px @borders`):
/// a border-coloured outer line over the header bar's colour, three pixels of the header bar's
/// colour, and a border-coloured inner line over the window's background. GTK's GL renderer
/// shades each of them over the whole window at every frame. Here the same rings are inset
/// shadows without a spread, drawn beneath in the same order (GTK draws each as two rectangles
/// along the edges), and the outer line is the window's outline, drawn above them. Two pixels
/// differ from libadwaita's frame: the inner line's top-right and bottom-left corners, where
/// the rectangles of its two shadows meet, have its colour drawn twice (a window's header bar
/// usually covers the first).
///
/// The sheet sits just above the theme's priority: it wins over libadwaita's rule, and an
/// app's own style sheet (at the application priority) still wins over it.
@MainActor
package enum GtkWindowFrameStyleSheet {
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// The sheet (`focus-bench` gives it to its raw GTK program in FocusUI's window too).
    package static let css = """
        window.solid-csd {
            box-shadow: inset 5px 5px @borders, inset -5px -5px @borders,
                inset 4px 4px @headerbar_bg_color, inset -4px -4px @headerbar_bg_color;
            outline: 1px solid @borders; outline-offset: -1px; }
        window.solid-csd:backdrop {
            box-shadow: inset 5px 5px @borders, inset -5px -5px @borders,
                inset 4px 4px @headerbar_backdrop_color, inset -4px -4px @headerbar_backdrop_color; }
        """

    /// Whether the sheet is on the default display.
    static var isInstalled: Bool { provider != nil }

    /// Adds the sheet to the default display, once, where GTK has the quirk.
    static func installIfNeeded() {
        guard provider == nil, GtkQuirk.insetShadowShadesTheWholeWindow.applies,
            let display = gdk_display_get_default(), let made = gtk_css_provider_new()
        else { return }
        gtk_css_provider_load_from_data(made, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(made)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_THEME) + 1)
        provider = made
    }

    /// Takes the sheet off the display (tests compare the frame with libadwaita's own).
    static func uninstall() {
        guard let provider, let display = gdk_display_get_default() else { return }
        gtk_style_context_remove_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)))
        g_object_unref(UnsafeMutableRawPointer(provider))
        self.provider = nil
    }
}
