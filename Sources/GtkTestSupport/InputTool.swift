import CGtk
import Foundation

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
        key(chords)
    }

    /// Presses each key chord in turn; see ``key(_:)-(String...)``.
    @discardableResult
    public static func key(_ chords: [String]) -> Bool {
        if DisplayServer.current == .wayland {
            // Each wtype run uploads a new keymap: give the client a moment before the first key.
            return run(["wtype", "-s", "30"] + chords.flatMap(wtypeArguments(for:)))
        }
        return run(["xdotool", "key", "--delay", "0"] + chords)
    }

    /// Moves the pointer over `widget`'s centre and clicks the primary button `count` times in
    /// a row (X11: `xdotool mousemove --window … click --repeat`; Wayland: sway's `seat - cursor
    /// set` and `cursor press`/`release`). Returns whether the tool ran.
    @discardableResult
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>, count: Int = 1) -> Bool {
        if DisplayServer.current == .wayland {
            guard let (x, y) = swayPoint(of: widget) else { return false }
            var ok = run(["swaymsg", "seat - cursor set \(x) \(y)"])
            for _ in 0..<count {
                ok = ok && run(["swaymsg", "seat - cursor press button1"])
                ok = ok && run(["swaymsg", "seat - cursor release button1"])
            }
            return ok
        }
        guard let move = x11Move(to: widget) else { return false }
        return run(move + ["click", "--repeat", "\(count)", "--delay", "80", "1"])
    }

    /// Moves the pointer over `widget`'s centre and presses the primary button (`true`), or
    /// releases it (`false`): a press held for as long as the caller waits in between.
    @discardableResult
    public static func press(_ widget: UnsafeMutablePointer<GtkWidget>, _ isDown: Bool) -> Bool {
        if DisplayServer.current == .wayland {
            if isDown {
                guard let (x, y) = swayPoint(of: widget), run(["swaymsg", "seat - cursor set \(x) \(y)"])
                else { return false }
            }
            return run(["swaymsg", "seat - cursor \(isDown ? "press" : "release") button1"])
        }
        guard isDown else { return run(["xdotool", "mouseup", "1"]) }
        guard let move = x11Move(to: widget) else { return false }
        return run(move + ["mousedown", "1"])
    }

    /// Moves the pointer over `widget`'s centre (`true`), or to the screen's top left corner,
    /// away from every window (`false`).
    @discardableResult
    public static func hover(_ widget: UnsafeMutablePointer<GtkWidget>, _ isInside: Bool = true) -> Bool {
        if DisplayServer.current == .wayland {
            guard let (x, y) = isInside ? swayPoint(of: widget) : (0, 0) else { return false }
            return run(["swaymsg", "seat - cursor set \(x) \(y)"])
        }
        guard isInside else { return run(["xdotool", "mousemove", "0", "0"]) }
        guard let move = x11Move(to: widget) else { return false }
        return run(move)
    }

    /// `widget`'s centre in its window's surface (GTK's surface transform is the shadow of a
    /// window with client-side decorations), and the window's title.
    private static func pointInSurface(of widget: UnsafeMutablePointer<GtkWidget>) -> (
        Double, Double, String
    )? {
        guard let native = gtk_widget_get_native(widget),
            let title = gtk_window_get_title(focuskit_as_window(UnsafeMutableRawPointer(native)))
        else { return nil }
        var center = graphene_point_t(
            x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
        var inNative = graphene_point_t()
        guard
            gtk_widget_compute_point(
                widget, focuskit_as_widget(UnsafeMutableRawPointer(native)), &center, &inNative) != 0
        else { return nil }
        var surfaceX: Double = 0
        var surfaceY: Double = 0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return (surfaceX + Double(inNative.x), surfaceY + Double(inNative.y), String(cString: title))
    }

    /// xdotool's words that move the pointer over `widget`'s centre, in its X window's own
    /// coordinates (`search … mousemove --window %1`), right whatever frame the window manager
    /// puts around the window.
    static func x11Move(to widget: UnsafeMutablePointer<GtkWidget>) -> [String]? {
        guard let (x, y, title) = pointInSurface(of: widget) else { return nil }
        let pattern = "^" + regexEscaped(title) + "$"
        return [
            "xdotool", "search", "--name", pattern, "mousemove", "--window", "%1", "\(Int(x))", "\(Int(y))",
        ]
    }

    /// `widget`'s centre in sway's layout: sway places the window geometry (the surface
    /// without GTK's shadow) at the node's `rect` plus `window_rect`.
    static func swayPoint(of widget: UnsafeMutablePointer<GtkWidget>) -> (Int, Int)? {
        guard let native = gtk_widget_get_native(widget), let (x, y, title) = pointInSurface(of: widget),
            let tree = output(of: ["swaymsg", "-t", "get_tree"]),
            let rect = windowRect(titled: title, inSwayTree: tree)
        else { return nil }
        var shadowX: Double = 0
        var shadowY: Double = 0
        gtk_native_get_surface_transform(native, &shadowX, &shadowY)
        return (rect.0 + Int(x - shadowX), rect.1 + Int(y - shadowY))
    }

    /// The layout position of the content of the window titled `title` in `swaymsg -t get_tree`:
    /// the node's `rect` plus its `window_rect`.
    static func windowRect(titled title: String, inSwayTree tree: String) -> (Int, Int)? {
        guard let data = tree.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        func find(_ node: [String: Any]) -> (Int, Int)? {
            if node["name"] as? String == title, let rect = node["rect"] as? [String: Any],
                let window = node["window_rect"] as? [String: Any]
            {
                let x = (rect["x"] as? Int ?? 0) + (window["x"] as? Int ?? 0)
                let y = (rect["y"] as? Int ?? 0) + (window["y"] as? Int ?? 0)
                return (x, y)
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] {
                    if let found = find(child) { return found }
                }
            }
            return nil
        }
        return find(root)
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

    /// The title of the window the window manager or compositor has given keyboard focus, as
    /// it sees it now (X11: `xdotool getactivewindow getwindowname`; Wayland: the focused node
    /// of `swaymsg -t get_tree`). Runs the tool synchronously: GTK's main context is not
    /// iterated meanwhile, so the events the answer implies stay queued for the app.
    public static func activeWindowTitle() -> String? {
        if DisplayServer.current == .wayland {
            guard let tree = output(of: ["swaymsg", "-t", "get_tree"]) else { return nil }
            return focusedTitle(inSwayTree: tree)
        }
        return output(of: ["xdotool", "getactivewindow", "getwindowname"])?
            .trimmingCharacters(in: .newlines)
    }

    /// Waits, without iterating GTK's main context, until the window manager has given keyboard
    /// focus to the window titled `title` (polling the display server's own answer every 20 ms,
    /// at most `timeout` seconds). Returns whether it did.
    public static func waitUntilActive(windowTitled title: String, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while activeWindowTitle() != title {
            if g_get_monotonic_time() >= deadline { return false }
            g_usleep(20_000)
        }
        return true
    }

    /// The `"name"` of the node with `"focused": true` in sway's tree (its JSON).
    static func focusedTitle(inSwayTree tree: String) -> String? {
        guard let data = tree.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        var pending = [root]
        while let node = pending.popLast() {
            if node["focused"] as? Bool == true { return node["name"] as? String }
            for key in ["nodes", "floating_nodes"] {
                pending += (node[key] as? [[String: Any]]) ?? []
            }
        }
        return nil
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

    /// The standard output of a tool that succeeded, or `nil`; run as ``run(_:)`` runs a tool, once
    /// the display server has handled every request this process made so far.
    private static func output(of arguments: [String]) -> String? {
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var status: gint = 0
        var standardOutput: UnsafeMutablePointer<CChar>?
        let spawned = argv.withUnsafeMutableBufferPointer { buffer in
            g_spawn_sync(
                nil, buffer.baseAddress, nil,
                GSpawnFlags(G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDERR_TO_DEV_NULL.rawValue),
                nil, nil, &standardOutput, nil, &status, nil)
        }
        defer { g_free(standardOutput) }
        guard spawned != 0, g_spawn_check_wait_status(status, nil) != 0, let standardOutput else {
            return nil
        }
        return String(cString: standardOutput)
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
