/// What caused a committed change of a focus state, as printed in traces (contract rule 16).
public enum FocusChangeCause: String, Sendable, Equatable {
    /// The user moved focus (or code outside FocusKit did).
    case user
    /// A write to a `@FocusState` moved focus.
    case program
    /// The focused field was removed, destroyed, hidden or made insensitive (contract rule 11).
    case removal
    /// A window was activated, deactivated, shown or closed (contract rule 4).
    case window
}
