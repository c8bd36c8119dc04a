import FocusKit
import FocusUICore

/// A ``Table``'s header and cells, read and clicked as a user would on GTK's column view. A
/// table is found as a list (``HeadlessWindow/list(_:)``): its rows, focus, selection and keys
/// are a list's.
///
/// ```swift
/// let table = try window.list()
/// #expect(table.columnTitles == ["Name", "Email"])
/// try table.clickColumnHeader("Email")
/// #expect(table.sortColumn?.title == "Email")
/// #expect(try table.row(0).cells == ["Ada", "ada@example.org"])
/// ```
extension HeadlessList {
    /// The table's column titles, in order; empty for a list.
    public var columnTitles: [String] {
        guard case .table(let columns) = renderer.layout else { return [] }
        return columns.map(\.title)
    }

    /// Whether the table shows its column headers (`.tableColumnHeaders`); `false` for a list.
    public var showsColumnHeaders: Bool {
        !columnTitles.isEmpty && rows.configuration.showsColumnHeaders
    }

    /// The column the header shows as sorted first and whether ascending (GTK's arrow): the
    /// first comparator of the table's `sortOrder`, when a column has it.
    public var sortColumn: (title: String, ascending: Bool)? {
        guard let primary = rows.configuration.tableSorting?.primary,
            columnTitles.indices.contains(primary.column)
        else { return nil }
        return (columnTitles[primary.column], !primary.reversed)
    }

    /// The user clicks the header of the column titled `title`: as GTK's column view, a
    /// sortable column becomes the one sorted first, ascending, or, when it is already, is
    /// reversed; the table's `sortOrder` is written. A click on a header that does not sort
    /// does nothing.
    public func clickColumnHeader(_ title: String) throws {
        guard let column = columnTitles.firstIndex(of: title) else {
            throw HeadlessTestError(
                "The table has no column \"\(title)\"; its columns are \(columnTitles).")
        }
        guard showsColumnHeaders else {
            throw HeadlessTestError("The table's column headers are hidden (.tableColumnHeaders(.hidden)).")
        }
        guard case .table(let columns) = renderer.layout, columns[column].isSortable,
            let sorting = rows.configuration.tableSorting
        else { return }
        let key = sorting.key(forClickOn: column)
        _ = sorting.sort(key.column, key.reversed)
        window.backend.settle()
    }
}

extension HeadlessListRow {
    /// A table row's cells' texts (their `Text`s), by column (a list row's: one), read from its
    /// row widget; empty when the row is not realized (``HeadlessList/scroll(toRow:)`` first).
    public var cells: [String] {
        guard let container = list.renderer.container(at: position) else { return [] }
        let cells = container.children.isEmpty || list.columnTitles.isEmpty ? [container] : container.children
        return cells.map { cell in
            cell.subtree.filter { $0.renderer?.controlKind == .text }.compactMap { $0.renderer?.title }
                .joined(separator: " ")
        }
    }
}
