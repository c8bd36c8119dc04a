import Foundation
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport

/// Rules 1–14 under 100,000 seeded random steps, checked after every step against a simple
/// reference model (see `ModelWorld`). On failure it prints the seed and the shortest failing
/// sequence of steps it can find.
@MainActor
@Suite("Model-based randomized test")
struct ModelBasedRandomTests {
    nonisolated static let seeds: [UInt64] = Array(1...20)
    nonisolated static let stepsPerSeed = 5_000

    @Test(arguments: seeds)
    func randomStepsFollowTheContract(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let steps = (0..<Self.stepsPerSeed).map { _ in RandomStep.random(using: &rng) }
        guard let failure = Self.firstFailure(of: steps) else { return }
        let prefix = Array(steps[...failure.index])
        let shrunk = Self.shrink(prefix)
        let listing = shrunk.steps.enumerated().map { "  \($0.offset): \($0.element)" }.joined(
            separator: "\n")
        Issue.record(
            """
            seed \(seed): step \(failure.index) violates the contract: \(failure.message)
            shortest failing sequence found (\(shrunk.steps.count) of \(prefix.count) steps): \(shrunk.message)
            \(listing)
            """)
    }

    @Test func stepCountMeetsTheIssue() {
        #expect(Self.seeds.count * Self.stepsPerSeed >= 100_000)
    }

    static func firstFailure(of steps: [RandomStep]) -> (index: Int, message: String)? {
        let world = ModelWorld()
        for (index, step) in steps.enumerated() {
            if let message = world.run(step) { return (index, message) }
        }
        return nil
    }

    /// Greedy delta debugging: drop chunks of steps while the sequence still fails.
    static func shrink(_ steps: [RandomStep]) -> (steps: [RandomStep], message: String) {
        var current = steps
        var message = firstFailure(of: current)?.message ?? "?"
        var chunk = max(1, current.count / 2)
        var attempts = 0
        while chunk >= 1, attempts < 3_000 {
            var start = 0
            var removedAny = false
            while start < current.count, attempts < 3_000 {
                attempts += 1
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let failure = firstFailure(of: candidate) {
                    current = Array(candidate[...failure.index])
                    message = failure.message
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return (current, message)
    }
}
