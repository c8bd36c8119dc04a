import Dispatch

/// The store's slow operations, run on a background thread so that the caller (the app's main
/// actor) stays free while the password is hashed and while the lock is awaited.
///
/// Each call runs the same synchronous operation on a Dispatch worker thread (not the Swift
/// concurrency pool, whose few threads must not block on hashing or on a lock) and resumes
/// the caller with its result, so the answers are exactly those of `signIn` and
/// `createAccount`.
///
/// ```swift
/// @MainActor func signInTapped() async {
///     isBusy = true
///     defer { isBusy = false }
///     let result = try await store.signInInBackground(name: name, password: SecretBytes(text))
/// }
/// ```
extension AccountStore {
    /// `signIn` on a background thread. The password is handed over (`sending`) and wiped
    /// when the check is done.
    public func signInInBackground(name: String, password: sending SecretBytes)
        async throws(AccountStoreError) -> SignInResult
    {
        let secret = HandOver(password)
        return try await inBackground { store throws(AccountStoreError) in
            defer { secret.value.clear() }
            return try store.signIn(name: name, password: secret.value)
        }
    }

    /// `createAccount` on a background thread. Both secrets are handed over (`sending`) and
    /// wiped when the work is done.
    public func createAccountInBackground(
        name: String, password: sending SecretBytes, confirmation: sending SecretBytes
    ) async throws(AccountStoreError) {
        let secrets = HandOver((password, confirmation))
        try await inBackground { store throws(AccountStoreError) in
            defer {
                secrets.value.0.clear()
                secrets.value.1.clear()
            }
            try store.createAccount(name: name, password: secrets.value.0, confirmation: secrets.value.1)
        }
    }

    /// `changePassword` on a background thread. The three secrets are handed over (`sending`)
    /// and wiped when the work is done.
    public func changePasswordInBackground(
        name: String, current: sending SecretBytes, new: sending SecretBytes,
        confirmation: sending SecretBytes
    ) async throws(AccountStoreError) -> PasswordChangeResult {
        let secrets = HandOver((current, new, confirmation))
        return try await inBackground { store throws(AccountStoreError) in
            defer {
                secrets.value.0.clear()
                secrets.value.1.clear()
                secrets.value.2.clear()
            }
            return try store.changePassword(
                name: name, current: secrets.value.0, new: secrets.value.1, confirmation: secrets.value.2)
        }
    }

    /// Runs `work` with this store on a background thread and returns its result.
    public func inBackground<Value: Sendable>(
        _ work: @escaping @Sendable (AccountStore) throws(AccountStoreError) -> Value
    ) async throws(AccountStoreError) -> Value {
        let result: Result<Value, AccountStoreError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(returning: Result { () throws(AccountStoreError) in try work(self) })
            }
        }
        return try result.get()
    }
}

/// Carries a non-`Sendable` value to the worker thread. Sound because the public functions
/// take their secrets as `sending`: the caller has given them up and cannot touch them while
/// the worker uses them.
private final class HandOver<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
