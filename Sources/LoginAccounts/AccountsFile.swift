/// The parsed contents of an accounts file: one `name:hash` entry per line.
///
/// Parsing never fails. Lines that are not valid entries are kept (their bytes are part of
/// `bytes`) and described by `warnings`, so that rewriting the file after adding an account
/// preserves them exactly: a user's hand edit or a newer format is never destroyed.
public struct AccountsFile: Sendable {
    /// Path the bytes were read from; used in warnings.
    public let path: String
    /// The file's exact contents.
    public let bytes: [UInt8]
    /// Every line, in order.
    public let lines: [AccountsFileLine]
    /// One warning per skipped line, in line order.
    public let warnings: [StoreWarning]
    /// Valid usernames in file order.
    public let usernames: [String]
    private let hashes: [String: String]

    /// Parses `bytes` (the contents of the file at `path`).
    public init(bytes: [UInt8], path: String) {
        var lines: [AccountsFileLine] = []
        var warnings: [StoreWarning] = []
        var usernames: [String] = []
        var hashes: [String: String] = [:]
        for (index, range) in Self.lineRanges(in: bytes).enumerated() {
            let lineBytes = bytes[range]
            var (account, problem) = Self.parseLine(lineBytes)
            if let name = account?.name, hashes[name] != nil {
                (account, problem) = (nil, .duplicateUsername)
            }
            if let account {
                hashes[account.name] = account.hash
                usernames.append(account.name)
            }
            let line = AccountsFileLine(
                lineNumber: index + 1, bytes: lineBytes, account: account, problem: problem)
            lines.append(line)
            if let problem {
                warnings.append(StoreWarning(path: path, lineNumber: index + 1, reason: problem))
            }
        }
        self.path = path
        self.bytes = bytes
        self.lines = lines
        self.warnings = warnings
        self.usernames = usernames
        self.hashes = hashes
    }

    /// The stored hash for `name`, or `nil` when there is no valid entry with exactly that name.
    public func hash(for name: String) -> String? {
        hashes[name]
    }

    /// Whether a valid entry with exactly this username exists.
    public func contains(_ name: String) -> Bool {
        hashes[name] != nil
    }

    /// The file's new contents with one entry appended: the old bytes unchanged (plus a
    /// newline if the last line lacked one), then `name:hash` and a newline.
    public func appending(name: String, hash: String) -> [UInt8] {
        var result = bytes
        if let last = result.last, last != UInt8(ascii: "\n") {
            result.append(UInt8(ascii: "\n"))
        }
        result.append(contentsOf: name.utf8)
        result.append(UInt8(ascii: ":"))
        result.append(contentsOf: hash.utf8)
        result.append(UInt8(ascii: "\n"))
        return result
    }

    /// The file's new contents with the hash of `name`'s entry replaced: every other byte,
    /// damaged lines included, unchanged. `nil` when there is no valid entry for `name`.
    func replacingHash(of name: String, with hash: String) -> [UInt8]? {
        guard contains(name) else { return nil }
        let ranges = Self.lineRanges(in: bytes)
        guard
            let index = lines.firstIndex(where: { $0.account?.name == name }), index < ranges.count
        else { return nil }
        var result = Array(bytes[..<ranges[index].lowerBound])
        result.append(contentsOf: name.utf8)
        result.append(UInt8(ascii: ":"))
        result.append(contentsOf: hash.utf8)
        result.append(contentsOf: bytes[ranges[index].upperBound...])
        return result
    }

    /// Ranges of the lines, without their `\n`. A final newline does not start another line.
    static func lineRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<index)
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// Splits one line at its first `:` and checks both halves.
    private static func parseLine(
        _ line: ArraySlice<UInt8>
    ) -> (account: (name: String, hash: String)?, problem: StoreWarning.Reason?) {
        if line.isEmpty { return (nil, .emptyLine) }
        guard let text = String(validating: line, as: UTF8.self) else { return (nil, .invalidUTF8) }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return (nil, .missingSeparator)
        }
        let nameBytes = line[..<colon]
        let hashBytes = line[(colon + 1)...]
        guard AccountRules.isValidUsername(utf8: nameBytes) else { return (nil, .invalidUsername) }
        guard hashBytes.first == UInt8(ascii: "$"), hashBytes.allSatisfy(isHashByte) else {
            return (nil, .invalidHash)
        }
        // The name is ASCII, so the text splits at the same offset as the bytes.
        let split = text.utf8.index(text.utf8.startIndex, offsetBy: nameBytes.count)
        return ((String(text[..<split]), String(text[text.index(after: split)...])), nil)
    }

    /// Hash strings are printable ASCII without spaces; anything else means a damaged line.
    private static func isHashByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F
    }
}
