import CFocusUIList
import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Foundation

/// A ``Table``'s `GtkColumnView` for ``ListGtkRenderer``: its columns, their cells' boxes, and
/// the header's sort order. The list renderer does everything else as for a ``List``: the
/// column view's rows are its internal `GtkListView`'s (found with `focusui_table_list_view`),
/// whose row widgets hold one `GtkColumnViewCell` per column, each with a box of ours.
///
/// GTK makes a row's cells one after another, binding each as it is made
/// (`gtk_column_list_item_factory_setup`, then `…_add_column`), and binds them in
/// column order when it binds the row again (`gtk_column_list_item_factory_update`): the last
/// column's `bind` comes once all the row's cells are there, and binds the row's slot, whose
/// containers are the boxes of all its cells.
@MainActor
final class GtkTableColumns {
    /// The `GtkColumnView` (the scrolled window's child).
    let view: UnsafeMutablePointer<GtkWidget>
    /// Its internal `GtkListView`, whose children are the rows.
    let listView: UnsafeMutablePointer<GtkWidget>
    /// The columns (a reference each, released in `deinit`).
    private let columns: [OpaquePointer]
    /// The factories of the columns before the last (the last one's is the list renderer's).
    private let cellFactories: [OpaquePointer]
    /// Each cell's box, by the box, from its factory's `setup` to its `teardown`.
    private var cellBoxes: [UInt: GtkWidgetHandle] = [:]
    /// Each cell's box (its key in `cellBoxes`) by its list item: at `teardown` GTK has taken
    /// the item's child away already.
    private var boxOfItem: [UInt: UInt] = [:]
    private let signals = SignalBag()
    private let layouts: [TableColumnLayout]
    /// Set while the header is made to show the app's sort order, so that GTK's `changed`
    /// is not taken for a click.
    private var isShowingOrder = false
    /// A click on a sortable header (GTK changed its sorter): the column sorted first now.
    var onSort: (@MainActor (TableSortKey) -> Void)?

    /// A column view of `layouts` over `model`, whose last column's cells come from
    /// `lastFactory`; headers of sortable columns are clickable when `sortable`.
    init(
        model: OpaquePointer, lastFactory: OpaquePointer, layouts: [TableColumnLayout], sortable: Bool
    ) {
        self.layouts = layouts
        view = gtk_column_view_new(model)
        let columnView = OpaquePointer(UnsafeMutableRawPointer(view))
        // Columns stay in the app's order: a row's cells are bound in column order, and its slot
        // is made at the last column's `bind` (a reordered view binds them in another order).
        gtk_column_view_set_reorderable(columnView, 0)
        listView = focuskit_as_widget(focusui_table_list_view(UnsafeMutableRawPointer(view))!)
        var columns: [OpaquePointer] = []
        var factories: [OpaquePointer] = []
        for (index, layout) in layouts.enumerated() {
            let factory: OpaquePointer
            if index == layouts.count - 1 {
                factory = lastFactory
                g_object_ref(UnsafeMutableRawPointer(factory))
            } else {
                factory = gtk_signal_list_item_factory_new()
                factories.append(factory)
                g_object_ref(UnsafeMutableRawPointer(factory))
            }
            // The column takes the factory's reference.
            let column = gtk_column_view_column_new(layout.title, factory)!
            // `.width(60)` is a fixed column; an ideal width is where a resizable column starts;
            // a column without one shares the room left with the others.
            let width = layout.width
            let isFixed = width.minimum != nil && width.minimum == width.maximum
            gtk_column_view_column_set_resizable(column, isFixed ? 0 : 1)
            if let ideal = width.ideal, let pixels = GtkPixels.of(Double(ideal)) {
                gtk_column_view_column_set_fixed_width(column, pixels)
            } else {
                gtk_column_view_column_set_expand(column, 1)
            }
            if sortable, layout.isSortable {
                let sorter = focusui_table_sorter_new(UInt32(index))
                gtk_column_view_column_set_sorter(column, sorter.assumingMemoryBound(to: GtkSorter.self))
                g_object_unref(sorter)
            }
            gtk_column_view_append_column(columnView, column)
            columns.append(column)
        }
        self.columns = columns
        cellFactories = factories
        for (index, factory) in factories.enumerated() {
            signals.connectWithPointerArgument(factory, signal: "setup") { [unowned self] _, item in
                guard let item else { return }
                self.makeCellBox(OpaquePointer(item), column: index)
            }
            signals.connectWithPointerArgument(factory, signal: "teardown") { [unowned self] _, item in
                guard let item else { return }
                self.forgetCellBox(of: OpaquePointer(item))
            }
        }
        if let header = gtk_widget_get_first_child(view) {
            // GTK leaves the header row and its titles unnamed (screen readers would hear their
            // type names, `GtkQuirk.typeNameForAnUnnamedAccessible`): named here, each
            // title with its sort order (`nameHeaders`), and the sort arrow, which says
            // nothing of its own, hidden from them.
            GtkAccessibility.setLabel(header, "Column headers")
            var title = gtk_widget_get_first_child(header)
            while let current = title {
                if let arrow = gtk_widget_get_first_child(current).flatMap({ gtk_widget_get_last_child($0) }),
                    gtk_widget_get_first_child(current).flatMap({ gtk_widget_get_first_child($0) }) != arrow
                {
                    GtkAccessibility.setHidden(arrow)
                }
                title = gtk_widget_get_next_sibling(current)
            }
        }
        if let sorter = gtk_column_view_get_sorter(columnView) {
            signals.connectWithUIntArgument(sorter, signal: "changed") { [unowned self] _, _ in
                self.nameHeaders()
                guard !self.isShowingOrder, let key = self.shownOrder else { return }
                self.onSort?(key)
            }
        }
        nameHeaders()
    }

