import CGtk
import FocusKitGTK
import FocusUICore

/// `Grid` and `GridRow`: a `GtkGrid` whose children are the cells of every row.
///
/// A grid's handle keeps its entries in order (``GtkWidgetHandle/gridChildren``): rows, and
/// views outside any row, which span every column. A row's handle keeps its cells; its own
/// widget, a horizontal `GtkBox`, holds them only while the row is outside a grid. After every
/// insert, move or removal the grid places each cell at its column and row, moving cells that
/// are already in the grid without unparenting them, so a focused cell keeps focus.
extension GtkViewBackend {
    func makeGridWidget(for element: Element) -> GtkWidgetHandle {
        if element.kind == .gridRow {
            return GtkWidgetHandle(widget: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!, element: element)
        }
        let grid = gtk_grid_new()!
        return GtkWidgetHandle(widget: grid, element: element)
    }

    /// Column and row spacing, the alignment of text cells across their column, and of every
    /// cell of a row across its height.
    func updateGrid(_ handle: GtkWidgetHandle, changes: ElementChanges, to new: Element) {
        if new.kind == .grid {
            let grid = focuskit_as_grid(UnsafeMutableRawPointer(handle.widget))
            if changes.contains(.spacing) || changes.contains(.minLength) {
                gtk_grid_set_column_spacing(grid, UInt32(GtkPixels.of(new.spacing ?? 12) ?? 12))
                gtk_grid_set_row_spacing(grid, UInt32(GtkPixels.of(new.minLength ?? 6) ?? 6))
            }
            if changes.contains(.alignment) { layOutGrid(handle) }
        } else if changes.contains(.alignment), let grid = handle.gridParent {
            layOutGrid(grid)
        }
    }

    /// Inserts into a grid or a row; `false` when the parent is neither (or is a row outside a
    /// grid, whose box takes the cell as any box does).
    func insertIntoGrid(_ child: GtkWidgetHandle, into parent: GtkWidgetHandle, at index: Int) -> Bool {
        switch parent.element.kind {
        case .grid:
            parent.gridChildren.insert(child, at: min(index, parent.gridChildren.count))
            if child.element.kind == .gridRow {
                child.gridParent = parent
                // Cells made before the row joined the grid leave the row's box for the grid.
                for cell in child.gridChildren where gtk_widget_get_parent(cell.widget) == child.widget {
                    gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(child.widget)), cell.widget)
                }
            }
            layOutGrid(parent)
            return true
        case .gridRow:
            parent.gridChildren.insert(child, at: min(index, parent.gridChildren.count))
            guard let grid = parent.gridParent else { return false }
            layOutGrid(grid)
            return true
        default:
            return false
        }
    }

    /// Moves within a grid or a row by placing cells again; `false` when the parent is neither.
    func moveInGrid(_ child: GtkWidgetHandle, in parent: GtkWidgetHandle, to index: Int) -> Bool {
        guard parent.element.kind == .grid || parent.element.kind == .gridRow else { return false }
        parent.gridChildren.removeAll { $0 === child }
        parent.gridChildren.insert(child, at: min(index, parent.gridChildren.count))
        if let grid = parent.element.kind == .grid ? parent : parent.gridParent {
            layOutGrid(grid)
            return true
        }
        return false
    }

    /// Removes from a grid or a row (a row's cells all leave the grid); `false` when the parent
    /// is neither.
    func removeFromGrid(_ child: GtkWidgetHandle, from parent: GtkWidgetHandle) -> Bool {
        guard parent.element.kind == .grid || parent.element.kind == .gridRow else { return false }
        parent.gridChildren.removeAll { $0 === child }
        guard let grid = parent.element.kind == .grid ? parent : parent.gridParent else { return false }
        let cells = child.element.kind == .gridRow ? child.gridChildren : [child]
        for cell in cells where gtk_widget_get_parent(cell.widget) == grid.widget {
            gtk_grid_remove(focuskit_as_grid(UnsafeMutableRawPointer(grid.widget)), cell.widget)
        }
        if child.element.kind == .gridRow { child.gridParent = nil }
        layOutGrid(grid)
        return true
    }

    /// Places every cell at its column and row.
    private func layOutGrid(_ grid: GtkWidgetHandle) {
        let columns = max(
            1, grid.gridChildren.map { $0.element.kind == .gridRow ? $0.gridChildren.count : 1 }.max() ?? 1)
        let textAlignment: Float
        switch grid.element.horizontalAlignment {
        case .leading: textAlignment = 0
        case .center: textAlignment = 0.5
        case .trailing: textAlignment = 1
        }
        for (row, entry) in grid.gridChildren.enumerated() {
            guard entry.element.kind == .gridRow else {
                place(entry.widget, in: grid.widget, column: 0, row: row, width: columns)
                continue
            }
            let valign: GtkAlign
            switch entry.element.verticalAlignment {
            case .top: valign = GTK_ALIGN_START
            case .center: valign = GTK_ALIGN_CENTER
            case .bottom: valign = GTK_ALIGN_END
            }
            for (column, cell) in entry.gridChildren.enumerated() {
                place(cell.widget, in: grid.widget, column: column, row: row, width: 1)
                gtk_widget_set_valign(cell.widget, valign)
                if cell.element.kind == .text {
                    gtk_label_set_xalign(
                        focuskit_as_label(UnsafeMutableRawPointer(cell.widget)), textAlignment)
                }
            }
        }
    }

    private func place(
        _ widget: UnsafeMutablePointer<GtkWidget>, in grid: UnsafeMutablePointer<GtkWidget>, column: Int,
        row: Int, width: Int
    ) {
        if gtk_widget_get_parent(widget) == grid {
            focuskit_grid_move_child(grid, widget, Int32(column), Int32(row), Int32(width))
        } else {
            gtk_grid_attach(
                focuskit_as_grid(UnsafeMutableRawPointer(grid)), widget, Int32(column), Int32(row),
                Int32(width), 1)
        }
    }
}
