/// Whether something is shown, as SwiftUI's `Visibility`: `.listRowSeparator(.hidden)`,
/// `.scrollContentBackground(.hidden)`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides (GTK's default for the list style).
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
