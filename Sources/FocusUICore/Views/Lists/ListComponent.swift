/// A ``List``, ``Table``, lazy stack or lazy grid (GTK: a `GtkListView`, `GtkColumnView` or
/// `GtkGridView` over a model of the rows, in a scrolled window): the rows themselves are not part of the component, the
/// renderer asks ``rows`` for them as the toolkit shows them.
package struct ListComponent: ViewComponent {
    /// The list's rows, kept between renders.
    package let rows: ListRows
    /// The rows' revision: every render of the host is a new one, so the renderer applies
    /// the changes (and the rows whose content may have changed render again).
    package let revision: Int
    /// How the rows are laid out.
    package let layout: ListLayout

    /// It holds its rows.
    package static var isContainer: Bool { true }
    /// No text.
    package static var tintKind: ComponentTintKind { .none }

    /// Another layout is another widget: a list, a stack and a grid are set up differently (a
    /// grid's columns, a stack's orientation and spacing are fixed when the widget is made).
    ///
    /// Other rows are another widget too: a list inside a row of another list is the row's
    /// own (``LazyContainerStore``), so when GTK shows another row in the outer row's widgets,
    /// the inner list's widget is made again for that row's list.
    package var structureKey: AnyHashable? { Structure(layout: layout, rows: ObjectIdentifier(rows)) }

    private struct Structure: Hashable {
        let layout: ListLayout
        let rows: ObjectIdentifier
    }

    /// A list fills the room it is offered both ways, as SwiftUI's does (beside a sidebar in
    /// an `HStack`, under a field in a `VStack`); a lazy stack or grid stands for the scroll
    /// view it is the content of, which fills it too, and a table's columns share the width.
    package var flexibleAxes: Axis.Set { [.horizontal, .vertical] }

    package static func == (lhs: ListComponent, rhs: ListComponent) -> Bool {
        lhs.rows === rhs.rows && lhs.revision == rhs.revision && lhs.layout == rhs.layout
    }
}

/// How a lazy container lays out its rows.
package enum ListLayout: Hashable {
    /// A ``List``: rows that take focus and can be selected.
    case list
    /// A `LazyVStack` or `LazyHStack`: views one after another along `axis`, `spacing` apart
    /// (`nil`: the default), placed across it by `alignment`; each a cell that takes no focus
    /// itself (the controls inside it do).
    case stack(axis: Axis, spacing: Double?, alignment: Alignment)
    /// A `LazyVGrid` (`axis` vertical) or `LazyHGrid`: cells in columns (or rows), `spacing`
    /// apart both ways (`nil`: the default).
    case grid(axis: Axis, tracks: [GridItem], spacing: Double?)
    /// A ``Table``: rows as a list's, each row's views one cell per column (a row renders as
    /// one view per column, in order).
    case table(columns: [TableColumnLayout])

    /// Whether its rows are a list's, which take focus and can be selected (a ``List``'s or a
    /// ``Table``'s), not cells that take no focus themselves.
    package var hasRows: Bool {
        switch self {
        case .list, .table: true
        case .stack, .grid: false
        }
    }

    /// How many containers a row's views go into: one per column for a table, else one.
    package var containersPerRow: Int {
        if case .table(let columns) = self { max(1, columns.count) } else { 1 }
    }
}
