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
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading) {
///         ForEach(messages) { message in
///             MessageRow(message: message)
///                 .focused($focusedMessage, equals: message.id)
///         }
///     }
/// }
/// ```
///
/// As the whole content of a vertical ``ScrollView`` it is lazy: GTK's `GtkListView`, which
/// makes widgets only for the cells on screen (and some around them) and recycles them while
/// scrolling, so ten thousand cells open as fast as ten. Each element of a `ForEach` is a cell,
/// built when it is shown; its `@State` is kept by its id while it is off screen. A cell takes
/// no focus and no selection itself: the controls in it do. Tab goes through the controls of a
/// cell, then on to the next cell's that has one, scrolled into view. A
/// `.focused($state, equals: value)` on a cell's outermost view is a field whether or not the
/// cell is shown: writing its value scrolls the cell into view and focuses its first control in
/// the same write (contract rule 20).
///
/// Different on GTK: focus entering the stack from outside lands in the cell focus was last in
/// (the first cell at first), as GTK's lists do, not always in the first; Tab passes over cells
/// with no control, up to 32 in a row (each is made to be looked at), then leaves the stack. When
/// no cell focus could enter has a control (a log of texts), the stack itself is one Tab stop,
/// as a scroll view with nothing focusable inside is, drawn with a focus ring while focused by
/// keyboard, and its keys scroll it (arrows, Page Up, Page Down, Home, End). Anywhere else (not a scroll view's whole content) every child is made at
/// once, as in a ``VStack``, which is what a stack that does not scroll shows anyway.
/// `pinnedViews` is accepted and has no effect.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

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

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emitLazyStack(
            StackComponent(axis: .vertical, spacing: spacing, horizontalAlignment: alignment),
            content: content,
            at: path, context: context, into: &output)
    }
}

/// Views arranged leading to trailing, created as they are needed, as SwiftUI's `LazyHStack`.
///
/// As the whole content of a horizontal ``ScrollView`` (`ScrollView(.horizontal)`) it is lazy,
/// as ``LazyVStack`` is in a vertical one: a horizontal `GtkListView` that makes only the cells
/// on screen; cells, focus and Tab as there. Anywhere else every child is made at once, as in
/// an ``HStack``. `pinnedViews` is accepted and has no effect.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

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

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emitLazyStack(
            StackComponent(axis: .horizontal, spacing: spacing, verticalAlignment: alignment),
            content: content,
            at: path, context: context, into: &output)
    }
}

extension Evaluation {
    /// A lazy stack: its cells made as they are shown when it is its scroll view's whole content
    /// along `stack`'s axis, else `stack` with every child made at once.
    fileprivate func emitLazyStack<Content: View>(
        _ stack: StackComponent, content: Content, at path: ViewPath, context: ExpansionContext,
        into output: inout [RenderSpec]
    ) {
        if context.lazyScroll?.axis == stack.axis {
            let layout = ListLayout.stack(
                axis: stack.axis, spacing: stack.spacing.map(Double.init),
                alignment: Alignment(horizontal: stack.horizontalAlignment, vertical: stack.verticalAlignment)
            )
            if emitLazyContainer(
                content, layout: layout, selection: .none, at: path, context: context, into: &output)
            {
                return
            }
        }
        emitStack(stack, content: content, at: path, context: context, into: &output)
    }
}