    /// Names each header title by its column's title and, for the column sorted by first, the
    /// direction ("Age, sorted descending"), as a screen reader should read it.
    private func nameHeaders() {
        let order = shownOrder
        // The titles as they are now: GTK frees a column's title when it removes the column (a
        // column view being disposed removes them one by one, and the sorter changes).
        var titles: [UnsafeMutablePointer<GtkWidget>] = []
        var title = gtk_widget_get_first_child(view).flatMap { gtk_widget_get_first_child($0) }
        while let current = title {
            titles.append(current)
            title = gtk_widget_get_next_sibling(current)
        }
        for (index, (title, layout)) in zip(titles, layouts).enumerated() {
            var name = layout.title
            if let order, order.column == index {
                name += order.reversed ? ", sorted descending" : ", sorted ascending"
            }
            GtkAccessibility.setLabel(title, name)
        }
    }

    isolated deinit {
        signals.disconnectAll()
        for column in columns { g_object_unref(UnsafeMutableRawPointer(column)) }
        for factory in cellFactories { g_object_unref(UnsafeMutableRawPointer(factory)) }
    }

    // MARK: Cells

    /// Makes the box of a cell of `column` (its list item's child); returns it.
    @discardableResult
    func makeCellBox(_ item: OpaquePointer, column: Int) -> UnsafeMutablePointer<GtkWidget> {
        let box = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_add_css_class(box, "focusui-table-cell")
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        if let minimum = layouts[column].width.minimum, let pixels = GtkPixels.of(Double(minimum)) {
            gtk_widget_set_size_request(box, pixels, -1)
        }
        gtk_list_item_set_child(item, box)
        cellBoxes[box.widgetKey] = GtkWidgetHandle(rootBox: box)
        boxOfItem[UInt(bitPattern: UnsafeRawPointer(item))] = box.widgetKey
        return box
    }

    /// The cell's box goes with its list item (GTK's `teardown`).
    func forgetCellBox(of item: OpaquePointer) {
        guard let box = boxOfItem.removeValue(forKey: UInt(bitPattern: UnsafeRawPointer(item))) else {
            return
        }
        cellBoxes[box] = nil
    }

    /// How many cell boxes it holds (one per cell GTK has set up and not torn down), for tests.
    var cellBoxCount: Int { cellBoxes.count }

    /// The boxes of all the cells of the row that holds a cell's `box`, in column order: a row
    /// slot's containers (`nil` until GTK has made all the row's cells).
    func rowContainers(ofCellBox box: UnsafeMutablePointer<GtkWidget>) -> [GtkWidgetHandle]? {
        guard let row = row(ofCellBox: box) else { return nil }
        var containers: [GtkWidgetHandle] = []
        var cell = gtk_widget_get_first_child(row)
        while let current = cell {
            guard let box = gtk_widget_get_first_child(current), let handle = cellBoxes[box.widgetKey] else {
                return nil
            }
            containers.append(handle)
            cell = gtk_widget_get_next_sibling(current)
        }
        return containers.count == columns.count ? containers : nil
    }

    /// The row widget holding a cell's box (box → `GtkColumnViewCell` → row).
    func row(ofCellBox box: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_parent(box).flatMap { gtk_widget_get_parent($0) }
    }

    /// The box of a row widget's last cell, which its slot is known by.
    func lastCellBox(ofRow row: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_last_child(row).flatMap { gtk_widget_get_first_child($0) }
    }

    // MARK: Style

    /// Lines between rows and columns for `.bordered`, none otherwise.
    func apply(_ style: TableStyleKind) {
        let columnView = OpaquePointer(UnsafeMutableRawPointer(view))
        var lines: Int32 = 0
        if case .bordered = style { lines = 1 }
        gtk_column_view_set_show_row_separators(columnView, lines)
        gtk_column_view_set_show_column_separators(columnView, lines)
    }

    /// Shows or hides the header row.
    func showHeaders(_ shown: Bool) {
        if let header = gtk_widget_get_first_child(view) { gtk_widget_set_visible(header, shown ? 1 : 0) }
    }

    /// Whether the style stripes the rows.
    func isStriped(_ style: TableStyleKind) -> Bool {
        switch style {
        case .automatic: false
        case .inset(let striped), .bordered(let striped): striped
        }
    }

    // MARK: Sorting

    /// The column the header shows as sorted first, and its direction.
    var shownOrder: TableSortKey? {
        guard let sorter = gtk_column_view_get_sorter(OpaquePointer(UnsafeMutableRawPointer(view))) else {
            return nil
        }
        var column: UInt32 = 0
        var reversed: Int32 = 0
        guard focusui_table_sort_probe(UnsafeMutableRawPointer(sorter), &column, &reversed) != 0 else {
            return nil
        }
        return TableSortKey(column: Int(column), reversed: reversed != 0)
    }

    /// Makes the header show `key` (the app's sort order), without taking it for a click.
    func show(_ key: TableSortKey?) {
        guard shownOrder != key else { return }
        isShowingOrder = true
        defer { isShowingOrder = false }
        let columnView = OpaquePointer(UnsafeMutableRawPointer(view))
        if GtkQuirk.sortByColumnKeepsTheOldArrow.applies, shownOrder != nil {
            // Cleared first: clearing updates the header of the column sorted by before.
            gtk_column_view_sort_by_column(columnView, nil, GTK_SORT_ASCENDING)
        }
        if let key, columns.indices.contains(key.column) {
            gtk_column_view_sort_by_column(
                columnView, columns[key.column], key.reversed ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        } else {
            gtk_column_view_sort_by_column(columnView, nil, GTK_SORT_ASCENDING)
        }
    }
}
