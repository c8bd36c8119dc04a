/// When `.defaultFocus` is evaluated, as in SwiftUI. FocusKit applies default focus once, when
/// the window first shows (contract rule 13), whatever the priority.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let rawValue: Int

    /// Default focus on window appearance.
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
    /// Default focus also after user-initiated changes (same as `automatic` here).
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}
