import FocusKit

@testable import FocusKitTestSupport

/// Collects trace lines and warnings so tests can assert on them.
@MainActor
final class RecordingLogger: FocusLogger {
    var traces: [String] = []
    var warnings: [String] = []
    func trace(_ line: String) { traces.append(line) }
    func warning(_ message: String) { warnings.append(message) }
}
