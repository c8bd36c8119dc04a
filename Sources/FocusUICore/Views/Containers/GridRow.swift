/// One row of a ``Grid``, as SwiftUI's `GridRow`: its views are the row's cells, one per
/// column, leading to trailing.
///
/// ```swift
/// GridRow {
///     Text("Port")
///     Stepper("\(port)", value: $port, in: 1...65535)
/// }
/// ```
///
/// A row has no widget of its own (GTK: its cells are children of the `GtkGrid`); modifiers on
/// it that pass down (`.disabled`, `.font`, …) apply to each cell, and removing it removes its
/// cells. Outside a grid its cells are stacked horizontally.
public struct GridRow<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// How the row's cells are aligned across the height of the row.
    public let alignment: VerticalAlignment
    /// The cells.
    public let content: Content

    /// A row of the built cells.
    public init(alignment: VerticalAlignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(
            GridRowComponent(alignment: alignment), content: content, at: path, context: context,
            into: &output)
    }
}

/// A ``GridRow``: its children are cells of the enclosing grid's row (GTK: no widget of its own
/// in the grid).
public struct GridRowComponent: ViewComponent {
    /// The vertical alignment of its cells.
    public var alignment: VerticalAlignment
    /// It holds its cells.
    public static var isContainer: Bool { true }
}
