import CGtk

/// Structured logging through GLib in a fixed log domain.
///
/// Implements contract rule 16 (observability): messages go through `g_log_structured_array`
/// so GLib's default writer applies its usual filtering. Debug and info lines are shown only
/// when `G_MESSAGES_DEBUG` names the domain (for example `G_MESSAGES_DEBUG=FocusKit`, or
/// `all`); warnings are always shown. The variadic `g_log()` / `g_log_structured()` macros do
/// not import into Swift, hence the array form with explicit `GLogField`s.
///
/// Callers must keep secrets out of messages: this type logs exactly what it is given.
public struct GLibLog: Sendable {
    /// The GLib log domain, written as the `GLIB_DOMAIN` field.
    public let domain: String

    /// The domain FocusKit logs in, as required by contract rule 16.
    public static let focusKitDomain = "FocusKit"

    /// A logger for FocusKit's own domain.
    public static let focusKit = GLibLog()

    /// Creates a logger writing to `domain`.
    /// - Parameter domain: The GLib log domain; defaults to ``focusKitDomain``.
    public init(domain: String = GLibLog.focusKitDomain) {
        self.domain = domain
    }

    /// Logs at `G_LOG_LEVEL_DEBUG` (syslog priority 7); shown only with `G_MESSAGES_DEBUG`.
    ///
    /// The message is built lazily so that filtered-out debug lines cost no formatting.
    /// - Parameters:
    ///   - message: The message text.
    ///   - file: The source file, recorded as `CODE_FILE` (defaults to the caller's).
    ///   - line: The source line, recorded as `CODE_LINE` (defaults to the caller's).
    ///   - function: The function, recorded as `CODE_FUNC` (defaults to the caller's).
    public func debug(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        guard isDebugEnabled else { return }
        log(.debug, message(), file: file, line: line, function: function)
    }

    /// Logs at `G_LOG_LEVEL_INFO` (syslog priority 6); shown only with `G_MESSAGES_DEBUG`.
    /// - Parameters:
    ///   - message: The message text.
    ///   - file: The source file, recorded as `CODE_FILE` (defaults to the caller's).
    ///   - line: The source line, recorded as `CODE_LINE` (defaults to the caller's).
    ///   - function: The function, recorded as `CODE_FUNC` (defaults to the caller's).
    public func info(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        guard isDebugEnabled else { return }
        log(.info, message(), file: file, line: line, function: function)
    }

    /// Logs at `G_LOG_LEVEL_WARNING` (syslog priority 4); always shown.
    ///
    /// Not fatal unless the process runs with `G_DEBUG=fatal-warnings`, as for any GLib
    /// warning.
    /// - Parameters:
    ///   - message: The message text.
    ///   - file: The source file, recorded as `CODE_FILE` (defaults to the caller's).
    ///   - line: The source line, recorded as `CODE_LINE` (defaults to the caller's).
    ///   - function: The function, recorded as `CODE_FUNC` (defaults to the caller's).
    public func warning(
        _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) {
        log(.warning, message(), file: file, line: line, function: function)
    }

    /// Whether debug and info messages of this domain would currently be written.
    ///
    /// Mirrors the default writer's check (`G_MESSAGES_DEBUG` naming the domain or `all`) via
    /// `g_log_writer_default_would_drop`, so callers can skip expensive message building.
    public var isDebugEnabled: Bool {
        domain.withCString { g_log_writer_default_would_drop(G_LOG_LEVEL_DEBUG, $0) == 0 }
    }

    /// Writes one structured record. Fields follow the documentation of
    /// `g_log_structured_array`: the level must also be present as the `PRIORITY` field.
    private func log(
        _ level: Level, _ message: String, file: StaticString, line: UInt, function: StaticString
    ) {
        let lineText = String(line)
        domain.withCString { domainPtr in
            message.withCString { messagePtr in
                level.priority.withCString { priorityPtr in
                    lineText.withCString { linePtr in
                        file.withUTF8Buffer { fileBuffer in
                            function.withUTF8Buffer { functionBuffer in
                                let fields = [
                                    field("GLIB_DOMAIN", domainPtr),
                                    field("MESSAGE", messagePtr),
                                    field("PRIORITY", priorityPtr),
                                    field("CODE_LINE", linePtr),
                                    field("CODE_FILE", fileBuffer),
                                    field("CODE_FUNC", functionBuffer),
                                ]
                                fields.withUnsafeBufferPointer {
                                    g_log_structured_array(level.flags, $0.baseAddress, gsize($0.count))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A NUL-terminated string field (`length` -1, as GLib documents for strings).
    private func field(_ key: StaticString, _ value: UnsafePointer<CChar>) -> GLogField {
        GLogField(key: keyPointer(key), value: UnsafeRawPointer(value), length: -1)
    }

    /// A field whose value is a `StaticString` buffer, passed with its explicit length because
    /// static strings are not guaranteed to be NUL-terminated when viewed as a buffer.
    private func field(_ key: StaticString, _ value: UnsafeBufferPointer<UInt8>) -> GLogField {
        GLogField(key: keyPointer(key), value: UnsafeRawPointer(value.baseAddress), length: value.count)
    }

    /// Field keys are ASCII string literals, which Swift stores NUL-terminated.
    private func keyPointer(_ key: StaticString) -> UnsafePointer<CChar> {
        UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// The GLib levels FocusKit uses, with the syslog priorities `g_log_structured` would add.
    private enum Level {
        case debug, info, warning

        var flags: GLogLevelFlags {
            switch self {
            case .debug: G_LOG_LEVEL_DEBUG
            case .info: G_LOG_LEVEL_INFO
            case .warning: G_LOG_LEVEL_WARNING
            }
        }

        var priority: String {
            switch self {
            case .debug: "7"
            case .info: "6"
            case .warning: "4"
            }
        }
    }
}
