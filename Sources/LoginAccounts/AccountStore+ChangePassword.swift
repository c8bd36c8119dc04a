extension AccountStore {
    /// Replaces `name`'s password, after checking the current one, as every other change:
    /// under the exclusive lock, re-reading the file and replacing it atomically, with every
    /// other line (damaged ones included) kept byte for byte.
    ///
    /// The new password must follow the account rules and equal `confirmation`; that is
    /// checked first, without touching the disk. Checking the current password is a sign-in
    /// attempt for the throttle: refused while the name is locked out, counted as a failure
    /// before the check and forgiven after a success, so the form cannot be used to guess
    /// passwords faster than Sign In. If another process changed the account's hash between
    /// the check and the lock, nothing is written and the current password counts as wrong.
    ///
    /// - Throws: `.invalid` with the broken rules (fields `.password` for the new password,
    ///   `.confirmPassword` for the confirmation), `.signInUnavailable` when the attempt cannot
    ///   be counted, or an I/O, lock or hashing error. Nothing is written unless the result is
    ///   `.changed`.
    public func changePassword(
        name: String, current: SecretBytes, new: SecretBytes, confirmation: SecretBytes
    ) throws(AccountStoreError) -> PasswordChangeResult {
        var failures: [ValidationFailure] = []
        if let failure = AccountRules.passwordFailure(new) { failures.append(failure) }
        if !new.isEqual(to: confirmation) { failures.append(.passwordsDoNotMatch) }
        guard failures.isEmpty else { throw .invalid(failures) }

        // A sign-in attempt for the throttle (fails closed, as `signIn`), checked against the
        // hash that the change must still find under the lock.
        if let remaining = try beginAttempt(for: name) { return .lockedOut(remainingSeconds: remaining) }
        let before = try load()
        guard let verifiedHash = before.hash(for: name) else {
            _ = hasher.verifyAgainstNothing(current, setting: dummySetting(for: before))
            return .wrongCurrentPassword
        }
        guard hasher.verify(current, against: verifiedHash) else { return .wrongCurrentPassword }
        do {
            try throttle.recordSuccess(for: name, now: clock())
        } catch {
            throw .signInUnavailable(error)
        }
        let hash = try hasher.hash(new)
        let storeDirectory = try StoreDirectory.openCreating(directory.path)
        return try FileLock.withExclusiveLock(in: storeDirectory, timeout: lockTimeout) {
            () throws(AccountStoreError) -> PasswordChangeResult in
            let file = try load(in: storeDirectory)
            guard file.hash(for: name) == verifiedHash, let bytes = file.replacingHash(of: name, with: hash)
            else { return .wrongCurrentPassword }
            try AtomicFileWriter.write(bytes, to: Self.accountsFileName, in: storeDirectory, file: .accounts)
            return .changed
        }
    }
}
