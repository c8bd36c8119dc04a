import CGtk

/// Runs a display-server tool (`swaymsg`, `xdotool`) to completion from the benchmark, output
/// discarded.
enum ExternalTool {
    /// Runs `arguments` (the tool found on `PATH`); whether it ran and succeeded.
    static func run(_ arguments: [String]) -> Bool {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for pointer in argv { free(pointer) } }
        var status: gint = 0
        let flags =
            G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue
            | G_SPAWN_STDERR_TO_DEV_NULL.rawValue
        let spawned = argv.withUnsafeMutableBufferPointer { buffer in
            g_spawn_sync(nil, buffer.baseAddress, nil, GSpawnFlags(flags), nil, nil, nil, nil, &status, nil)
        }
        return spawned != 0 && g_spawn_check_wait_status(status, nil) != 0
    }
}
