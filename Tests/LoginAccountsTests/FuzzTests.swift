import FocusKitTestSupport
import LoginAccounts
import Testing

/// Seeded random and mutated input for the pure parts: the accounts-file parser, the account
/// rules and the argument parser. 100,000 cases in all; nothing is hashed, so it stays fast.
@Suite("Fuzzing")
struct FuzzTests {
    /// Pieces that tend to break parsers and validators.
    static let nasty: [[UInt8]] = [
        [], Array(":".utf8), Array("$".utf8), [0], [10], [13], [0xFF], [0xC0, 0xAF], [0xE2, 0x80],
        Array("\u{202E}".utf8), Array("\u{5D0}".utf8), Array("\u{1F600}".utf8), Array("\u{301}".utf8),
        Array("alice".utf8), Array("$y$j75$".utf8), Array(" ".utf8), Array("\t".utf8), Array("\u{85}".utf8),
        Array(repeating: UInt8(ascii: "a"), count: 64), Array(repeating: UInt8(ascii: "a"), count: 65),
    ]

    static let validLine = Array(
        "alice:$y$j75$abcdefghijklmnop$0123456789ABCDEFabcdef0123456789ABCDEFabc".utf8)

    /// A mutated copy of `seed`: random replacements, insertions of nasty pieces and deletions.
    static func mutate(_ seed: [UInt8], using random: inout SeededRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where position < bytes.count:
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1:
                bytes.insert(contentsOf: nasty.randomElement(using: &random)!, at: position)
            case 2 where position < bytes.count:
                bytes.removeSubrange(
                    position..<min(bytes.count, position + Int.random(in: 1...8, using: &random)))
            default:
                bytes.insert(UInt8.random(in: 0...127, using: &random), at: position)
            }
        }
        return bytes
    }

    /// An independent statement of the username rules, to check the real one against.
    static func oracleAccepts(_ name: [UInt8]) -> Bool {
        let allowed = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-".utf8))
        return (1...64).contains(name.count) && name.allSatisfy(allowed.contains)
    }

    @Test("50,000 mutated accounts files: lines round-trip byte for byte and every skip is explained")
    func accountsFileParser() {
        var random = SeededRandom(seed: 0x5EED_0001)
        for _ in 0..<50_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                bytes += Self.mutate(Self.validLine, using: &random)
                if Bool.random(using: &random) || bytes.isEmpty { bytes.append(10) }
            }
            let file = AccountsFile(bytes: bytes, path: "/fuzz/accounts")
            // The lines, joined by newlines, are exactly the file (plus its final newline).
            var joined = Array(file.lines.map { Array($0.bytes) }.joined(separator: [10]))
            if bytes.last == 10 { joined.append(10) }
            #expect(joined == bytes)
            #expect(file.warnings.count + file.usernames.count == file.lines.count)
            for warning in file.warnings {
                #expect(!warning.message.isEmpty)
                #expect((1...file.lines.count).contains(warning.lineNumber))
            }
            for line in file.lines {
                guard let account = line.account else { continue }
                #expect(Self.oracleAccepts(Array(account.name.utf8)))
                #expect(account.hash.hasPrefix("$"))
                #expect(Array(line.bytes) == Array("\(account.name):\(account.hash)".utf8))
            }
        }
    }

    @Test("30,000 random form inputs: rules match an oracle and every rejection has a message")
    func validation() {
        var random = SeededRandom(seed: 0x5EED_0002)
        for _ in 0..<30_000 {
            let nameBytes = Self.mutate(Array("alice".utf8), using: &random)
            let name = String(decoding: nameBytes, as: UTF8.self)
            let passwordBytes = Self.mutate(Array("correct horse".utf8), using: &random)
            let password = SecretBytes(bytes: passwordBytes)
            let confirmation =
                Bool.random(using: &random)
                ? password : SecretBytes(bytes: Self.mutate(passwordBytes, using: &random))
            let failures = AccountRules.validate(
                username: name, password: password, confirmation: confirmation)
            #expect(failures.contains(.invalidUsername) == !Self.oracleAccepts(Array(name.utf8)))
            #expect(
                failures.contains(.passwordsDoNotMatch)
                    == (passwordBytes != confirmation.withUnsafeBytes { Array($0) }))
            #expect(Set(failures.map(\.field)).count == failures.count, "at most one failure per field")
            for failure in failures { #expect(!failure.message.isEmpty) }
        }
    }

    @Test("20,000 random argument lists: never a crash, every usage error has a message")
    func argumentParser() {
        var random = SeededRandom(seed: 0x5EED_0003)
        let words = [
            "--add-user", "--screenshot", "--help", "-h", "--version", "--", "-", "--add-user=", "alice",
            "x.png", "--bogus", "",
        ]
        for _ in 0..<20_000 {
            let arguments = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? words.randomElement(using: &random)!
                    : String(
                        decoding: Self.mutate(
                            Array(words.randomElement(using: &random)!.utf8), using: &random), as: UTF8.self)
            }
            let action = CommandLineParser.parse(["login-form"] + arguments)
            switch action {
            case .usageError(let message):
                #expect(!message.isEmpty)
                #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control })
            case .runApp:
                #expect(arguments.isEmpty)
            default:
                #expect(!arguments.isEmpty)
            }
        }
    }
}
