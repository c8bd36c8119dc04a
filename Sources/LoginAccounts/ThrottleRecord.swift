import Foundation

/// The failed sign-in attempts of one username, as stored in the throttle file.
public struct ThrottleRecord: Sendable, Equatable {
    /// The username exactly as typed.
    public var name: String
    /// Consecutive failures since the last success.
    public var failures: Int
    /// When the last failure happened.
    public var lastFailure: Date

    /// Creates a record.
    public init(name: String, failures: Int, lastFailure: Date) {
        self.name = name
        self.failures = failures
        self.lastFailure = lastFailure
    }

    /// The file format: `name failures seconds-since-1970`, one record per line. Names that can
    /// be stored follow the username rules, so they never contain spaces or newlines.
    var line: String {
        "\(name) \(failures) \(lastFailure.timeIntervalSince1970)"
    }

    /// Parses every well-formed line of a throttle file.
    ///
    /// Damaged lines are dropped: this file is the program's own bookkeeping, not user data,
    /// and losing a failure count only shortens one lockout.
    static func parseFile(_ bytes: [UInt8]) -> [ThrottleRecord] {
        AccountsFile.lineRanges(in: bytes).compactMap { range in
            guard let text = String(validating: bytes[range], as: UTF8.self) else { return nil }
            let fields = text.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, AccountRules.isValidUsername(String(fields[0])),
                let failures = Int(fields[1]), failures > 0,
                let seconds = Double(fields[2]), seconds.isFinite
            else { return nil }
            return ThrottleRecord(
                name: String(fields[0]), failures: failures,
                lastFailure: Date(timeIntervalSince1970: seconds))
        }
    }

    /// The file contents for `records`.
    static func fileBytes(_ records: [ThrottleRecord]) -> [UInt8] {
        Array(records.map { $0.line + "\n" }.joined().utf8)
    }
}
