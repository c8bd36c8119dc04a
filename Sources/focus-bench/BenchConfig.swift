import Foundation

/// How long and how often each figure is measured.
///
/// The full run (the default) is for people reading `BENCHMARKS.md`; `--quick` (or
/// `FOCUS_BENCH_QUICK=1`) is a CI smoke run with few repetitions and a 1 s idle window that
/// still prints every figure.
struct BenchConfig: Sendable {
    /// Whether this is the short smoke run.
    let quick: Bool
    /// Timed repetitions per figure (after one discarded warm-up repetition).
    let repetitions: Int
    /// Focus moves timed per repetition and side (figures 1 and 2).
    let focusMovesPerBatch: Int
    /// Events per timed batch in the headless coordinator (figure 3).
    let headlessEventsPerBatch: Int
    /// Fields registered for the memory figure (figure 4).
    let memoryFieldCount: Int
    /// Re-renders per repetition (figure 5).
    let rendersPerBatch: Int
    /// Main-actor hops sampled (figure 6).
    let hopSamples: Int
    /// Seconds each idle window is watched (figure 7).
    let idleSeconds: Double
    /// Idle windows watched per program (figure 7).
    let idleRepetitions: Int
    /// Launches timed per program (figure 8).
    let startupRepetitions: Int
    /// The figures to run (`--only 1,2`); all of them by default (1 to 8, 10, the lists, and
    /// 11, instructions under callgrind; 9 is printed with 1 and 2).
    var figures: Set<Int> = Set(1...8).union([10, 11])

    /// The configuration for this process's arguments and environment.
    static func current(arguments: [String], environment: [String: String]) -> BenchConfig {
        let quick = arguments.contains("--quick") || environment["FOCUS_BENCH_QUICK"] == "1"
        var config = quick ? quickRun : fullRun
        if let index = arguments.firstIndex(of: "--only"), let list = arguments.dropFirst(index + 1).first {
            config.figures = Set(list.split(separator: ",").compactMap { Int($0) })
        }
        return config
    }

    /// The CI smoke run.
    static let quickRun = BenchConfig(
        quick: true, repetitions: 3, focusMovesPerBatch: 40, headlessEventsPerBatch: 5_000,
        memoryFieldCount: 100_000, rendersPerBatch: 10, hopSamples: 100, idleSeconds: 1,
        idleRepetitions: 1, startupRepetitions: 2)

    /// The full run.
    static let fullRun = BenchConfig(
        quick: false, repetitions: 15, focusMovesPerBatch: 200, headlessEventsPerBatch: 100_000,
        memoryFieldCount: 100_000, rendersPerBatch: 50, hopSamples: 2_000, idleSeconds: 10,
        idleRepetitions: 3, startupRepetitions: 10)
}
