/// How a ``VStack`` aligns its children across its width.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Along the leading edge.
    case leading
    /// Centred.
    case center
    /// Along the trailing edge.
    case trailing
}
