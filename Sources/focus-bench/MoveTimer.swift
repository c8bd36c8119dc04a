import BenchAllocationCounter

/// Times focus moves one by one, the way they happen in an app: each move is timed on its
/// own, followed (untimed) by the main-loop work it queued; every few moves the loop runs
/// long enough for a frame (style, layout, paint), so no move pays for a backlog of earlier
/// invalidations and none is timed inside a frame.
@MainActor
enum MoveTimer {
    /// Moves between frames.
    static let movesPerFrame = 10

    /// Runs `move(0..<count)` on `pair` from focus on its first entry and returns each move's
    /// time in nanoseconds.
    static func sample(_ pair: EntryPairWindow, count: Int, move: (Int) -> Void) -> [Double] {
        pair.activate()
        pair.reset()
        var times: [Double] = []
        times.reserveCapacity(count)
        for index in 0..<count {
            times.append(BenchClock.measure { move(index) })
            GtkLoop.drain()
            if index % movesPerFrame == movesPerFrame - 1 { GtkLoop.settle(milliseconds: 17) }
        }
        return times
    }

    /// The same moves as ``sample(_:count:move:)``, counting the main thread's heap
    /// allocations inside each move (the timed region) instead of timing it; returns the
    /// mean per move. Under `valgrind --tool=callgrind --collect-atstart=no` only these moves
    /// are profiled, and their costs are dumped under `profile` (BENCHMARKS.md).
    /// `framePerMove` lets each move's frame finish before the next move (figure 11: under
    /// valgrind a frame that fell due in the middle of a batch would be paid by whichever move
    /// came first after it, which moves an instruction count by several per cent).
    static func allocations(
        _ pair: EntryPairWindow, count: Int, profile: String, framePerMove: Bool = false,
        move: (Int) -> Void
    )
        -> Double
    {
        pair.activate()
        pair.reset()
        var total: UInt = 0
        for index in 0..<count {
            bench_profile_toggle_collect()
            let before = bench_thread_allocation_count()
            move(index)
            total += bench_thread_allocation_count() - before
            bench_profile_toggle_collect()
            GtkLoop.drain()
            if framePerMove {
                GtkLoop.settle(milliseconds: 34)
            } else if index % movesPerFrame == movesPerFrame - 1 {
                GtkLoop.settle(milliseconds: 17)
            }
        }
        bench_profile_dump(profile)
        return Double(total) / Double(count)
    }
}
