import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
///
/// On GTK a lazy grid is a `GtkGridView`, whose columns all have the same width: the number of
/// items decides the number of columns (an `.adaptive` item as many as fit, from its minimum
/// width); the first item's `.fixed` width or `.adaptive` minimum is every cell's width. A
/// `.flexible` item's bounds, an `.adaptive` maximum, and an item's own `spacing` and
/// `alignment` have no effect (the grid's `spacing` is the space between cells).
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
