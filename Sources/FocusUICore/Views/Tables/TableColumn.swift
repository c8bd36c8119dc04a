import Foundation

/// A column of a ``Table``: its title, how each row's value is shown in it, and, for a column
/// made from a key path (or with `sortUsing:`), how it sorts.
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
///     TableColumn("Email") { person in Text(person.email) }
/// }
/// ```
///
/// A `GtkColumnViewColumn` on GTK, with the title in its header; a sortable column's header is
/// clickable (see ``Table``). A cell's views are laid out in a row, leading and centred
/// vertically, as SwiftUI does.
///
/// Different on GTK: the title is plain text (a `Text` title's string, its styling dropped); a
/// column's header cannot be reached from the keyboard (GTK's column headers take no focus); a
/// screen reader reads it by its title (see ``Table``).
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts by (`Never`: it does not sort).
    public typealias TableColumnSortComparator = Sort

    let title: String
    let comparator: Sort?
    let content: @MainActor (RowValue) -> Content
    var width = TableColumnWidth()
    var alignment = TableColumnAlignment.automatic

    /// The column as the table reads it.
    public var tableColumns: [TableColumnDescription<RowValue>] {
        let content = content
        return [
            TableColumnDescription(
                layout: TableColumnLayout(
                    title: title, width: width, isSortable: comparator != nil, alignment: alignment),
                comparator: comparator.map { $0 as Any }, cell: { AnyView(content($0)) })
        ]
    }

    /// Sets where the column's cells put their content, as SwiftUI's `alignment(_:)`:
    /// `.trailing` and `.numeric` at the end of the cell (numbers line up on their last digit),
    /// `.center` in its middle, `.leading` and `.automatic` at its start. The header's title
    /// stays at the start (GTK's column headers).
    public func alignment(_ newAlignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.alignment = newAlignment
        return column
    }

    init(title: String, comparator: Sort?, content: @escaping @MainActor (RowValue) -> Content) {
        self.title = title
        self.comparator = comparator
        self.content = content
    }

    /// Sets the column's width: a fixed width the user cannot change, or, with `nil`, the
    /// default (the columns without a width share the room the others leave).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(minimum: width, ideal: width, maximum: width)
        return column
    }

    /// Sets the column's bounds: it is at least `min` wide and starts at `ideal` (without one,
    /// it shares the room left with the other such columns); the user can resize it. Different
    /// on GTK: `max` has no effect unless it equals `min` (a fixed column): GTK's columns have
    /// no maximum width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(minimum: min, ideal: ideal, maximum: max)
        return column
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing the string at `value`, sorted by it.
    public init(_ title: some StringProtocol, value: KeyPath<RowValue, String> & Sendable) {
        self.title = String(title)
        comparator = KeyPathComparator(value)
        content = { Text($0[keyPath: value]) }
    }

    /// A column showing the string at `value`, sorted by it with `comparator`.
    public init<C: SortComparator>(
        _ title: some StringProtocol, value: KeyPath<RowValue, String> & Sendable, comparator: C
    )
    where C.Compared == String {
        self.title = String(title)
        self.comparator = KeyPathComparator(value, comparator: comparator)
        content = { Text($0[keyPath: value]) }
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column showing `content` for each row, sorted by the value at `value`.
    public init<V: Comparable>(
        _ title: some StringProtocol, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.title = String(title)
        comparator = KeyPathComparator(value)
        self.content = content
    }

    /// A column showing `content` for each row, sorted by the value at `value` with
    /// `comparator`.
    public init<V, C: SortComparator>(
        _ title: some StringProtocol, value: KeyPath<RowValue, V> & Sendable, comparator: C,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where C.Compared == V {
        self.title = String(title)
        self.comparator = KeyPathComparator(value, comparator: comparator)
        self.content = content
    }
}

extension TableColumn where Sort: SortComparator, Sort.Compared == RowValue, Label == Text {
    /// A column showing `content` for each row, sorted with `comparator`.
    public init(
        _ title: some StringProtocol, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.title = String(title)
        self.comparator = comparator
        self.content = content
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column showing `content` for each row, which does not sort.
    public init(
        _ title: some StringProtocol, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.title = String(title)
        comparator = nil
        self.content = content
    }
}

/// Columns of a ``Table``, as a ``TableColumnBuilder`` collects them: a ``TableColumn``, or
/// several.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The rows' value type.
    associatedtype TableRowValue
    /// The comparator the columns sort by.
    associatedtype TableColumnSortComparator

    /// The columns, in order, as the table reads them.
    var tableColumns: [TableColumnDescription<TableRowValue>] { get }
}

/// Several columns of a ``Table``: what a ``TableColumnBuilder`` builds.
public struct TableColumnGroup<RowValue, Sort>: TableColumnContent {
    /// The rows' value type.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort by.
    public typealias TableColumnSortComparator = Sort

    /// The columns, in order.
    public let tableColumns: [TableColumnDescription<RowValue>]
}

/// Builds a ``Table``'s columns from ``TableColumn``s, `if`, `if`/`else` and `for`, as
/// SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    /// A column.
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> [TableColumnDescription<
        RowValue
    >]
    where C.TableRowValue == RowValue {
        column.tableColumns
    }

    /// Columns made from data, which sort as the table's other columns.
    public static func buildExpression<Data, ID>(
        _ columns: TableColumnForEach<Data, ID, RowValue, Sort>
    ) -> [TableColumnDescription<RowValue>] {
        columns.tableColumns
    }

    /// Columns one after another.
    public static func buildBlock(_ parts: [TableColumnDescription<RowValue>]...) -> [TableColumnDescription<
        RowValue
    >] {
        parts.flatMap { $0 }
    }

    /// Columns shown when a condition holds.
    public static func buildOptional(_ part: [TableColumnDescription<RowValue>]?) -> [TableColumnDescription<
        RowValue
    >] {
        part ?? []
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first part: [TableColumnDescription<RowValue>]) -> [TableColumnDescription<
        RowValue
    >] {
        part
    }

    /// The columns of an `else`.
    public static func buildEither(second part: [TableColumnDescription<RowValue>])
        -> [TableColumnDescription<RowValue>]
    {
        part
    }

    /// The columns of a `for` loop.
    public static func buildArray(_ parts: [[TableColumnDescription<RowValue>]]) -> [TableColumnDescription<
        RowValue
    >] {
        parts.flatMap { $0 }
    }

    /// The built columns.
    public static func buildFinalResult(_ columns: [TableColumnDescription<RowValue>]) -> TableColumnGroup<
        RowValue, Sort
    > {
        TableColumnGroup(tableColumns: columns)
    }
}

