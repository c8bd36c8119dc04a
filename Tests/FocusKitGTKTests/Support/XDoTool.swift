import CGtk

/// Real key presses through the X server (`xdotool key`), delivered by the window manager to
/// the active window, as a user's would be (contract rule 2). Installed by `scripts/install-deps`.
@MainActor
enum XDoTool {
    /// Runs `xdotool key <keys...>` and waits for it to exit; events reach GTK when the main
    /// context is iterated next. Returns whether xdotool ran and succeeded.
    @discardableResult
    static func key(_ keys: String...) -> Bool {
        run(["xdotool", "key", "--delay", "0"] + keys)
    }

    private static func run(_ arguments: [String]) -> Bool {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var status: gint = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = argv.withUnsafeMutableBufferPointer { buffer in
            g_spawn_sync(
                nil, buffer.baseAddress, nil,
                GSpawnFlags(G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue),
                nil, nil, nil, nil, &status, &error)
        }
        if let error { g_error_free(error) }
        return spawned != 0 && g_spawn_check_wait_status(status, nil) != 0
    }
}
