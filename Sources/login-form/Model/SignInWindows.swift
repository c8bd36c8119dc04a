import Foundation

/// The open Sign In windows, by token, so that Create Account can hand a new username back to
/// the window that opened it.
@MainActor
final class SignInWindows {
    private var prefillers: [UUID: (String) -> Void] = [:]
    /// The Sign In window that last opened Create Account.
    var opener: UUID?

    func register(_ token: UUID, prefill: @escaping (String) -> Void) {
        prefillers[token] = prefill
    }

    func unregister(_ token: UUID) {
        prefillers[token] = nil
        if opener == token { opener = nil }
    }

    /// Puts the new name into the opener's Username field; returns the opener's token, or nil
    /// when that window is gone.
    func handBack(newName: String) -> UUID? {
        guard let token = opener, let prefill = prefillers[token] else { return nil }
        prefill(newName)
        return token
    }
}
