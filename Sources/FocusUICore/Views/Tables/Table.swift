import Foundation

/// Rows of values in columns, selectable and sortable by their headers, as SwiftUI's `Table`.
///
/// ```swift
/// @State private var people: [Person] = …
/// @State private var selection = Set<Person.ID>()
/// @State private var sortOrder = [KeyPathComparator(\Person.name)]
///
/// Table(people, selection: $selection, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Email", value: \.email)
/// }
/// .onChange(of: sortOrder) { _, order in people.sort(using: order) }
/// ```
///
/// GTK's `GtkColumnView`: a header of column titles over rows that are made only for what is on
/// screen and recycled while scrolling, as a ``List``'s. Rows behave as a list's: the table is
/// one Tab stop entered on the selected row; Up, Down, Page Up, Page Down, Home and End move
/// focus and selection (Ctrl: focus only; Shift: extend), Space and clicks select (Ctrl toggles,
/// Shift extends), Ctrl+A selects all, typing moves to the next row whose text starts with what
/// was typed, Return is the `.contextMenu(forSelectionType:)` primary action; a removed focused
/// row hands focus to the row below. A row's `@State` is kept by its id while it is off screen.
///
/// Sorting: a column made with a key path (or `sortUsing:`) has a clickable header. A click
/// writes `sortOrder` as SwiftUI does: the column's comparator first (reversed when it was first
/// already), the rest of the order after it; the table shows the rows as the data has them, so
/// the app sorts its data when the order changes. The header shows the first comparator's
/// column and direction, whoever set it.
///
/// A cell's text keeps to one line and ends in "…" where its column is too narrow, as in
/// SwiftUI's tables, unless the cell's views give a `.lineLimit`.
///
/// Different on GTK: headers take no keyboard focus (GTK's never do); a screen reader reads the
/// table as a tree grid named "Table" (or its `.accessibilityLabel`), each header by its title
/// and, for the column sorted by first, its direction ("Age, sorted descending"), and a row by
/// its cells' texts, its position and selection ("Ada, ada@example.org, 36, 1 of 40"); GTK
/// exposes a header as a filler, not a column header. `Table(of:columns:rows:)` with
/// `TableRow` and `Group` around columns are not available; a table's look is set with
/// ``View/tableStyle(_:)``, ``View/alternatingRowBackgrounds(_:)`` and
/// ``View/tableColumnHeaders(_:)`` (`.listStyle` has no effect on it).
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View, PrimitiveView
where Columns.TableRowValue == Value {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let columns: [TableColumnDescription<Value>]
    /// The selection as the binding holds it when the table is expanded.
    let selection: @MainActor () -> ListSelection
    /// The rows: a `ForEach` of each value's cells.
    let rows: AnyView
    /// The rows as plain stacks, where no host keeps rows.
    let plainRows: AnyView
    let sorting: (@MainActor ([Any?]) -> TableSorting)?

    init<Data: RandomAccessCollection>(
        data: Data, columns: [TableColumnDescription<Value>],
        selection: @escaping @MainActor () -> ListSelection,
        sorting: (@MainActor ([Any?]) -> TableSorting)?
    ) where Data.Element == Value {
        self.columns = columns
        self.selection = selection
        self.sorting = sorting
        rows = AnyView(ForEach(data) { value in TableRowCells(columns: columns, value: value) })
        plainRows = AnyView(
            ForEach(data) { value in HStack { TableRowCells(columns: columns, value: value) } })
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let layout = ListLayout.table(columns: columns.map(\.layout))
        let emitted = evaluation.emitLazyContainer(
            rows, layout: layout, selection: selection(),
            sorting: sorting?(columns.map(\.comparator)), at: path, context: context, into: &output)
        if !emitted {
            evaluation.emit(
                StackComponent(axis: .vertical, spacing: 0, horizontalAlignment: .leading),
                content: plainRows,
                at: path, context: context, into: &output)
        }
    }
}

extension Table {
    /// A table of `data`'s values in `columns`, without selection or sorting (its columns'
    /// headers do not sort).
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> TableColumnGroup<Value, Never>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Never> {
        self.init(data: data, columns: columns().tableColumns, selection: { .none }, sorting: nil)
    }

    /// A table whose selected row's id is `selection` (`nil`: none).
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> TableColumnGroup<Value, Never>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Never> {
        self.init(
            data: data, columns: columns().tableColumns, selection: { .single(selection) }, sorting: nil)
    }

    /// A table whose selected rows' ids are `selection`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> TableColumnGroup<Value, Never>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Never> {
        self.init(
            data: data, columns: columns().tableColumns, selection: { .multiple(selection) }, sorting: nil)
    }

    /// A table sorted by `sortOrder`, which its headers change.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Sort>, Sort.Compared == Value {
        self.init(
            data: data, columns: columns().tableColumns.map { $0.sorting(by: Sort.self) },
            selection: { .none },
            sorting: { TableSorting.bound(to: sortOrder, comparators: $0) })
    }

    /// A table with a selected row's id in `selection`, sorted by `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Sort>, Sort.Compared == Value {
        self.init(
            data: data, columns: columns().tableColumns.map { $0.sorting(by: Sort.self) },
            selection: { .single(selection) },
            sorting: { TableSorting.bound(to: sortOrder, comparators: $0) })
    }

    /// A table with the selected rows' ids in `selection`, sorted by `sortOrder`.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> TableColumnGroup<Value, Sort>
    ) where Data.Element == Value, Columns == TableColumnGroup<Value, Sort>, Sort.Compared == Value {
        self.init(
            data: data, columns: columns().tableColumns.map { $0.sorting(by: Sort.self) },
            selection: { .multiple(selection) },
            sorting: { TableSorting.bound(to: sortOrder, comparators: $0) })
    }
}

/// One row of a table: each column's cell, a row of views (leading, centred vertically), in
/// column order; the table's renderer puts each in its column.
struct TableRowCells<Value>: View, PrimitiveView {
    typealias Body = Never

    let columns: [TableColumnDescription<Value>]
    let value: Value

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // A cell's text keeps to one line and ends in "…" where its column is too narrow, as
        // SwiftUI's table cells do, unless the app gives it a `.lineLimit`: rows keep one height.
        var cellContext = context
        if cellContext.environment.lineLimit == nil { cellContext.environment.lineLimit = 1 }
        for (index, column) in columns.enumerated() {
            let cell = column.cell(value)
            // `.alignment(_:)`: spacers before (and after) the content move it along the cell.
            let content: AnyView
            switch column.layout.alignment.edge {
            case .leading: content = cell
            case .trailing:
                content = AnyView(
                    Group {
                        Spacer(minLength: 0); cell
                    })
            case .center:
                content = AnyView(
                    Group {
                        Spacer(minLength: 0); cell; Spacer(minLength: 0)
                    })
            }
            evaluation.emitStack(
                StackComponent(axis: .horizontal, spacing: nil, verticalAlignment: .center),
                content: content, at: path.appending(.index(index)), context: cellContext,
                into: &output)
        }
    }
}
