import Foundation
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

/// Every sequence of up to N operations over ``ContractWorld`` (issue 15), checked after every
/// operation against the reference model and ``TraceProperties``. On failure the shortest
/// failing sequence is printed (breadth-first order finds it first).
///
/// The depth is `FOCUSKIT_EXHAUSTIVE_DEPTH` (default ``ciDepth``, chosen to finish well under
/// five minutes on two shared cores; `scripts/reliability/long` runs a deeper variant).
@MainActor
@Suite("Exhaustive exploration of the contract")
struct ExhaustiveExplorationTests {
    nonisolated static let ciDepth = 6

    static var depth: Int {
        ProcessInfo.processInfo.environment["FOCUSKIT_EXHAUSTIVE_DEPTH"].flatMap(Int.init) ?? ciDepth
    }

    @Test func everySequenceOfOperationsFollowsTheContract() {
        let started = ContinuousClock.now
        let report = BoundedExplorer.explore(ContractWorld.self, depth: Self.depth)
        print(
            "exhaustive (fake toolkit): every sequence of up to \(report.depth) of "
                + "\(ContractWorld.operations.count) operations: \(report) in \(ContinuousClock.now - started)"
        )
        if let failure = report.failure {
            Issue.record(
                """
                shortest failing sequence (\(failure.sequence.count) operations): \(failure.message)
                \(failure.sequence.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n"))
                """)
        }
        #expect(report.depth == Self.depth || report.isClosed)
    }

    /// The explorer finds a planted bug, with its shortest sequence.
    @Test func aPlantedViolationIsFoundWithItsShortestSequence() {
        let report = BoundedExplorer.explore(PlantedBugWorld.self, depth: 3)
        #expect(report.failure?.sequence == ["click b", "click a"])
    }
}

/// ``ContractWorld`` with a check that fails once `a` is focused after `b` was.
@MainActor
private final class PlantedBugWorld: ExplorableWorld {
    static let operations = ContractWorld.operations
    let world = ContractWorld()
    private var sawB = false
    init() {}
    func apply(_ operation: Int) -> String? {
        if let failure = world.apply(operation) { return failure }
        let value = world.model.states[0].committedValue.base
        if value == AnyHashable(Int?(1)), sawB, Self.operations[operation] == "click a" { return "planted" }
        if Self.operations[operation] == "click b" { sawB = true }
        return nil
    }
    var fingerprint: String { world.fingerprint + "|\(sawB)" }
}
