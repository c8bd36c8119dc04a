import CGtk

/// Real key presses and window choices through the display server, as a user's would be
/// (contract rule 2): `xdotool` on X11, `wtype` and `swaymsg` on Wayland (xdotool does nothing
/// there). Installed by `scripts/install-deps`.
@MainActor
public enum InputTool {
    /// Presses each key chord in turn, in xdotool's syntax (`"Tab"`, `"shift+Tab"`, `"alt+p"`),
    /// and waits for the tool to exit; the events reach GTK when the main context is iterated
    /// next. Returns whether the tool ran and succeeded.
    @discardableResult
    public static func key(_ chords: String...) -> Bool {
        if DisplayServer.current == .wayland {
            // Each wtype run uploads a new keymap: give the client a moment before the first key.
            return run(["wtype", "-s", "30"] + chords.flatMap(wtypeArguments(for:)))
        }
        return run(["xdotool", "key", "--delay", "0"] + chords)
    }

    /// Asks the compositor to activate the window with this exact title (Wayland: `swaymsg
    /// '[title="^…$"] focus'`; X11: `xdotool search --name … windowactivate`). Returns whether
    /// the tool ran and found the window. On X11 it returns once the window manager has handled
    /// the activation and every focus change it caused before has reached GTK
    /// (``X11WindowManager/roundTrip(timeout:)``), so that no earlier one can take the window's
    /// activation back afterwards.
    @discardableResult
    public static func activate(windowTitled title: String) -> Bool {
        let pattern = "^" + regexEscaped(title) + "$"
        if DisplayServer.current == .wayland {
            return run(["swaymsg", "[title=\"\(pattern)\"] focus"])
        }
        let found = run(["xdotool", "search", "--name", pattern, "windowactivate"])
        return X11WindowManager.roundTrip() && found
    }

    /// `wtype` arguments for one xdotool-style chord: modifiers held around the key.
    static func wtypeArguments(for chord: String) -> [String] {
        let parts = chord.split(separator: "+").map(String.init)
        guard var key = parts.last else { return [] }
        let modifiers = parts.dropLast().map { $0.lowercased() == "super" ? "logo" : $0.lowercased() }
        // wtype's keymap has one level per key: Shift+Tab must be the keysym an X keymap gives.
        if key == "Tab", modifiers.contains("shift") { key = "ISO_Left_Tab" }
        if key.count == 1, key.first!.isLetter, modifiers.contains("shift") { key = key.uppercased() }
        return modifiers.flatMap { ["-M", $0] } + ["-k", key] + modifiers.reversed().flatMap { ["-m", $0] }
    }

    private static func regexEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}\"".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Runs the tool once the display server has handled every request this process made so
    /// far (`gdk_display_sync`: X11's `XSync`, a Wayland round trip). Xlib and libwayland buffer
    /// requests until GDK flushes them; a tool that runs first acts on an older state: a window
    /// title not set yet (xdotool or swaymsg finds no window), or a window the window manager
    /// has not managed yet (openbox gives a new window focus when it manages it, after the
    /// tool's activation of another). Requests of one client are handled in order, and the
    /// server sends the window manager the map requests it handled before the tool's, so after
    /// the sync the tool's input comes last.
    private static func run(_ arguments: [String]) -> Bool {
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var status: gint = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = argv.withUnsafeMutableBufferPointer { buffer in
            g_spawn_sync(
                nil, buffer.baseAddress, nil,
                GSpawnFlags(
                    G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue
                        | G_SPAWN_STDERR_TO_DEV_NULL.rawValue),
                nil, nil, nil, nil, &status, &error)
        }
        if let error { g_error_free(error) }
        return spawned != 0 && g_spawn_check_wait_status(status, nil) != 0
    }
}
