import Foundation

/// Views in columns, filled row by row and created as they are needed, as SwiftUI's
/// `LazyVGrid`.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
///         ForEach(photos) { photo in
///             PhotoCell(photo: photo)
///                 .focused($focusedPhoto, equals: photo.id)
///         }
///     }
/// }
/// ```
///
/// GTK's `GtkGridView`: it makes widgets only for the cells on screen (and some around them)
/// and recycles them while scrolling. Each element of a `ForEach` is a cell, built when it is
/// shown, its `@State` kept by its id while it is off screen; cells, focus and Tab are as in a
/// ``LazyVStack``: a cell takes no focus itself, Tab goes through its controls and on to the
/// next cell's, and a `.focused` binding on a cell is a field whether or not the cell is shown.
///
/// Different on GTK: the grid scrolls itself, in a ``ScrollView`` or not (a `GtkGridView` is
/// the scrolled window's content), and fills the room it is given; `.scrollIndicators` and its
/// scroll view's `showsIndicators` hide its scroll bar, `.scrollDisabled` does not stop it. Its columns all have the
/// same width: the number of `columns` decides how many there are, or, for an `.adaptive` item,
/// as many as fit at its minimum width; a `.fixed` item's width is the cells' width; a
/// `.flexible` item's bounds have no effect. `spacing` is the space between cells both ways;
/// `alignment` and `pinnedViews` have no effect.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The columns.
    public let columns: [GridItem]
    /// Space between rows; `nil` for the default.
    public let spacing: CGFloat?
    /// The cells.
    public let content: Content

    /// A grid of the built content in `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let layout = ListLayout.grid(axis: .vertical, tracks: columns, spacing: spacing.map(Double.init))
        if !evaluation.emitLazyContainer(
            content, layout: layout, selection: .none, at: path, context: context, into: &output)
        {
            evaluation.emitStack(
                StackComponent(axis: .vertical, spacing: spacing), content: content, at: path,
                context: context,
                into: &output)
        }
    }
}

/// Views in rows, filled column by column and created as they are needed, as SwiftUI's
/// `LazyHGrid`: a horizontal `GtkGridView`, which scrolls sideways; cells, focus and Tab as in
/// a ``LazyVGrid``.
///
/// Different on GTK: as for ``LazyVGrid``, with rows for columns: the grid scrolls itself and
/// fills the room it is given, its rows all have the same height, and `alignment` and
/// `pinnedViews` have no effect.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The rows.
    public let rows: [GridItem]
    /// Space between columns; `nil` for the default.
    public let spacing: CGFloat?
    /// The cells.
    public let content: Content

    /// A grid of the built content in `rows`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let layout = ListLayout.grid(axis: .horizontal, tracks: rows, spacing: spacing.map(Double.init))
        if !evaluation.emitLazyContainer(
            content, layout: layout, selection: .none, at: path, context: context, into: &output)
        {
            evaluation.emitStack(
                StackComponent(axis: .horizontal, spacing: spacing), content: content, at: path,
                context: context,
                into: &output)
        }
    }
}
