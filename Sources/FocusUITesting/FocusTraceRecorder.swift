import FocusKit

/// Keeps every trace line and warning the coordinator writes, in order.
@MainActor
final class FocusTraceRecorder: FocusLogger {
    var lines: [String] = []
    var warnings: [String] = []

    func trace(_ line: String) { lines.append(line) }
    func warning(_ message: String) { warnings.append(message) }
}
