import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
///
/// On GTK a lazy grid is a `GtkGridView`, whose columns all have the same width: the number of
/// items decides the number of columns (a `.adaptive` item as many as fit, from its minimum
/// width), and sizes other than the minimum of `.adaptive` have no effect.
public struct GridItem: Hashable, Sendable {
    /// How the item is sized.
    public enum Size: Hashable, Sendable {
        /// One column of this width.
        case fixed(CGFloat)
        /// One column sharing the space.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How the item is sized.
    public var size: Size
    /// The space to the next item; `nil` for the default.
    public var spacing: CGFloat?
    /// How cells are aligned in it.
    public var alignment: Alignment?

    /// An item of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
