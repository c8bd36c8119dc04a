/// One line of the accounts file, as found on disk.
public struct AccountsFileLine: Sendable, Equatable {
    /// 1-based line number.
    public let lineNumber: Int
    /// The exact bytes of the line, without its terminating newline.
    public let bytes: ArraySlice<UInt8>
    /// The account on this line, or `nil` when the line was skipped.
    public let account: (name: String, hash: String)?
    /// Why the line was skipped, or `nil` when it holds a valid account.
    public let problem: StoreWarning.Reason?

    /// Compares line numbers, bytes, accounts and problems.
    public static func == (lhs: AccountsFileLine, rhs: AccountsFileLine) -> Bool {
        lhs.lineNumber == rhs.lineNumber && lhs.bytes == rhs.bytes && lhs.problem == rhs.problem
            && lhs.account?.name == rhs.account?.name && lhs.account?.hash == rhs.account?.hash
    }
}
