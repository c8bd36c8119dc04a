/// A line of the accounts file that was skipped because it is not a valid `name:hash` entry.
///
/// The line stays in the file byte for byte; the warning only tells the caller about it. The
/// message names the file and line number but never quotes the line: it might hold a password
/// someone pasted by mistake.
public struct StoreWarning: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the line.
    public enum Reason: String, Sendable, CaseIterable {
        /// The line is empty.
        case emptyLine
        /// The line is not valid UTF-8.
        case invalidUTF8
        /// The line has no `:` between name and hash.
        case missingSeparator
        /// The part before the first `:` breaks the username rules.
        case invalidUsername
        /// The part after the first `:` does not start with `$` or contains spaces or control
        /// characters (a stray carriage return, for instance).
        case invalidHash
        /// An earlier line already has this username; the first entry wins.
        case duplicateUsername

        /// A short explanation, e.g. “no “:” between username and hash”.
        public var explanation: String {
            switch self {
            case .emptyLine: "empty line"
            case .invalidUTF8: "not valid UTF-8"
            case .missingSeparator: "no “:” between username and hash"
            case .invalidUsername: "the username breaks the username rules"
            case .invalidHash: "the hash does not start with “$” or contains spaces or control characters"
            case .duplicateUsername: "the username already appears on an earlier line"
            }
        }
    }

    /// Path of the file the line is in.
    public let path: String
    /// 1-based line number.
    public let lineNumber: Int
    /// What is wrong with the line.
    public let reason: Reason

    /// Creates a warning for `lineNumber` of the file at `path`.
    public init(path: String, lineNumber: Int, reason: Reason) {
        self.path = path
        self.lineNumber = lineNumber
        self.reason = reason
    }

    /// A complete sentence for a log or a dialog.
    public var message: String {
        "\(path), line \(lineNumber): \(reason.explanation); the line is ignored for sign-in "
            + "and kept unchanged."
    }

    /// The same as `message`.
    public var description: String { message }
}
