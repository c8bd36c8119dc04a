import Foundation

/// The outcome of a sign-in attempt.
public enum SignInResult: Sendable, Equatable {
    /// The username exists and the password is right.
    case success
    /// Unknown username or wrong password; deliberately indistinguishable.
    case failure
    /// Too many recent failures for this username; try again after `remainingSeconds`.
    /// The password was not checked.
    case lockedOut(remainingSeconds: TimeInterval)

    /// A message for the user, or `nil` on success.
    public var message: String? {
        switch self {
        case .success:
            nil
        case .failure:
            "Incorrect username or password."
        case .lockedOut(let remaining):
            "Too many failed attempts. Try again in \(Self.duration(remaining))."
        }
    }

    /// “1 second”, “42 seconds”: rounded up, so “0 seconds” is never shown while still locked.
    private static func duration(_ seconds: TimeInterval) -> String {
        let whole = Int(min(seconds, 86_400).rounded(.up))
        return whole == 1 ? "1 second" : "\(whole) seconds"
    }
}
