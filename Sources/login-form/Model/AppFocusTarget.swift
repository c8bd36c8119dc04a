import Foundation

/// The app-scoped focus targets: fields that another window may focus (contract rule 6).
///
/// Each Sign In window has its own token, so "the Sign In window that opened Create Account"
/// is one value of an app-level `@FocusState`.
enum AppFocusTarget: Hashable, CustomStringConvertible {
    /// The Password field of the Sign In window with this token.
    case signInPassword(UUID)
    /// The Create Account… button of the Sign In window with this token, where focus returns
    /// when Create Account is cancelled.
    case signInCreateAccount(UUID)

    var description: String {
        switch self {
        case .signInPassword(let token): return "signInPassword(\(token.uuidString.prefix(8)))"
        case .signInCreateAccount(let token): return "signInCreateAccount(\(token.uuidString.prefix(8)))"
        }
    }
}