/// One column as a ``Table`` reads it: what its header shows and how wide it is, what it sorts
/// by, and its cell for a row's value. Made by ``TableColumn``; not made by apps.
public struct TableColumnDescription<RowValue> {
    /// The header and width.
    package private(set) var layout: TableColumnLayout
    /// The column's comparator (a `SortComparator`), if it sorts.
    package let comparator: Any?
    /// The cell's views for a row's value.
    package let cell: @MainActor (RowValue) -> AnyView

    /// The column in a table sorted by `Sort`s: its header sorts only if its comparator is one
    /// (a column of another comparator type would have a header that sorts nothing).
    func sorting<Sort>(by _: Sort.Type) -> TableColumnDescription {
        var column = self
        column.layout.isSortable = comparator is Sort
        return column
    }
}

/// A column's header and width, which decide its toolkit column.
package struct TableColumnLayout: Hashable, Sendable {
    /// The header's text.
    package var title: String
    /// The width bounds.
    package var width: TableColumnWidth
    /// Whether its header sorts the table.
    package var isSortable: Bool
    /// Where its cells put their content.
    package var alignment = TableColumnAlignment.automatic
}

/// Where a table column's cells put their content, as SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    package enum Edge: Hashable, Sendable {
        case leading, center, trailing
    }

    private let name: String
    /// Where the cell puts its content.
    package let edge: Edge

    /// The column's default: at the start.
    public static let automatic = TableColumnAlignment(name: "automatic", edge: .leading)
    /// At the start of the cell.
    public static let leading = TableColumnAlignment(name: "leading", edge: .leading)
    /// In the middle of the cell.
    public static let center = TableColumnAlignment(name: "center", edge: .center)
    /// At the end of the cell.
    public static let trailing = TableColumnAlignment(name: "trailing", edge: .trailing)
    /// For numbers: at the end of the cell, so that they line up on their last digit.
    public static let numeric = TableColumnAlignment(name: "numeric", edge: .trailing)
}

/// A column's width bounds, in points (`nil`: not set).
package struct TableColumnWidth: Hashable, Sendable {
    package var minimum: CGFloat?
    package var ideal: CGFloat?
    package var maximum: CGFloat?

    package init(minimum: CGFloat? = nil, ideal: CGFloat? = nil, maximum: CGFloat? = nil) {
        self.minimum = minimum
        self.ideal = ideal
        self.maximum = maximum
    }
}

extension TableColumn where Label == Text {
    /// A column titled by a `Text` (its string), showing the string at `value`, sorted by it.
    @MainActor public init(_ title: Text, value: KeyPath<RowValue, String> & Sendable)
    where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(
            title: title.content, comparator: KeyPathComparator(value), content: { Text($0[keyPath: value]) })
    }

    /// A column titled by a `Text` (its string), showing `content`, sorted by the value at
    /// `value`.
    @MainActor public init<V: Comparable>(
        _ title: Text, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(title: title.content, comparator: KeyPathComparator(value), content: content)
    }

    /// A column titled by a `Text` (its string), showing `content`, sorted with `comparator`.
    @MainActor public init(
        _ title: Text, sortUsing comparator: Sort,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) where Sort: SortComparator, Sort.Compared == RowValue {
        self.init(title: title.content, comparator: comparator, content: content)
    }

    /// A column titled by a `Text` (its string), showing `content`, which does not sort.
    @MainActor public init(_ title: Text, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content)
    where Sort == Never {
        self.init(title: title.content, comparator: nil, content: content)
    }
}
