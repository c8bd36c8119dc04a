import FocusUI
import Foundation

/// What a Sign In window publishes for the menu commands while it is the key window (a
/// `focusedSceneValue`): which window it is, who is signed in there, and how to sign out.
/// Equal when the window and the signed-in name are, so the commands re-evaluate only when
/// those change.
struct SignInWindowHandle: Equatable {
    /// The window's token (as in ``AppFocusTarget``).
    let token: UUID
    /// The account signed in in that window, or `nil`.
    let signedInName: String?
    /// Signs that window out.
    let signOut: @MainActor () -> Void

    static func == (lhs: SignInWindowHandle, rhs: SignInWindowHandle) -> Bool {
        lhs.token == rhs.token && lhs.signedInName == rhs.signedInName
    }
}

/// The key of ``FocusedValues/signInWindow``.
struct SignInWindowKey: FocusedValueKey {
    typealias Value = SignInWindowHandle
}

extension FocusedValues {
    /// The key window's Sign In window, when it is one.
    var signInWindow: SignInWindowHandle? {
        get { self[SignInWindowKey.self] }
        set { self[SignInWindowKey.self] = newValue }
    }
}
