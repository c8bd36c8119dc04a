import Foundation

/// The failed sign-in attempts of one username, as stored in the throttle file.
public struct ThrottleRecord: Sendable, Equatable {
    /// The prefix of a subject that is a keyed hash of a username.
    public static let keyedPrefix = "hmac-sha256:"

    /// Whom the record counts: `hmac-sha256:` followed by the HMAC-SHA256 of the username under
    /// the store's random key, in hexadecimal. Files written by older versions hold the
    /// username itself; such records are still honoured and are rewritten as keyed hashes on
    /// the next write.
    public var subject: String
    /// Consecutive failures since the last success.
    public var failures: Int
    /// When the last failure happened.
    public var lastFailure: Date

    /// Creates a record.
    public init(subject: String, failures: Int, lastFailure: Date) {
        self.subject = subject
        self.failures = failures
        self.lastFailure = lastFailure
    }

    /// Whether `subject` is a plain username from an older file rather than a keyed hash.
    public var isPlainName: Bool { !subject.hasPrefix(Self.keyedPrefix) }

    /// The subject for `name` under `key`.
    static func keyedSubject(for name: String, key: [UInt8]) -> String {
        keyedPrefix + HMACSHA256.hexCode(key: key, message: Array(name.utf8))
    }

    /// The file format: `subject failures seconds-since-1970`, one record per line. Subjects
    /// never contain spaces or newlines.
    var line: String {
        "\(subject) \(failures) \(lastFailure.timeIntervalSince1970)"
    }

    /// Parses every well-formed line of a throttle file.
    ///
    /// Damaged lines are dropped: this file is the program's own bookkeeping, not user data,
    /// and losing a failure count only shortens one lockout.
    static func parseFile(_ bytes: [UInt8]) -> [ThrottleRecord] {
        AccountsFile.lineRanges(in: bytes).compactMap { range in
            guard let text = String(validating: bytes[range], as: UTF8.self) else { return nil }
            let fields = text.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, isValidSubject(fields[0]),
                let failures = Int(fields[1]), failures > 0,
                let seconds = Double(fields[2]), seconds.isFinite
            else { return nil }
            return ThrottleRecord(
                subject: String(fields[0]), failures: failures,
                lastFailure: Date(timeIntervalSince1970: seconds))
        }
    }

    /// A keyed hash (64 lowercase hex digits after the prefix) or, from older files, a username.
    private static func isValidSubject(_ subject: Substring) -> Bool {
        guard subject.hasPrefix(keyedPrefix) else { return AccountRules.isValidUsername(String(subject)) }
        let digits = subject.utf8.dropFirst(keyedPrefix.utf8.count)
        return digits.count == 2 * SHA256.digestSize
            && digits.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    /// The file contents for `records`.
    static func fileBytes(_ records: [ThrottleRecord]) -> [UInt8] {
        Array(records.map { $0.line + "\n" }.joined().utf8)
    }
}
