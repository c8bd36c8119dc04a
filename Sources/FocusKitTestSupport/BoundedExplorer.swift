/// A world that ``BoundedExplorer`` can enumerate: built fresh from nothing, driven by numbered
/// operations, each checked as it runs, and summarised by a fingerprint of everything that can
/// influence what later operations do.
@MainActor
package protocol ExplorableWorld: AnyObject {
    /// The operations, by name; ``apply(_:)`` takes an index into this list.
    static var operations: [String] { get }
    /// The world in its initial state.
    init()
    /// Runs one operation and returns a contract violation, if any.
    func apply(_ operation: Int) -> String?
    /// Equal for two worlds exactly when no sequence of operations can tell them apart (as far
    /// as the world's author could make it so). Exploration stops at a known fingerprint.
    var fingerprint: String { get }
}

/// Bounded exhaustive exploration: every sequence of operations up to a depth, breadth first,
/// skipping sequences that reach a state (fingerprint) already seen at the same or a smaller
/// depth. A known state's continuations are explored from its first, shortest sequence, so
/// every sequence of up to `depth` operations is covered; breadth-first order makes the first
/// failure found a shortest failing sequence.
///
/// Worlds are not copied: each transition replays its sequence on a fresh world, which keeps
/// the explorer independent of how the world is built.
@MainActor
package enum BoundedExplorer {
    /// What an exploration covered, and the shortest failing sequence if any.
    package struct Report: CustomStringConvertible {
        package var depth = 0
        /// Distinct fingerprints seen, the initial state included.
        package var distinctStates = 1
        /// Operations run and checked (each one after replaying its prefix).
        package var transitions = 0
        /// New states found at each depth.
        package var newStatesPerDepth: [Int] = []
        /// Whether the last depth found no new state: then every sequence of any length
        /// reaches only states already explored, and the exploration is complete.
        package var isClosed = false
        /// The first failure in breadth-first order: the failing sequence and the violation.
        package var failure: (sequence: [String], message: String)?

        package var description: String {
            "depth \(depth): \(distinctStates) distinct states, \(transitions) transitions checked "
                + "(new states per depth: \(newStatesPerDepth.map(String.init).joined(separator: ", ")))"
                + (isClosed
                    ? "; closed: no new state at the last depth, so this covers sequences of any length" : "")
        }
    }

    /// Explores every sequence of up to `depth` operations of `World`.
    package static func explore<World: ExplorableWorld>(_: World.Type, depth: Int) -> Report {
        var report = Report()
        var seen: Set<String> = [World().fingerprint]
        var frontier: [[Int]] = [[]]
        for level in 1...max(1, depth) {
            var next: [[Int]] = []
            for path in frontier {
                for operation in World.operations.indices {
                    let world = World()
                    // The prefix was checked when it was first explored.
                    for step in path { _ = world.apply(step) }
                    report.transitions += 1
                    if let message = world.apply(operation) {
                        report.depth = level
                        report.failure = ((path + [operation]).map { World.operations[$0] }, message)
                        return report
                    }
                    if seen.insert(world.fingerprint).inserted { next.append(path + [operation]) }
                }
            }
            report.depth = level
            report.newStatesPerDepth.append(next.count)
            report.distinctStates = seen.count
            frontier = next
            if frontier.isEmpty {
                report.isClosed = true
                break
            }
        }
        return report
    }
}
