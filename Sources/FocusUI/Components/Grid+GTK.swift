import CGtk
import FocusUICore

extension GridComponent: GtkRenderable {
    /// A `GtkGrid`.
    public typealias GtkRenderer = GridGtkRenderer
}

extension GridRowComponent: GtkRenderable {
    /// Cells of its grid's row.
    public typealias GtkRenderer = GridRowGtkRenderer
}

/// Draws a `GridComponent`: a `GtkGrid` (columns 12 pixels apart, rows 6 by default). Its
/// entries are rows (`GridRowComponent`), whose cells it places in columns, and views of
/// their own, which span every column; the grid's alignment aligns the text of its cells.
@MainActor
public final class GridGtkRenderer: GtkComponentRenderer, GtkChildContainer {
    /// The grid.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var component: GridComponent
    /// Rows and spanning views, in order.
    private var entries: [GtkWidgetHandle] = []

    /// A grid.
    public init(_ component: GridComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_grid_new()!
    }

    /// Its entries.
    public var children: (any GtkChildContainer)? { self }

    private var grid: UnsafeMutablePointer<GtkGrid> { focuskit_as_grid(UnsafeMutableRawPointer(widget)) }

    /// Applies the spacing and the alignment.
    public func update(from old: GridComponent?, to new: GridComponent) {
        component = new
        if new.horizontalSpacing != old?.horizontalSpacing || new.verticalSpacing != old?.verticalSpacing {
            gtk_grid_set_column_spacing(grid, UInt32(GtkPixels.of(new.horizontalSpacing ?? 12) ?? 12))
            gtk_grid_set_row_spacing(grid, UInt32(GtkPixels.of(new.verticalSpacing ?? 6) ?? 6))
        }
        if old != nil, new.alignment != old?.alignment { layOut() }
    }

    /// Adds a row or a spanning view; a row's cells made before it joined leave its box.
    public func insert(_ child: GtkWidgetHandle, at index: Int) {
        entries.insert(child, at: min(index, entries.count))
        (child.renderer as? GtkRendererBox<GridRowGtkRenderer>)?.renderer.join(self)
        layOut()
    }

    /// Moves a row or a spanning view.
    public func move(_ child: GtkWidgetHandle, to index: Int) {
        entries.removeAll { $0 === child }
        entries.insert(child, at: min(index, entries.count))
        layOut()
    }

    /// Removes a row (its cells) or a spanning view.
    public func remove(_ child: GtkWidgetHandle) {
        entries.removeAll { $0 === child }
        let row = (child.renderer as? GtkRendererBox<GridRowGtkRenderer>)?.renderer
        for cell in row?.cells ?? [child] where gtk_widget_get_parent(cell.outerWidget) == widget {
            gtk_grid_remove(grid, cell.outerWidget)
        }
        row?.leave()
        layOut()
    }

    /// Places every entry: a row's cells in its columns, a view across all of them.
    func layOut() {
        let rows = entries.map { ($0, ($0.renderer as? GtkRendererBox<GridRowGtkRenderer>)?.renderer) }
        let columns = max(1, rows.map { $0.1?.cells.count ?? 1 }.max() ?? 1)
        let textAlignment: Float
        switch component.alignment {
        case .leading: textAlignment = 0
        case .center: textAlignment = 0.5
        case .trailing: textAlignment = 1
        }
        for (index, (entry, row)) in rows.enumerated() {
            guard let row else {
                place(entry.outerWidget, column: 0, row: index, width: columns)
                continue
            }
            let valign = GtkViewBackend.align(row.component.alignment)
            for (column, cell) in row.cells.enumerated() {
                place(cell.outerWidget, column: column, row: index, width: 1)
                gtk_widget_set_valign(cell.outerWidget, valign)
                if cell.element.component is TextComponent {
                    gtk_label_set_xalign(
                        focuskit_as_label(UnsafeMutableRawPointer(cell.renderer.widget)), textAlignment)
                }
            }
        }
    }

    private func place(_ child: UnsafeMutablePointer<GtkWidget>, column: Int, row: Int, width: Int) {
        if gtk_widget_get_parent(child) == widget {
            focuskit_grid_move_child(widget, child, Int32(column), Int32(row), Int32(width))
        } else {
            gtk_grid_attach(grid, child, Int32(column), Int32(row), Int32(width), 1)
        }
    }
}

/// Draws a `GridRowComponent`: in a grid, no widget of its own (a hidden box stands in its
/// place) and its children are cells of the grid's row; outside one, a horizontal box of them.
@MainActor
public final class GridRowGtkRenderer: GtkComponentRenderer, GtkChildContainer {
    /// The row's box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private(set) var component: GridRowComponent
    /// The cells, in order.
    private(set) var cells: [GtkWidgetHandle] = []
    private weak var grid: GridGtkRenderer?
    private let box: GtkBoxChildren

    /// A row.
    public init(_ component: GridRowComponent, context: GtkRenderContext) {
        self.component = component
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        box = GtkBoxChildren(widget)
    }

    /// Its cells.
    public var children: (any GtkChildContainer)? { self }

    /// Applies the alignment.
    public func update(from old: GridRowComponent?, to new: GridRowComponent) {
        component = new
        if old != nil, new.alignment != old?.alignment { grid?.layOut() }
    }

    func join(_ grid: GridGtkRenderer) {
        self.grid = grid
        for cell in cells where gtk_widget_get_parent(cell.outerWidget) == widget { box.remove(cell) }
    }

    func leave() { grid = nil }

    /// Adds a cell: to the grid's row, or to the box outside a grid.
    public func insert(_ child: GtkWidgetHandle, at index: Int) {
        cells.insert(child, at: min(index, cells.count))
        if let grid { grid.layOut() } else { box.insert(child, at: index) }
    }

    /// Moves a cell.
    public func move(_ child: GtkWidgetHandle, to index: Int) {
        cells.removeAll { $0 === child }
        cells.insert(child, at: min(index, cells.count))
        if let grid { grid.layOut() } else { box.move(child, to: index) }
    }

    /// Removes a cell.
    public func remove(_ child: GtkWidgetHandle) {
        cells.removeAll { $0 === child }
        if let grid {
            if gtk_widget_get_parent(child.outerWidget) == grid.widget {
                gtk_grid_remove(focuskit_as_grid(UnsafeMutableRawPointer(grid.widget)), child.outerWidget)
            }
            grid.layOut()
        } else {
            box.remove(child)
        }
    }
}
