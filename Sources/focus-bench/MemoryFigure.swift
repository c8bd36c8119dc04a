import FocusKit
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Figure 4: resident memory per registered field, and what is left after unregistering.
///
/// 100,000 fields (1,000 states × 100 fields, on 100,000 nodes in 100 windows) are registered
/// with a headless coordinator. The host's tables, the states and the array holding the
/// registration tokens are made before the first reading, so the difference is what FocusKit
/// allocates per field: its field record, its tables' entries and the token. Readings are
/// `/proc/self/statm` resident pages after `malloc_trim(0)` (glibc keeps freed memory
/// otherwise). Runs before GTK starts, so the 5% return goal is against a small process.
@MainActor
enum MemoryFigure {
    static func run(config: BenchConfig, report: FigureReport) {
        let count = config.memoryFieldCount
        let statesCount = 1_000
        let windows = 100
        let host = HeadlessFocusHost(nodeCount: count, windowCount: windows)
        for index in 0..<count {
            host.place(FocusNodeID(UInt(index + 1)), in: FocusWindowID(UInt(index % windows + 1)))
        }
        let states = (0..<statesCount).map { FocusState<Int?>(label: "state\($0)", scope: .window(nil)) }
        var tokens: [FocusRegistration] = []
        tokens.reserveCapacity(count)
        // Warm-up: the code paths and type metadata of registration, on a few fields.
        for index in 0..<1_000 {
            tokens.append(
                host.coordinator.register(
                    node: FocusNodeID(UInt(index + 1)), state: states[index % statesCount].storage,
                    equals: index))
        }
        for token in tokens { token.cancel() }
        tokens.removeAll(keepingCapacity: true)

        let before = residentBytes()
        for index in 0..<count {
            let state = states[index % statesCount].storage
            tokens.append(
                host.coordinator.register(node: FocusNodeID(UInt(index + 1)), state: state, equals: index))
        }
        let registered = residentBytes()
        let fieldCount = host.coordinator.fieldCount
        for token in tokens { token.cancel() }
        tokens.removeAll(keepingCapacity: true)
        let after = residentBytes()

        if fieldCount != count {
            report.comment("WARNING: \(fieldCount) fields registered, expected \(count)")
        }
        let perField = Double(registered - before) / Double(count)
        report.add(
            Figure(
                name: "memory_per_field", value: perField, unit: "B", goal: .valueAtMost(256),
                note: "RSS growth for \(count) registered fields / \(count)"))
        let leftover = Double(after - before) / Double(before) * 100
        report.add(
            Figure(
                name: "memory_after_unregister", value: leftover, unit: "%", goal: .valueAtMost(5),
                note:
                    "RSS after unregistering all, above the start (start \(before / 1024) KiB, "
                    + "peak \(registered / 1024) KiB, end \(after / 1024) KiB)"))
        withExtendedLifetime((host, states)) {}
    }

    /// Resident set size in bytes, after returning glibc's free memory to the system.
    static func residentBytes() -> Int {
        trimMalloc()
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// glibc's `malloc_trim(0)` (declared in `<malloc.h>`, which Glibc's module does not
    /// export), looked up with `dlsym`.
    private static func trimMalloc() {
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(nil, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }
}
