import CGtk

/// Chooses GTK's cairo renderer on Wayland with a GTK whose GL renderer can leave a new
/// window undrawn, so that the compositor never shows it
/// (`GtkQuirk.waylandGLRendererLeaksHiddenSurfaces`: the releases, the source and the test).
///
/// Such a GTK never destroys the EGL surface of a Wayland window it hides or closes:
/// `gdk_surface_set_egl_native_window` passes the `GdkDisplay` where `eglDestroySurface` wants
/// the `EGLDisplay` (`gdk/gdksurface.c`, line 1085 of the release measured; later GTK passes
/// `gdk_display_get_egl_display`). libglvnd refuses the call (`EGL_BAD_DISPLAY`), the EGL
/// surface stays registered with Mesa, and GTK then frees the window's `wl_egl_window`
/// (`gdk_wayland_surface_hide_surface`, `gdk/wayland/gdksurface-wayland.c`). Mesa refuses
/// `eglCreateWindowSurface` for a native window that a live EGL surface was made from,
/// compared by address (`_eglNativeSurfaceAlreadyUsed`, Mesa 22.3 `src/egl/main/eglapi.c`:
/// `EGL_BAD_ALLOC`). So when the `wl_egl_window` of a window shown later is allocated where a
/// freed one was, that window gets no EGL surface: GTK draws nothing, commits no buffer and
/// waits for a frame callback that never comes (its frame clock stays frozen), and the
/// compositor never maps the toplevel, so it is never shown or activated. Measured with sway
/// 1.7 and Mesa's software renderer: one window in a few dozen opened after others closed, or
/// within a dozen hides and shows of one window (`GtkWaylandRendererTests`).
///
/// The cairo renderer draws into shared-memory buffers without EGL and is not affected. It is
/// chosen through `GSK_RENDERER`, GTK's documented switch, only when the display is Wayland,
/// the running GTK has the quirk (`GtkQuirk.waylandGLRendererLeaksHiddenSurfaces`) and `GSK_RENDERER` is not set already (a user's choice wins). GTK reads
/// the variable when it makes its first renderer (`gsk/gskrenderer.c`,
/// `get_renderer_for_env_var`, which keeps the answer), that is when the first window is
/// realized, so this must run after `gtk_init` and before any window is shown: `GtkRuntime`,
/// FocusUI's application startup and `GtkFocusHost` (when it tracks its first window) call it.
@MainActor
public enum WaylandRendererChoice {
    /// Whether this process chose the cairo renderer (for tests and logs).
    public private(set) static var choseCairo = false
    private static var decided = false

    /// Sets `GSK_RENDERER=cairo` when GTK's default display is Wayland, the running GTK has
    /// `GtkQuirk.waylandGLRendererLeaksHiddenSurfaces` and `GSK_RENDERER` is unset. Decides once
    /// per process, on the first call made once GTK has a display; later calls do nothing.
    public static func applyBeforeFirstWindow() {
        guard !decided, gtk_is_initialized() != 0, let display = gdk_display_get_default() else { return }
        decided = true
        guard focuskit_is_wayland_display(display) != 0,
            GtkQuirk.waylandGLRendererLeaksHiddenSurfaces.applies,
            g_getenv("GSK_RENDERER") == nil
        else { return }
        g_setenv("GSK_RENDERER", "cairo", 0)
        choseCairo = true
        GLibLog.focusKit.info(
            "GTK \(GtkVersion.running) on Wayland: using GTK's cairo renderer "
                + "(its GL renderer leaks each hidden window's EGL surface, and a later window can get none)")
    }
}
