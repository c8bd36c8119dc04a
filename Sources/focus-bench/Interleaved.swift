/// Two sides of a ratio measured interleaved in one process: blocks A B B A A B …, the order
/// alternated every pair, after one warm-up pair, so that drift (CPU frequency, other load on a
/// shared machine, the heap growing) reaches both sides alike.
///
/// Each block is a batch of moves; a block's figure is its median. The ratio printed is the
/// median of all A moves over the median of all B moves; the spread is the smallest and largest
/// ratio of one A block to the B block run next to it. A goal counts as met only when the whole
/// spread is inside it (``Figure/spread``).
struct InterleavedComparison {
    /// Every timed A move and B move (nanoseconds).
    var a: [Double] = []
    var b: [Double] = []
    /// Per pair of adjacent blocks: median(A block) / median(B block).
    var blockRatios: [Double] = []

    /// The smallest and largest block ratio.
    var spread: ClosedRange<Double> { (blockRatios.min() ?? .nan)...(blockRatios.max() ?? .nan) }

    /// Runs `pairs` timed pairs of blocks (plus one warm-up pair, discarded).
    @MainActor
    static func run(pairs: Int, a sideA: () -> [Double], b sideB: () -> [Double]) -> InterleavedComparison {
        var result = InterleavedComparison()
        for pair in 0...pairs {
            let timesA: [Double]
            let timesB: [Double]
            if pair % 2 == 0 {
                timesA = sideA()
                timesB = sideB()
            } else {
                timesB = sideB()
                timesA = sideA()
            }
            guard pair > 0 else { continue }  // warm-up
            result.a += timesA
            result.b += timesB
            result.blockRatios.append(Stats.median(timesA) / Stats.median(timesB))
        }
        return result
    }

    /// The figure: median of A (µs) against median of B, with the block-ratio spread.
    func figure(name: String, goal: Goal = .none, note: String) -> Figure {
        Figure(
            name: name, value: Stats.median(a) / 1_000, unit: "us", baseline: Stats.median(b) / 1_000,
            goal: goal, note: note, spread: spread)
    }
}
