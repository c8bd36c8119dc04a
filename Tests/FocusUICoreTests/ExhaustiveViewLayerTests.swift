import Foundation
import Testing

@testable import FocusKitTestSupport

/// Every sequence of up to N operations over ``ViewLayerWorld`` (issue 15): `if` branches and
/// `ForEach` rows that add and remove focused fields, `@State` changes, clicks, Tab, writes and
/// frames, checked after every operation. The depth is `FOCUSKIT_EXHAUSTIVE_VIEW_DEPTH`
/// (default ``ciDepth``; `scripts/reliability/long` goes deeper).
@MainActor
@Suite("Exhaustive exploration of the view layer")
struct ExhaustiveViewLayerTests {
    nonisolated static let ciDepth = 9

    static var depth: Int {
        ProcessInfo.processInfo.environment["FOCUSKIT_EXHAUSTIVE_VIEW_DEPTH"].flatMap(Int.init) ?? ciDepth
    }

    @Test func everySequenceOfViewOperationsFollowsTheContract() {
        let started = ContinuousClock.now
        let report = BoundedExplorer.explore(ViewLayerWorld.self, depth: Self.depth)
        print(
            "exhaustive (view layer): every sequence of up to \(report.depth) of "
                + "\(ViewLayerWorld.operations.count) operations: \(report) in \(ContinuousClock.now - started)"
        )
        if let failure = report.failure {
            Issue.record(
                """
                shortest failing sequence (\(failure.sequence.count) operations): \(failure.message)
                \(failure.sequence.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
                """)
        }
        #expect(report.failure == nil)
        #expect(report.depth == Self.depth || report.isClosed)
    }
}
