import CGtk

/// Captures GLib warnings and criticals (e.g. GObject's "instance has no handler with id")
/// while a test body runs, so tests can assert that an operation was *silently* safe.
///
/// Uses `g_log_set_handler`, which receives messages that GLib and GObject emit through
/// `g_log()`; handlers are removed again before `record` returns.
@MainActor
public final class GLibMessageRecorder {
    /// The messages recorded, as `domain: message`.
    public private(set) var messages: [String] = []

    /// Runs `body` and returns the warnings and criticals logged in `domains` meanwhile.
    public static func record(domains: [String] = ["GLib-GObject", "GLib", "Gtk"], _ body: () throws -> Void)
        rethrows
        -> [String]
    {
        let recorder = GLibMessageRecorder()
        let levels = GLogLevelFlags(
            rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        // The recorder outlives the handlers (they are removed in the defer), so an unretained
        // pointer is enough.
        let userData = Unmanaged.passUnretained(recorder).toOpaque()
        let handlers = domains.map { domain in
            (domain, g_log_set_handler(domain, levels, recordMessage, userData))
        }
        defer {
            for (domain, id) in handlers {
                g_log_remove_handler(domain, id)
            }
        }
        try body()
        return recorder.messages
    }

    fileprivate func append(_ message: String) {
        messages.append(message)
    }
}

/// `GLogFunc`: `void (*)(const gchar *domain, GLogLevelFlags, const gchar *message, gpointer)`.
private func recordMessage(
    _ domain: UnsafePointer<gchar>?, _ level: GLogLevelFlags, _ message: UnsafePointer<gchar>?,
    _ userData: gpointer?
) {
    guard let userData else { return }
    let text = "\(domain.map { String(cString: $0) } ?? "?"): \(message.map { String(cString: $0) } ?? "")"
    let recorder = Unmanaged<GLibMessageRecorder>.fromOpaque(userData).takeUnretainedValue()
    MainActor.assumeIsolated { recorder.append(text) }
}
