import Foundation

/// Which kinds of section views of a lazy stack stay pinned to the scroll view's edge, as
/// SwiftUI's `PinnedScrollableViews`.
///
/// Different on GTK: accepted and ignored; section headers and footers scroll with their
/// sections.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: UInt32
    /// Options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Views arranged top to bottom, created as they are needed, as SwiftUI's `LazyVStack`.
///
/// Different on GTK: every child is made at once, as in a ``VStack`` (a vertical `GtkBox`), so a
/// stack of thousands of views costs what a `VStack` of them does; for long content use
/// ``List``, which makes only the rows on screen (a `GtkListView`). `pinnedViews` is accepted and
/// has no effect.
public struct LazyVStack<Content: View>: View {
    /// How children are aligned across the width.
    public let alignment: HorizontalAlignment
    /// Space between children; `nil` for the toolkit's default.
    public let spacing: CGFloat?
    /// The children.
    public let content: Content

    /// A vertical stack of the built content.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The children in a ``VStack``.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// Views arranged leading to trailing, created as they are needed, as SwiftUI's `LazyHStack`.
///
/// Different on GTK: every child is made at once, as in an ``HStack`` (a horizontal `GtkBox`);
/// `pinnedViews` is accepted and has no effect.
public struct LazyHStack<Content: View>: View {
    /// How children are aligned across the height.
    public let alignment: VerticalAlignment
    /// Space between children; `nil` for the toolkit's default.
    public let spacing: CGFloat?
    /// The children.
    public let content: Content

    /// A horizontal stack of the built content.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The children in an ``HStack``.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}
