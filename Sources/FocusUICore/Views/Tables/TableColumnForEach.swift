/// Columns made from data, as SwiftUI's `TableColumnForEach`: one or more columns for each
/// element, in order.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     TableColumnForEach(months, id: \.self) { month in
///         TableColumn(month) { person in Text("\(person.hours[month] ?? 0)") }
///     }
/// }
/// ```
///
/// Different on GTK: a table whose columns change (another element, another title) gets a new
/// column view; its rows, selection and focus are kept.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort>:
    TableColumnContent
{
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort by.
    public typealias TableColumnSortComparator = Sort

    /// The columns, in order.
    public let tableColumns: [TableColumnDescription<RowValue>]

    /// The columns `content` builds for each element of `data`, identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<RowValue, Sort> content: (Data.Element) -> TableColumnGroup<RowValue, Sort>
    ) {
        tableColumns = data.flatMap { content($0).tableColumns }
    }

    /// The columns `content` builds for each element of `data`.
    public init(
        _ data: Data,
        @TableColumnBuilder<RowValue, Sort> content: (Data.Element) -> TableColumnGroup<RowValue, Sort>
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        tableColumns = data.flatMap { content($0).tableColumns }
    }
}
