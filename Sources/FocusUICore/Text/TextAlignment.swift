/// How the lines of a multi-line text are aligned, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the leading edge (left in left-to-right languages).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
