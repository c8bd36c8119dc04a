import CGtk

/// Process-wide GTK initialisation.
///
/// Implements the contract's "Swift on Linux facts": `gtk_init_check()` returns FALSE when no
/// display can be opened, whereas `gtk_init()` would terminate the process. FocusKit therefore
/// only ever calls `gtk_init_check()`.
@MainActor
public enum GtkRuntime {
    /// The outcome of the one and only `gtk_init_check()` call; nil before it.
    ///
    /// Failure is cached too: measured, calling `gtk_init_check()` again after
    /// it failed dereferences NULL inside libgtk (SIGSEGV), so a failed attempt is final for
    /// the process.
    private static var outcome: Bool?

    /// Initialises GTK once and reports whether a display is available.
    ///
    /// Idempotent: only the first call reaches `gtk_init_check()`; later calls return the same
    /// answer. If something else already initialised GTK (for example `GtkApplication`'s
    /// startup), no second initialisation is attempted. Must run on the main thread, like
    /// every GTK call (hence `@MainActor`).
    /// - Returns: `true` when GTK is initialised with a default display.
    @discardableResult
    public static func initializeIfPossible() -> Bool {
        if let outcome {
            return outcome
        }
        let result = gtk_is_initialized() != 0 || gtk_init_check() != 0
        outcome = result
        // Before any window exists: a GTK with `GtkQuirk.waylandGLRendererLeaksHiddenSurfaces`
        // can leave a Wayland window undrawn.
        if result { WaylandRendererChoice.applyBeforeFirstWindow() }
        return result
    }

    /// Whether GTK is initialised, by ``initializeIfPossible()`` or by the application itself.
    public static var isInitialized: Bool {
        outcome == true || gtk_is_initialized() != 0
    }
}
