/// Where the coordinator sends its trace lines and warnings.
///
/// The GTK backend sends them to GLib's structured log in the `FocusKit` domain, debug level
/// for traces (contract rule 16); tests collect them. Lines never contain field contents,
/// only match values, so secrets typed into fields cannot appear.
@MainActor
public protocol FocusLogger: AnyObject {
    /// A committed change of a state, already formatted as the contract requires.
    func trace(_ line: String)
    /// Something a developer should fix, such as duplicate match values (contract rule 10).
    func warning(_ message: String)
    /// Whether trace lines would be written; when not, the coordinator does not format them.
    var isTraceEnabled: Bool { get }
}

extension FocusLogger {
    /// Traces are formatted and passed on unless a logger says they would be dropped.
    public var isTraceEnabled: Bool { true }
}

/// A logger that drops everything; the default until a backend installs its own.
@MainActor
public final class SilentFocusLogger: FocusLogger {
    /// Creates a logger that drops everything.
    public nonisolated init() {}
    /// Drops the line.
    public func trace(_ line: String) {}
    /// Drops the message.
    public func warning(_ message: String) {}
    /// Nothing is written, so nothing needs formatting.
    public var isTraceEnabled: Bool { false }
}
