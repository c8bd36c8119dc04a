import FocusKit

/// Sends the coordinator's trace lines to GLib's log in the `FocusKit` domain at debug level
/// (contract rule 16: shown with `G_MESSAGES_DEBUG=FocusKit`) and its warnings at warning
/// level. Lines carry match values only, never what was typed into a field.
@MainActor
public final class GLibFocusLogger: FocusLogger {
    private let log: GLibLog

    /// Creates a logger writing to the given GLib log domain.
    public init(log: GLibLog = .focusKit) {
        self.log = log
    }

    /// Writes one trace line at debug level.
    public func trace(_ line: String) {
        log.debug(line)
    }

    /// Whether `G_MESSAGES_DEBUG` asks for the `FocusKit` domain.
    public var isTraceEnabled: Bool { log.isDebugEnabled }

    /// Writes a warning.
    public func warning(_ message: String) {
        log.warning(message)
    }
}
