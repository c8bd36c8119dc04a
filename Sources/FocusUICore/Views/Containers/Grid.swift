import Foundation

/// A container that aligns its rows' cells in columns, as SwiftUI's `Grid` (GTK: `GtkGrid`):
/// the way to line up labels and fields.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
///     GridRow {
///         Text("Name")
///         TextField("Name", text: $name)
///             .focused($focusedField, equals: .name)
///     }
///     GridRow {
///         Text("Email")
///         TextField("Email", text: $email)
///             .focused($focusedField, equals: .email)
///     }
///     Divider()
/// }
/// ```
///
/// Each ``GridRow``'s views are the cells of one row, in column order; a view that is not in a
/// `GridRow` takes a row of its own across every column. The grid is not a Tab stop: Tab goes
/// through the cells row by row, leading to trailing, and `.focused` fields inside behave as
/// anywhere else (a row that goes away while it holds focus clears the state, rule 11).
public struct Grid<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// How cells are aligned across the width of their column.
    public let alignment: HorizontalAlignment
    /// Space between columns; `nil` for the toolkit's default.
    public let horizontalSpacing: CGFloat?
    /// Space between rows; `nil` for the toolkit's default.
    public let verticalSpacing: CGFloat?
    /// The rows.
    public let content: Content

    /// A grid of the built rows.
    public init(
        alignment: HorizontalAlignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            GridComponent(
                alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
            content: content, at: path, context: context, into: &output)
    }
}

/// A ``Grid`` (GTK: `GtkGrid`).
public struct GridComponent: ViewComponent {
    /// The horizontal alignment of text in its cells.
    public var alignment: HorizontalAlignment
    /// The space between columns; `nil` for the toolkit's default.
    public var horizontalSpacing: CGFloat?
    /// The space between rows; `nil` for the toolkit's default.
    public var verticalSpacing: CGFloat?
    /// It holds its rows.
    public static var isContainer: Bool { true }
}
