/// How an ``HStack`` aligns its children across its height.
public enum VerticalAlignment: Hashable, Sendable {
    /// Along the top edge.
    case top
    /// Centred.
    case center
    /// Along the bottom edge.
    case bottom
}
