#if canImport(Glibc)
    import Glibc
#endif

/// Monotonic time in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`).
enum BenchClock {
    /// Nanoseconds since an arbitrary fixed point; never goes backwards.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `body` and returns the elapsed nanoseconds.
    static func measure(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return Double(now() - start)
    }
}

/// Order statistics of a sample.
enum Stats {
    /// The median (the mean of the two middle values for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The `p`-th percentile (0...100), nearest-rank; 0 when empty.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
