import CGtk

/// Puts the benchmark's windows at the same place, so that the two sides of a ratio differ
/// only in what is measured. GTK 4 has no call to position a toplevel; the display server is
/// asked instead: under sway (`SWAYSOCK`), a rule makes every `focus-bench` window floating,
/// 400 × 300 at (0, 0), before it maps (a tiling compositor would otherwise split the screen
/// between them); under X11, `xdotool windowmove` moves a mapped window to (0, 0), when
/// xdotool is installed. Elsewhere the windows keep the size they all ask for (400 × 300).
@MainActor
enum WindowPlacement {
    /// The size every benchmark window asks for.
    static let width: Int32 = 400
    static let height: Int32 = 300

    /// Installs the compositor rule (sway), before any benchmark window maps.
    static func prepare() {
        guard g_getenv("SWAYSOCK") != nil else { return }
        _ = ExternalTool.run([
            "swaymsg",
            "for_window [title=\"^focus-bench\"] floating enable, resize set \(width) \(height), move position 0 0",
        ])
    }

    /// Moves a mapped window to (0, 0) under X11 (no-op elsewhere).
    static func place(_ pair: EntryPairWindow) {
        guard g_getenv("SWAYSOCK") == nil, g_getenv("DISPLAY") != nil else { return }
        let title = String(cString: gtk_window_get_title(pair.window))
        _ = ExternalTool.run(["xdotool", "search", "--name", "^\(title)$", "windowmove", "%@", "0", "0"])
        GtkLoop.settle(milliseconds: 20)
    }
}
