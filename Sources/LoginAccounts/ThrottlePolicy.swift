import Foundation

/// How long sign-in is refused after consecutive failures for one username.
///
/// With the defaults the first 3 failures cost nothing, then each failure locks the name for
/// 1 s, 2 s, 4 s, … doubling up to 300 s. A success resets the count.
public struct ThrottlePolicy: Sendable, Equatable {
    /// Consecutive failures that are allowed before the first delay.
    public var failuresBeforeDelay: Int
    /// The delay after the `failuresBeforeDelay`-th failure.
    public var initialDelay: TimeInterval
    /// The delay never grows beyond this.
    public var maximumDelay: TimeInterval
    /// A name whose last failure is older than this starts again from zero, so the file does
    /// not grow forever with names typed once.
    public var forgetAfter: TimeInterval

    /// Creates a policy; the defaults are the ones the login form uses.
    public init(
        failuresBeforeDelay: Int = 3, initialDelay: TimeInterval = 1, maximumDelay: TimeInterval = 300,
        forgetAfter: TimeInterval = 24 * 60 * 60
    ) {
        self.failuresBeforeDelay = failuresBeforeDelay
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.forgetAfter = forgetAfter
    }

    /// The lockout that follows the `failures`-th consecutive failure (0 when none).
    public func delay(afterFailures failures: Int) -> TimeInterval {
        guard failures >= failuresBeforeDelay else { return 0 }
        // Cap the exponent so that thousands of failures cannot overflow to infinity or NaN.
        let doublings = min(failures - failuresBeforeDelay, 62)
        return min(maximumDelay, initialDelay * pow(2, Double(doublings)))
    }
}
