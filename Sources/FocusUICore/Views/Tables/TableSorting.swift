import Foundation

/// A table's sort order as its column headers show and change it, type-erased from the
/// `Binding<[Sort]>` of ``Table/init(_:sortOrder:columns:)``.
package struct TableSorting {
    /// The column the table is sorted by first, and whether in reverse (`nil`: unsorted, or
    /// sorted first by a comparator no column has).
    package let primary: TableSortKey?
    /// Writes the order a click on a header asks for: the column's comparator first, in reverse
    /// or not, followed by the rest of the order without that column. Returns whether the
    /// binding holds that order afterwards (a constant binding, or a setter that refuses it,
    /// does not).
    package let sort: @MainActor (_ column: Int, _ reversed: Bool) -> Bool

    /// What a click on `column`'s header asks for, as GTK's column view sorter decides it
    /// (`gtk_column_view_sorter_add_column`): the column sorted first already is reversed,
    /// another becomes the first, ascending.
    package func key(forClickOn column: Int) -> TableSortKey {
        TableSortKey(
            column: column, reversed: primary?.column == column ? !(primary?.reversed ?? false) : false)
    }

    /// The sorting of a table whose columns have `comparators` (`nil` for a column that does
    /// not sort), bound to `binding`. A comparator is matched to a column whatever its order.
    @MainActor static func bound<Sort: SortComparator>(to binding: Binding<[Sort]>, comparators: [Any?])
        -> TableSorting
    {
        func forward(_ comparator: Sort) -> Sort {
            var comparator = comparator
            comparator.order = .forward
            return comparator
        }
        let columns = comparators.map { ($0 as? Sort).map(forward) }
        var primary: TableSortKey?
        if let first = binding.wrappedValue.first, let column = columns.firstIndex(of: forward(first)) {
            primary = TableSortKey(column: column, reversed: first.order == .reverse)
        }
        return TableSorting(primary: primary) { column, reversed in
            guard columns.indices.contains(column), var comparator = columns[column] else { return false }
            let rest = binding.wrappedValue.filter { forward($0) != comparator }
            comparator.order = reversed ? .reverse : .forward
            let order = [comparator] + rest
            if binding.wrappedValue != order { binding.wrappedValue = order }
            return binding.wrappedValue == order
        }
    }
}

/// The column a table is sorted by first, and the direction.
package struct TableSortKey: Hashable, Sendable {
    /// The column's index among the table's columns.
    package var column: Int
    /// Whether descending (GTK's `GTK_SORT_DESCENDING`, Foundation's `.reverse`).
    package var reversed: Bool

    package init(column: Int, reversed: Bool) {
        self.column = column
        self.reversed = reversed
    }
}
