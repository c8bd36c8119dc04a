import CGtk
import Glibc
import XCTest

/// Sizes of the reliability tests, chosen by environment variables so that `scripts/test` runs
/// a quick variant, `scripts/reliability/ci` a short one and `scripts/reliability/long` the
/// full one (issue 7).
enum ReliabilityEnvironment {
    /// The reliability tests run only under `scripts/reliability/*` (`FOCUSKIT_RELIABILITY=1`),
    /// so that `scripts/test` stays quick; elsewhere they are skipped.
    static func require() throws {
        guard integer("FOCUSKIT_RELIABILITY", default: 0) == 1 else {
            throw XCTSkip("reliability test: run scripts/reliability/ci or set FOCUSKIT_RELIABILITY=1")
        }
    }

    /// An integer from the environment, or `fallback` when unset or not a number.
    static func integer(_ name: String, default fallback: Int) -> Int {
        guard let raw = g_getenv(name), let value = Int(String(cString: raw)) else { return fallback }
        return value
    }

    /// `FOCUSKIT_SOAK_STEPS`: random steps of the soak test (long variant: 50,000).
    static var soakSteps: Int { integer("FOCUSKIT_SOAK_STEPS", default: 3_000) }

    /// `FOCUSKIT_SOAK_SEED`: replays a soak run.
    static var soakSeed: UInt64 { UInt64(integer("FOCUSKIT_SOAK_SEED", default: 0x50AC_F0C5)) }

    /// `FOCUSKIT_LEAK_WINDOWS`: windows created and destroyed by the leak driver (long: 1,000).
    static var leakWindows: Int { integer("FOCUSKIT_LEAK_WINDOWS", default: 100) }

    /// `FOCUSKIT_BIND_CYCLES`: register/unregister cycles of the flat-memory tests.
    static var bindCycles: Int { integer("FOCUSKIT_BIND_CYCLES", default: 100_000) }

    /// Resident memory of this process in bytes (`/proc/self/statm`), 0 when unknown.
    static var heapInUse: Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard fscanf_statm(file, &size, &resident) else { return 0 }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func fscanf_statm(
        _ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int
    )
        -> Bool
    {
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = line.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard fields.count >= 2 else { return false }
        size = fields[0]
        resident = fields[1]
        return true
    }
}
