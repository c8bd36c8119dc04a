/// How an ``HStack`` aligns its children across its height.
public enum VerticalAlignment: Hashable, Sendable {
    /// Along the top edge.
    case top
    /// Centred.
    case center
    /// Along the bottom edge.
    case bottom
    /// Along the baseline of the first line of text, as SwiftUI's `.firstTextBaseline`
    /// (GTK: `GTK_ALIGN_BASELINE`).
    case firstTextBaseline
    /// Along the baseline of the last line of text, as SwiftUI's `.lastTextBaseline`.
    /// Different on GTK: a box aligns its children on one baseline, their first line's.
    case lastTextBaseline
}
