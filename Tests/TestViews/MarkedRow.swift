import FocusUICore

/// A row showing its title, marked "▸ " while it has focus (`isFocused`): what a list row or a
/// `.focusable()` row shows.
public struct MarkedRow: View {
    let title: String
    @Environment(\.isFocused) var isFocused

    /// The row titled `title`.
    public init(_ title: String) {
        self.title = title
    }

    /// The content.
    public var body: some View {
        HStack {
            Text(isFocused ? "▸ \(title)" : title)
        }
    }
}
