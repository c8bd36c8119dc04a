import CFocusUIList
import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Foundation

extension ListComponent: GtkRenderable {
    /// A `GtkListView` (or `GtkGridView`) in a scrolled window.
    package typealias GtkRenderer = ListGtkRenderer
}

/// Draws a ``List`` (and the lazy stacks and grids) as GTK 4 draws long lists: a `GtkListView`
/// (`GtkGridView` for a grid) over FocusUI's `GListModel` + `GtkSelectionModel` of the rows
/// (`CFocusUIList`), whose items are keyed by row so that GTK keeps a row's widget when rows
/// around it change; a `GtkSignalListItemFactory` whose `bind` renders the row's views into the
/// list item's box (recycled for another row on the next `bind`), in a `GtkScrolledWindow`, in
/// FocusUI's focus holder, which makes the list one Tab stop entered on its selected row.
///
/// Keys (in the capture phase on the list, so that they are the same as the headless twin's and
/// section headings are passed over): the row's own `.onKeyPress` first, then Up, Down, Page Up,
/// Page Down, Home and End (Ctrl: focus only; Shift: extend), Alt+Up and Alt+Down (`.onMove`),
/// Delete (`.onDelete`), Return (the primary action), the Menu key and Shift+F10 (the context
/// menu), and type-ahead. Space, Ctrl+A and clicks are GTK's own, through the selection model.
@MainActor
package final class ListGtkRenderer: GtkComponentRenderer, ListRowsDriver {
    /// The focus holder, which the node is.
    package let widget: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The `GtkListView` or `GtkGridView` (a table's: its column view's list view).
    let list: UnsafeMutablePointer<GtkWidget>
    /// A table's column view, its columns and cells (`nil`: not a table).
    private let table: GtkTableColumns?
    /// FocusUI's `GListModel` + `GtkSelectionModel` of the rows (`CFocusUIList`), owned.
    private let model: UnsafeMutableRawPointer
    private let factory: OpaquePointer
    private var component: ListComponent
    private var rows: ListRows { component.rows }
    private weak var backend: GtkViewBackend?
    private let signals = SignalBag()
    /// Row slots by their list item's box.
    private var slots: [UInt: ListRowSlot] = [:]
    /// What each row widget (by its box) tells screen readers now.
    private var announcements: [UInt: RowAnnouncement] = [:]
    /// The background class each row widget has (`.listRowBackground`), by its slot's box.
    private var rowBackgrounds: [UInt: String] = [:]

    /// A row's accessible name and description as last set.
    private struct RowAnnouncement: Equatable {
        var name: String
        var position: String
    }
    /// Type-ahead: what was typed, and when the last key came (a pause of a second starts
    /// again, as GTK's own search does).
    private var typed = ListTypeAhead()
    private var lastTypedTime = 0
    private var appliedConfiguration: ListConfiguration?
    /// Whether the list stripes its rows (`focusui-striped`): its bound rows then carry
    /// `focusui-odd-row` by position.
    private var stripesRows = false
    private var keyController: OpaquePointer?
    /// A row to scroll to once the list has its size (see `scrollToItem`).
    private var scrollAfterAllocation: (position: Int, anchor: UnitPoint?)?
    /// How many scrolls to a row were asked for: a scroll done again after the list's first
    /// allocation is not done if another was asked for since.
    private var scrolls = 0
    private var contextMenu: GtkContextMenu?
    /// The model's callback data: the rows it answers for and the items' keys.
    private let modelBox: WeakRendererBox
    /// The selected positions GTK was last told of (`nil`: unknown, or too many to list).
    var announcedSelection: [Int]?

    package init(_ component: ListComponent, context: GtkRenderContext) {
        self.component = component
        backend = context.backend
        GtkListStyleSheet.installIfNeeded()
        // The model answers from the rows at once: GTK reads their count when it takes the model.
        let box = Unmanaged.passRetained(WeakRendererBox())
        box.takeUnretainedValue().rows = component.rows
        var callbacks = FocusUIListModelCallbacks(
            n_items: listModelCount, item_key: listModelItemKey, item_released: listModelItemReleased,
            is_selected: listModelIsSelected, select_range: listModelSelectRange,
            unselect_range: listModelUnselectRange, select_all: listModelSelectAll,
            unselect_all: listModelUnselectAll)
        model = focusui_list_model_new(&callbacks, box.toOpaque(), releaseRendererBox)
        modelBox = box.takeUnretainedValue()
        factory = gtk_signal_list_item_factory_new()
        // The list view (or column view) takes the model's reference and the factory's.
        let selection = OpaquePointer(model)
        g_object_ref(model)
        g_object_ref(UnsafeMutableRawPointer(factory))
        var scrolledChild: UnsafeMutablePointer<GtkWidget>?
        var table: GtkTableColumns?
        switch component.layout {
        case .table(let columns):
            // The last column takes the factory's reference.
            g_object_unref(UnsafeMutableRawPointer(factory))
            let columns = GtkTableColumns(
                model: selection, lastFactory: factory, layouts: columns,
                sortable: component.rows.configuration.tableSorting != nil)
            list = columns.listView
            scrolledChild = columns.view
            table = columns
        case .grid(let axis, let tracks, _):
            list = gtk_grid_view_new(selection, factory)
            let grid = OpaquePointer(UnsafeMutableRawPointer(list))
            let columns = UInt32(max(1, tracks.count))
            if case .adaptive = tracks.first?.size {
                gtk_grid_view_set_max_columns(grid, 16)
            } else {
                gtk_grid_view_set_min_columns(grid, columns)
                gtk_grid_view_set_max_columns(grid, columns)
            }
            if axis == .horizontal {
                gtk_orientable_set_orientation(
                    focuskit_as_orientable(UnsafeMutableRawPointer(list)), GTK_ORIENTATION_HORIZONTAL)
            }
        case .list, .stack:
            list = gtk_list_view_new(selection, factory)
            if case .stack(.horizontal, _, _) = component.layout {
                gtk_orientable_set_orientation(
                    focuskit_as_orientable(UnsafeMutableRawPointer(list)), GTK_ORIENTATION_HORIZONTAL)
            }
        }
        self.table = table
        scrolled = gtk_scrolled_window_new()
        let scrolledWindow = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
        gtk_scrolled_window_set_child(scrolledWindow, scrolledChild ?? list)
        // Not the rows' natural height (a million rows): the space the layout gives it, and
        // room for a few rows when it gives none.
        gtk_scrolled_window_set_min_content_height(scrolledWindow, 160)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_widget_set_hexpand(scrolled, 1)
        var holderCallbacks = FocusUIFocusHolderCallbacks(
            focus_in: listHolderFocusIn, grab_focus: listHolderGrabFocus)
        let holderBox = Unmanaged.passRetained(WeakRendererBox())
        widget = focuskit_as_widget(
            focusui_focus_holder_new(
                UnsafeMutableRawPointer(scrolled), &holderCallbacks, holderBox.toOpaque(), releaseRendererBox)
        )
        // The handle owns the widget in the tree and lets go of it before this renderer goes;
        // this reference keeps it alive for `deinit` to detach from (a list inside a row of a
        // list goes with the row's widgets, which GTK may have finalized by then).
        g_object_ref(UnsafeMutableRawPointer(widget))
        gtk_widget_add_css_class(widget, "focusui-list")
        if !component.layout.hasRows {
            gtk_widget_add_css_class(list, "focusui-lazy-cells")
            focusui_focus_holder_set_moves_tab_inside(UnsafeMutableRawPointer(widget), 1)
        }
        box.takeUnretainedValue().renderer = self
        holderBox.takeUnretainedValue().renderer = self
        // Weak: GTK changes the sorter while it disposes the column view, which this renderer's
        // `deinit` lets go of (the columns go one by one).
        table?.onSort = { [weak self] key in
            guard let self, let sorting = self.rows.configuration.tableSorting,
                !sorting.sort(key.column, key.reversed)
            else {
                return
            }
            // The binding did not take the order (a constant, a setter that refuses it): the
            // header goes back to the app's order, after GTK's signal.
            MainLoopIdle.once { [weak self] in
                guard let self else { return }
                self.table?.show(self.rows.configuration.tableSorting?.primary)
            }
        }
        focusui_list_model_set_announced_count(model, UInt32(component.rows.count))
        connectFactory()
        connectList()
        rows.attach(self)
    }

    isolated deinit {
        table?.onSort = nil
        signals.disconnectAll()
        anchorLayout?.disconnect()
        deferredLayout?.disconnect()
        // What waited for a frame of this renderer's list waits no more (the rows' idle render).
        nextFrame.runNow()
        contextMenu?.close()
        focusui_list_model_detach(model)
        focusui_focus_holder_detach(UnsafeMutableRawPointer(widget))
        g_object_unref(UnsafeMutableRawPointer(widget))
        g_object_unref(model)
        g_object_unref(UnsafeMutableRawPointer(factory))
    }

    // MARK: Updates

    package func update(from old: ListComponent?, to new: ListComponent) {
        component = new
        new.rows.attach(self)
        keepsOffsetAfterSort = max(0, keepsOffsetAfterSort - 1)
        let sortKey = rows.configuration.tableSorting?.primary
        if table != nil, old != nil, sortKey != shownSortKey {
            // The app sorts its data when the order changes: in this render or the next.
            keepsOffsetAfterSort = 2
        }
        shownSortKey = sortKey
        if old == nil {
            // GTK read the rows' count when it took the model.
            rows.didApplyChanges()
        } else {
            // One items-changed for all of them: GTK reads the count and the rows during each
            // (`ListRangeChange.merged`).
            if let change = ListRangeChange.merged(rows.pendingChanges) {
                // After a sort, the rows the app reorders keep the position at the top of the
                // view: GTK would follow the row that was at the top to wherever the sort put it.
                let top = keepsOffsetAfterSort > 0 ? topVisiblePosition : nil
                apply(change)
                if let top { scrollToRow(at: min(top, rows.count - 1), anchor: .top) }
            }
            if rows.selectionChanged { announceSelectionChange() }
            rows.replaceRemovedFocus()
            // Only an app's selection moves focus: most renders skip the walk up from the focus.
            if rows.selectionChangedByApp {
                let focusOnRow = focusedRow.flatMap { focused in
                    gtk_widget_get_root(list).flatMap(gtk_root_get_focus) == focused.row
                        ? focused.position : nil
                }
                if let target = rows.rowFollowingAppSelection(focusedRow: focusOnRow) {
                    _ = focusRow(at: target)
                }
            }
            rows.didApplyChanges()
        }
        applyConfiguration(rows.configuration)
        table?.show(sortKey)
    }

    /// A table's sort order as last rendered.
    private var shownSortKey: TableSortKey?
    /// For how many more renders a change of the rows keeps the position at the top of the
    /// view (after a sort).
    private var keepsOffsetAfterSort = 0

    /// The position of the row at the top of the view (the first one at least partly shown).
    private var topVisiblePosition: Int? {
        var top: (position: Int, y: Float)?
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            var bounds = graphene_rect_t()
            if gtk_widget_get_child_visible(row) != 0, gtk_widget_compute_bounds(row, list, &bounds) != 0,
                bounds.origin.y + bounds.size.height > 0, top.map({ bounds.origin.y < $0.y }) ?? true,
                let box = slotBox(ofRow: row), let slot = slots[box.widgetKey], slot.key != nil
            {
                top = (slot.position, bounds.origin.y)
            }
            child = gtk_widget_get_next_sibling(row)
        }
        return top?.position
    }

    /// Emits `items-changed` for the change. The model answers with the rows as they are now,
    /// which is what GTK sees once the signal is emitted.
    private func apply(_ change: ListRangeChange) {
        focusui_list_model_items_changed(
            model, UInt32(change.position), UInt32(change.removed), UInt32(change.added))
    }

    private func applyConfiguration(_ configuration: ListConfiguration) {
        let old = appliedConfiguration
        appliedConfiguration = configuration
        if old?.style != configuration.style, table == nil {
            for name in ["rich-list", "navigation-sidebar"] {
                gtk_widget_remove_css_class(list, name)
            }
            gtk_widget_remove_css_class(scrolled, "card")
            gtk_widget_remove_css_class(widget, "focusui-list-inset")
            let listView = OpaquePointer(UnsafeMutableRawPointer(list))
            let isList = component.layout == .list
            var separators = false
            switch configuration.style {
            case .sidebar:
                gtk_widget_add_css_class(list, "navigation-sidebar")
            case .inset:
                gtk_widget_add_css_class(list, "rich-list")
                gtk_widget_add_css_class(scrolled, "card")
                gtk_widget_add_css_class(widget, "focusui-list-inset")
                separators = true
            case .bordered:
                gtk_widget_add_css_class(list, "rich-list")
                separators = true
            case .automatic, .plain:
                gtk_widget_add_css_class(list, "rich-list")
                separators = true
            }
            if isList {
                gtk_list_view_set_show_separators(listView, separators ? 1 : 0)
            } else if case .stack = component.layout {
                gtk_widget_remove_css_class(list, "rich-list")
                gtk_list_view_set_show_separators(listView, 0)
            }
            gtk_scrolled_window_set_has_frame(
                focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)),
                { if case .bordered = configuration.style { return 1 } else { return 0 } }())
        }
        if let table, old?.tableStyle != configuration.tableStyle {
            table.apply(configuration.tableStyle)
            var bordered = false
            if case .bordered = configuration.tableStyle { bordered = true }
            gtk_scrolled_window_set_has_frame(
                focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled)), bordered ? 1 : 0)
        }
        if let table, old?.showsColumnHeaders != configuration.showsColumnHeaders {
            table.showHeaders(configuration.showsColumnHeaders)
        }
        if old?.style != configuration.style || old?.tableStyle != configuration.tableStyle
            || old?.alternatesRowBackgrounds != configuration.alternatesRowBackgrounds
        {
            // Stripes: as `.alternatingRowBackgrounds` says, else as the style says.
            let styleStripes =
                if let table { table.isStriped(configuration.tableStyle) } else {
                    configuration.style == .bordered(alternatesRowBackgrounds: true)
                }
            let striped = configuration.alternatesRowBackgrounds ?? styleStripes
            setClass(list, "focusui-striped", striped)
            if striped, !stripesRows {
                for slot in slots.values where slot.isBound {
                    guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget,
                        let row = rowWidget(ofBox: box)
                    else { continue }
                    setClass(row, "focusui-odd-row", slot.position % 2 == 1)
                }
            }
            stripesRows = striped
        }
        if old?.showsScrollIndicators != configuration.showsScrollIndicators {
            // Along the axis it scrolls: GTK's overlay scroll bar, or none (`EXTERNAL`: it still
            // scrolls, by wheel, touch and focus).
            let along = configuration.showsScrollIndicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
            let scrolledWindow = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
            if scrollsHorizontally {
                gtk_scrolled_window_set_policy(scrolledWindow, along, GTK_POLICY_NEVER)
            } else {
                gtk_scrolled_window_set_policy(scrolledWindow, GTK_POLICY_NEVER, along)
            }
        }
        if old?.showsBackground != configuration.showsBackground {
            if configuration.showsBackground {
                gtk_widget_remove_css_class(list, "focusui-no-background")
            } else {
                gtk_widget_add_css_class(list, "focusui-no-background")
            }
        }
        if old?.accessibleName != configuration.accessibleName || old == nil {
            setAccessibleName(configuration.accessibleName)
        }
    }

    /// What screen readers announce as the list: the list view, a table's column view.
    private var accessible: UnsafeMutablePointer<GtkWidget> { table?.view ?? list }

    /// The list's name goes on the list view (a table's column view), which screen readers
    /// announce.
    package func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(accessible, name)
        // A table's rows are in its column view's list view, which screen readers announce on
        // the way to a row.
        if table != nil { GtkAccessibility.setLabel(list, name) }
    }

    // MARK: Factory

    private func connectFactory() {
        signals.connectWithPointerArgument(factory, signal: "setup") { [unowned self] _, item in
            guard let item else { return }
            self.setUp(OpaquePointer(item))
        }
        signals.connectWithPointerArgument(factory, signal: "bind") { [unowned self] _, item in
            guard let item else { return }
            self.bind(OpaquePointer(item))
        }
        signals.connectWithPointerArgument(factory, signal: "unbind") { [unowned self] _, item in
            guard let item, let slot = self.slot(of: OpaquePointer(item)) else { return }
            self.rows.unbind(slot)
        }
        signals.connectWithPointerArgument(factory, signal: "teardown") { [unowned self] _, item in
            guard let item else { return }
            self.tearDown(OpaquePointer(item))
        }
    }

    /// GTK lets go of a list item (`teardown`): its slot's views go, and the slot. GTK has taken
    /// the item's child away by then (`gtk_signal_list_item_factory_teardown` sets it to `NULL`
    /// before the signal; the contract's GTK facts), so the slot is found by its item.
    private func tearDown(_ item: OpaquePointer) {
        if let (key, slot) = slots.first(where: { ($0.value.token as? GtkListItemToken)?.item == item }) {
            slots[key] = nil
            announcements[key] = nil
            rowBackgrounds[key] = nil
            rows.tearDown(slot)
        }
        table?.forgetCellBox(of: item)
    }

    /// How many row slots the renderer holds (one per list item GTK has set up and not torn
    /// down), for tests.
    var slotCount: Int { slots.count }

    /// How many cell boxes a table's columns hold, for tests (`nil`: not a table).
    var tableCellBoxCount: Int? { table?.cellBoxCount }

    private func setUp(_ item: OpaquePointer) {
        if let table, case .table(let columns) = component.layout {
            // A table's last cell: its row's slot is made when it is first bound, once GTK has
            // made all the row's cells (`tableSlot(of:)`).
            table.makeCellBox(item, column: columns.count - 1)
            return
        }
        let box: UnsafeMutablePointer<GtkWidget>
        if component.layout == .list {
            box = GtkListRowBox.make()
        } else {
            // A cell keeps focus on its control while the list scrolls it away (see
            // `focusui_cell_box_new`).
            box = focuskit_as_widget(
                focusui_cell_box_new(
                    Int32(GTK_ORIENTATION_VERTICAL.rawValue),
                    GtkQuirk.staleFocusMoveGrabsAnAncestor.applies ? 1 : 0))
            GtkStackBox.installLayout(on: box)
        }
        gtk_widget_add_css_class(box, "focusui-list-row")
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        let handle = GtkWidgetHandle(rootBox: box)
        gtk_list_item_set_child(item, box)
        slots[box.widgetKey] = ListRowSlot(container: handle, token: GtkListItemToken(item))
        if case .list = component.layout {
            gtk_list_item_set_selectable(item, 1)
            gtk_list_item_set_activatable(item, 1)
        } else {
            // Cells of a lazy stack or grid: the controls inside take focus, not the cell (GTK
            // 4.8's list item widget grabs focus only for a selectable item:
            // `gtk_list_item_widget_grab_focus`).
            gtk_list_item_set_selectable(item, 0)
            gtk_list_item_set_activatable(item, 0)
            switch component.layout {
            case .stack(let axis, let spacing, _): placeCell(box, axis: axis, spacing: spacing)
            case .grid(_, let tracks, let spacing): placeGridCell(box, tracks: tracks, spacing: spacing)
            case .list, .table: break
            }
        }
    }

    private func slot(of item: OpaquePointer) -> ListRowSlot? {
        gtk_list_item_get_child(item).flatMap { slots[$0.widgetKey] }
    }

    /// The slot of a table row, by its last cell's box: made at the row's first `bind`, with
    /// the boxes of all its cells as containers.
    private func tableSlot(of item: OpaquePointer) -> ListRowSlot? {
        guard let table, let box = gtk_list_item_get_child(item) else { return nil }
        if let slot = slots[box.widgetKey] { return slot }
        guard let containers = table.rowContainers(ofCellBox: box) else { return nil }
        let slot = ListRowSlot(containers: containers, token: GtkListItemToken(item))
        slots[box.widgetKey] = slot
        return slot
    }

    private func bind(_ item: OpaquePointer) {
        guard let slot = table == nil ? slot(of: item) : tableSlot(of: item) else { return }
        let position = Int(gtk_list_item_get_position(item))
        let isHeading = rows.isHeading(at: position)
        if case .list = component.layout {
            gtk_list_item_set_selectable(item, isHeading ? 0 : 1)
            gtk_list_item_set_activatable(item, isHeading ? 0 : 1)
        }
        rows.bind(slot, at: position)
        guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget, let row = rowWidget(ofBox: box)
        else {
            return
        }
        // Stripes by position: GTK's row widgets are a window of the rows, so `nth-child` would
        // move the stripes as the list scrolls. Only in a striped list: a class that changes
        // makes GTK style the row and its views again, and a scroll rebinds most rows to a
        // position of the other parity.
        if stripesRows { setClass(row, "focusui-odd-row", position % 2 == 1) }
    }

    /// The row's separator, heading style and insets, from what its views asked for: applied
    /// each time the row renders (in its bind, or later for a row bound off screen); a bind of a
    /// row that is current renders nothing and its widget keeps them.
    private func applyPreferences(
        row: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>, at position: Int
    ) {
        guard table == nil else { return }
        let preferences = rows.preferences(at: position)
        setClass(row, "focusui-no-separator", preferences.separator == .hidden)
        setClass(row, "focusui-list-heading", rows.isHeading(at: position))
        setClass(row, "focusui-custom-insets", preferences.insets != nil)
        setBackground(row, of: box, preferences.background)
        // A cell's margins are its spacing, set up once (`placeCell`); a row's are its insets.
        guard component.layout == .list else { return }
        let insets = preferences.insets
        gtk_widget_set_margin_top(box, GtkPixels.of(insets?.top ?? 0) ?? 0)
        gtk_widget_set_margin_bottom(box, GtkPixels.of(insets?.bottom ?? 0) ?? 0)
        gtk_widget_set_margin_start(box, GtkPixels.of(insets?.leading ?? 0) ?? 0)
        gtk_widget_set_margin_end(box, GtkPixels.of(insets?.trailing ?? 0) ?? 0)
    }

    /// GTK's list item is the row for screen readers: role list item, selectable, its selected
    /// state. Its name and position are the row's (GTK passes no position of its own),
    /// together in its name: a description set on a row GTK has not exposed yet is announced
    /// again when the row is first focused. Set only when they change: a screen reader speaks a
    /// focused row's new name at once, and GTK binds a row again whenever its selection changes.
    package func didRender(_ slot: ListRowSlot, at position: Int) {
        guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget, let row = rowWidget(ofBox: box)
        else { return }
        applyPreferences(row: row, box: box, at: position)
        guard component.layout.hasRows, let key = slotBox(ofRow: row)?.widgetKey else { return }
        if rows.isHeading(at: position) {
            // A section's heading is named by its text, not by the row the widget showed
            // before GTK recycled it; it is no row of the count.
            let announced = RowAnnouncement(name: slot.text, position: "")
            guard announcements[key] != announced else { return }
            GtkAccessibility.setLabel(row, announced.name)
            announcements[key] = announced
            return
        }
        let announced = RowAnnouncement(
            name: slot.text, position: ListRowAccessibility.positionDescription(of: position, in: rows))
        guard announcements[key] != announced else { return }
        GtkAccessibility.setLabel(row, "\(announced.name), \(announced.position)")
        announcements[key] = announced
        // A table's cells are named by their texts (GTK would give their type name).
        for (container, text) in zip(slot.containers, slot.cellTexts) where table != nil {
            guard
                let cell = (container as? GtkWidgetHandle).flatMap({ gtk_widget_get_parent($0.outerWidget) })
            else { continue }
            GtkAccessibility.setLabel(cell, text)
        }
    }

    /// A lazy stack's cell fills it across (its views are placed by the stack's alignment), with
    /// half the spacing on each side along it (GTK's list view has no spacing of its own).
    private func placeCell(_ box: UnsafeMutablePointer<GtkWidget>, axis: Axis, spacing: Double?) {
        let half = GtkPixels.of((spacing ?? Double(StackGtkRenderer.defaultSpacing)) / 2) ?? 0
        gtk_widget_set_halign(box, GTK_ALIGN_FILL)
        gtk_widget_set_valign(box, GTK_ALIGN_FILL)
        if axis == .vertical {
            gtk_widget_set_margin_top(box, half)
            gtk_widget_set_margin_bottom(box, half)
        } else {
            gtk_orientable_set_orientation(
                focuskit_as_orientable(UnsafeMutableRawPointer(box)), GTK_ORIENTATION_HORIZONTAL)
            gtk_widget_set_margin_start(box, half)
            gtk_widget_set_margin_end(box, half)
        }
    }

    /// A lazy grid's cell: half the spacing on each side, and the width (a `LazyHGrid`'s: the
    /// height) of a `.fixed` item, or the minimum of an `.adaptive` one, from which GTK's grid
    /// view decides how many columns fit.
    private func placeGridCell(_ box: UnsafeMutablePointer<GtkWidget>, tracks: [GridItem], spacing: Double?) {
        let half = GtkPixels.of((spacing ?? Double(StackGtkRenderer.defaultSpacing)) / 2) ?? 0
        gtk_widget_set_margin_top(box, half)
        gtk_widget_set_margin_bottom(box, half)
        gtk_widget_set_margin_start(box, half)
        gtk_widget_set_margin_end(box, half)
        let extent: CGFloat? =
            switch tracks.first?.size {
            case .fixed(let size)?: size
            case .adaptive(let minimum, _)?: minimum
            case .flexible?, nil: nil
            }
        guard let extent, let pixels = GtkPixels.of(Double(extent)) else { return }
        if case .grid(.horizontal, _, _) = component.layout {
            gtk_widget_set_size_request(box, -1, pixels)
        } else {
            gtk_widget_set_size_request(box, pixels, -1)
        }
    }

    /// Gives a row widget the background class of the row it shows now (`.listRowBackground`),
    /// taking away the one of the row it showed before.
    private func setBackground(
        _ row: UnsafeMutablePointer<GtkWidget>, of box: UnsafeMutablePointer<GtkWidget>, _ name: String?
    ) {
        let key = box.widgetKey
        let old = rowBackgrounds[key]
        guard old != name else { return }
        if let old { gtk_widget_remove_css_class(row, old) }
        if let name {
            FocusUIDynamicStyles.ensureRules(for: [name])
            gtk_widget_add_css_class(row, name)
        }
        rowBackgrounds[key] = name
    }

    private func setClass(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ on: Bool) {
        if on { gtk_widget_add_css_class(widget, name) } else { gtk_widget_remove_css_class(widget, name) }
    }

    // MARK: Rows on screen

    /// The row widget holding a slot's (first) box: its parent, a table's: its cell's parent.
    private func rowWidget(ofBox box: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        table.map { $0.row(ofCellBox: box) } ?? gtk_widget_get_parent(box)
    }

    /// The box a row widget's slot is known by: its child, a table's: its last cell's child.
    private func slotBox(ofRow row: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        table.map { $0.lastCellBox(ofRow: row) } ?? gtk_widget_get_first_child(row)
    }

    /// The row widget (GTK's `GtkListItemWidget`) showing `position`, if it is realized: the
    /// slot the row is bound to, else a walk of the list's row widgets.
    func rowWidget(at position: Int) -> UnsafeMutablePointer<GtkWidget>? {
        if let key = rows.key(at: position), let slot = rows.slot(for: key), slot.position == position,
            let box = (slot.container as? GtkWidgetHandle)?.outerWidget, let row = rowWidget(ofBox: box),
            gtk_widget_get_parent(row) == list
        {
            return row
        }
        var child = gtk_widget_get_first_child(list)
        while let row = child {
            if let box = slotBox(ofRow: row), let slot = slots[box.widgetKey], slot.key != nil,
                slot.position == position
            {
                return row
            }
            child = gtk_widget_get_next_sibling(row)
        }
        return nil
    }

    /// The slot of a row widget, or of a widget inside one.
    private func slot(containing widget: UnsafeMutablePointer<GtkWidget>) -> (
        slot: ListRowSlot, row: UnsafeMutablePointer<GtkWidget>
    )? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current, candidate != list {
            if gtk_widget_get_parent(candidate) == list {
                guard let box = slotBox(ofRow: candidate), let slot = slots[box.widgetKey] else {
                    return nil
                }
                return (slot, candidate)
            }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The row that has focus (the row widget itself or a control in it), if any.
    private var focusedRow: (slot: ListRowSlot, row: UnsafeMutablePointer<GtkWidget>, position: Int)? {
        guard let root = gtk_widget_get_root(list), let focus = gtk_root_get_focus(root),
            let (slot, row) = slot(containing: focus), let key = slot.key,
            let position = rows.position(of: key, hint: slot.position)
        else { return nil }
        return (slot, row, position)
    }

    // MARK: ListRowsDriver

    package var window: FocusWindowID? {
        guard let backend, let root = gtk_widget_get_root(list),
            focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return nil }
        return backend.focusHost.windowID(of: focuskit_as_window(UnsafeMutableRawPointer(root)))
    }

    package func focusListItself() -> Bool {
        // `gtk_list_base_grab_focus` falls back to the list view itself (focusable) when it has
        // no item to focus.
        gtk_widget_grab_focus(list) != 0 && GtkWidgetTree.containsFocus(list)
    }

    package var canFocusRows: Bool {
        gtk_widget_get_root(list) != nil && gtk_widget_get_mapped(list) != 0
            && gtk_widget_is_sensitive(list) != 0
    }

    package func focusRow(at position: Int) -> Bool {
        focusRow(at: position, direction: GTK_DIR_TAB_FORWARD)
    }

    /// Focuses the row at `position`, scrolled into view: a list's row itself, a cell's first
    /// control (its last, going backward) unless focus is in the cell already.
    private func focusRow(at position: Int, direction: GtkDirectionType) -> Bool {
        guard position >= 0, position < rows.count else { return false }
        if component.layout.hasRows, let adjustment = scrollAdjustment,
            gtk_adjustment_get_page_size(adjustment) > 0,
            let row = rowWidget(at: position), !GtkWidgetTree.containsFocus(row)
        {
            rows.renderIfWaiting(at: position)
            // GTK scrolls to the row it moves focus into (`gtk_list_base_set_focus_child`), as
            // its own cursor moves do: a second scroll would lay the list out again.
            return gtk_widget_grab_focus(row) != 0
        }
        // GTK's `list.scroll-to-item` makes the row's widget at once (its anchor tracker).
        scrollToItem(position)
        guard let row = rowWidget(at: position) else { return false }
        guard !component.layout.hasRows else { return gtk_widget_grab_focus(row) != 0 }
        if let root = gtk_widget_get_root(row), let focus = gtk_root_get_focus(root),
            gtk_widget_is_ancestor(focus, row) != 0
        {
            return true
        }
        guard let box = gtk_widget_get_first_child(row) else { return false }
        return focusui_cell_box_focus_first(
            UnsafeMutableRawPointer(box), direction == GTK_DIR_TAB_BACKWARD ? 1 : 0)
            != 0
    }

    /// Tab and Shift+Tab in a lazy stack's or grid's cell: on through the cell's controls, then
    /// into the next cell that has one (the one before), scrolled into view. GTK's own
    /// (`gtk_list_base_focus`) tries only the next item, and passes over the controls of a cell
    /// it has just made for a scroll or a write (`gtk_widget_focus_sort` takes mapped widgets
    /// only; the cell is mapped at the next frame). Returns `false` to let GTK move focus out of
    /// the stack (at either end, or past ``ListRows/cellSearchLimit`` cells with no control).
    private func cellTab(backward: Bool) -> Bool {
        guard let root = gtk_widget_get_root(list), let focus = gtk_root_get_focus(root),
            let (slot, row) = slot(containing: focus), let key = slot.key,
            let position = rows.position(of: key, hint: slot.position)
        else { return false }
        if let box = gtk_widget_get_first_child(row),
            focusui_cell_box_focus_next(UnsafeMutableRawPointer(box), backward ? 1 : 0) != 0
        {
            return true
        }
        return focusCell(from: position + (backward ? -1 : 1), backward: backward)
    }

    /// Focuses the first control (`backward`: the last) of the cell at `position`, scrolled
    /// into view, or of the next cell that has one in that direction, passing over at most
    /// ``ListRows/cellSearchLimit`` cells; returns whether one took focus.
    private func focusCell(from position: Int, backward: Bool) -> Bool {
        let direction = backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
        for candidate in rows.cellCandidates(from: position, backward: backward)
        where focusRow(at: candidate, direction: direction) {
            return true
        }
        return false
    }

    /// `list.scroll-to-item`. Before the list's first allocation GTK places it from a viewport
    /// it does not have yet (and shows the top): the scroll is done again once the list has
    /// its size.
    private func scrollToItem(_ position: Int, anchor: UnitPoint? = nil) {
        scrolls &+= 1
        // GTK binds about 200 rows around the row at once: those a screenful away render later.
        renderedAround = screenful(around: position)
        defer { renderedAround = nil }
        gtk_widget_activate_action_variant(
            list, "list.scroll-to-item", g_variant_new_uint32(UInt32(position)))
        if let adjustment = scrollAdjustment, gtk_adjustment_get_page_size(adjustment) <= 0 {
            scrollAfterAllocation = (position, anchor)
        }
    }

    /// The rows that render when GTK binds them during a scroll to a row (``screenful(around:)``);
    /// `nil` when every row does.
    private var renderedAround: ClosedRange<Int>?

    package func defersRender(at position: Int) -> Bool {
        guard let renderedAround, !renderedAround.contains(position) else { return false }
        watchDeferredRows()
        // Only with a layout to wait for (the list has a frame clock).
        awaitsLayout = deferredLayout != nil
        return true
    }

    /// Whether the list scrolled and left rows for later since its last layout: until GTK lays
    /// it out again, its row widgets keep the places they had before the scroll, so none counts
    /// as shown (``isShowing(_:)``); the layout then renders those it placed on screen.
    private var awaitsLayout = false

    /// While rows bound off screen wait to render: after each layout of the window, those the
    /// layout placed on screen render now (``ListRows/refreshRowsOnScreen()``; GDK lays out again
    /// when asked during layout), so that no frame shows a row its widget showed before, however
    /// far the screenful was off.
    private var deferredLayout: SignalConnection?

    private func watchDeferredRows() {
        guard deferredLayout == nil, let clock = gtk_widget_get_frame_clock(list) else { return }
        deferredLayout = SignalConnection.connect(
            UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self), signal: "layout"
        ) { [weak self] _ in
            guard let self else { return }
            self.awaitsLayout = false
            self.rows.refreshRowsOnScreen()
            if !self.rows.hasRowsToRender {
                self.deferredLayout?.disconnect()
                self.deferredLayout = nil
            }
        }
    }

    /// What waits for the list's window to draw its next frame (``afterNextFrame(_:)``).
    private let nextFrame = GtkNextFrame()

    package func afterNextFrame(_ work: @escaping @MainActor () -> Void) {
        // A list not shown draws no frame: now.
        guard gtk_widget_get_mapped(list) != 0, nextFrame.schedule(after: list, work) else { return work() }
    }

    /// The rows a scroll to `position` can show, on either side of it: as many as the list's
    /// height holds of the shortest row shown now, and two more. `nil` (every row renders when
    /// bound) for a table, a lazy stack or grid, and before the list and its rows have sizes.
    private func screenful(around position: Int) -> ClosedRange<Int>? {
        guard component.layout == .list, table == nil else { return nil }
        let extent = gtk_widget_get_height(list)
        guard extent > 0 else { return nil }
        var shortest = Int32.max
        for slot in slots.values where slot.isBound {
            guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget, let row = rowWidget(ofBox: box)
            else { continue }
            let height = gtk_widget_get_height(row)
            if height > 0 { shortest = min(shortest, height) }
        }
        guard shortest != .max else { return nil }
        // GTK scrolls as little as shows the row: the rows shown are within a screenful of it.
        // Rows shorter than those shown now may show more: the layout renders those
        // (``watchDeferredRows()``), and GDK lays the frame out again.
        let count = Int(extent / shortest) + 2
        return (position - count)...(position + count)
    }

    /// Whether the list scrolls sideways (a `LazyHStack`'s or `LazyHGrid`'s cells).
    private var scrollsHorizontally: Bool { component.layout.scrollAxis == .horizontal }

    /// The adjustment along the axis the list scrolls.
    private var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
        let scrollable = OpaquePointer(UnsafeMutableRawPointer(list))
        return scrollsHorizontally
            ? gtk_scrollable_get_hadjustment(scrollable) : gtk_scrollable_get_vadjustment(scrollable)
    }

    package func scrollToRow(at position: Int, anchor: UnitPoint?) {
        guard position >= 0, position < rows.count else { return }
        scrollToItem(position, anchor: anchor)
        guard let anchor, let clock = gtk_widget_get_frame_clock(list) else { return }
        // GTK scrolls as little as it can, and until its next allocation it knows no
        // heights for the rows around the ones `scroll-to-item` made (a value set now lands on
        // the wrong rows). Once the frame's layout placed the row, the list is moved by what the
        // row is off the anchor, in the same frame (GDK lays out again when asked during layout).
        anchorCorrection = (position, anchor, 4)
        if anchorLayout == nil {
            anchorLayout = SignalConnection.connect(
                UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self), signal: "layout"
            ) { [weak self] _ in
                self?.correctAnchor()
            }
        }
    }

    /// A row to place at an anchor once it has its allocation, and how many layouts to try.
    private var anchorCorrection: (position: Int, anchor: UnitPoint, tries: Int)?
    private var anchorLayout: SignalConnection?

    /// After a layout that follows `scrollToRow` with an anchor: moves the list by what the
    /// row is off the anchor.
    private func correctAnchor() {
        guard var correction = anchorCorrection, let adjustment = scrollAdjustment,
            gtk_adjustment_get_page_size(adjustment) > 0
        else { return finishAnchor() }
        correction.tries -= 1
        anchorCorrection = correction
        if correction.tries <= 0 { finishAnchor() }
        guard let row = rowWidget(at: correction.position), gtk_widget_get_child_visible(row) != 0 else {
            return
        }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, list, &bounds) != 0 else { return }
        let page = gtk_adjustment_get_page_size(adjustment)
        let (origin, extent, anchor) =
            scrollsHorizontally
            ? (bounds.origin.x, bounds.size.width, correction.anchor.x)
            : (bounds.origin.y, bounds.size.height, correction.anchor.y)
        let wanted = (page - Double(extent)) * Double(anchor)
        let value = gtk_adjustment_get_value(adjustment)
        gtk_adjustment_set_value(adjustment, value + Double(origin) - wanted)
        // Placed, or as near as the list's ends allow.
        if abs(gtk_adjustment_get_value(adjustment) - value) < 1 { finishAnchor() }
    }

    private func finishAnchor() {
        anchorCorrection = nil
        anchorLayout?.disconnect()
        anchorLayout = nil
    }

    package func makeRowNode(_ behaviour: any VirtualFocusNode) -> FocusNodeID {
        backend?.focusHost.makeVirtualNode(behaviour) ?? FocusNodeID(0)
    }

    package func removeRowNode(_ node: FocusNodeID) {
        backend?.focusHost.removeVirtualNode(node)
    }

    package func setStandIn(_ slot: ListRowSlot?, for node: FocusNodeID) {
        let row = (slot?.container as? GtkWidgetHandle).flatMap { rowWidget(ofBox: $0.outerWidget) }
        backend?.focusHost.setStandIn(row, for: node)
    }

    /// Whether the slot's row widget lies in the list's viewport (before the list's first
    /// allocation every row counts as shown; after a scroll that left rows for later, none
    /// until the list is laid out again).
    package func isShowing(_ slot: ListRowSlot) -> Bool {
        guard !awaitsLayout else { return false }
        guard let box = (slot.container as? GtkWidgetHandle)?.outerWidget,
            let row = rowWidget(ofBox: box),
            gtk_widget_get_height(list) > 0
        else { return true }
        guard gtk_widget_get_child_visible(row) != 0 else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, list, &bounds) != 0 else { return true }
        return bounds.origin.y + bounds.size.height > 0
            && bounds.origin.y < Float(gtk_widget_get_height(list))
            && bounds.origin.x + bounds.size.width > 0 && bounds.origin.x < Float(gtk_widget_get_width(list))
    }

    package func replaceFocus(_ move: () -> Void) {
        guard let backend, let root = gtk_widget_get_root(list),
            focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else {
            move()
            return
        }
        backend.focusHost.replaceFocus(in: focuskit_as_window(UnsafeMutableRawPointer(root))) {
            move()
            return true
        }
    }

    // MARK: Focus entering

    /// Tab (or Shift+Tab, or an arrow) from outside: focus lands on the selected row, else the
    /// one focus was last in, else the first; the selection stays.
    fileprivate func focusIn(_ direction: GtkDirectionType = GTK_DIR_TAB_FORWARD) -> Bool {
        guard canFocusRows, let position = rows.entryPosition() else { return false }
        guard !component.layout.hasRows else { return focusRow(at: position, direction: direction) }
        if focusCell(from: position, backward: direction == GTK_DIR_TAB_BACKWARD) { return true }
        // No cell has a control: the stack itself is the Tab stop, and its keys scroll it
        // (`scrollKey`), as a scroll view with nothing focusable inside.
        return gtk_widget_grab_focus(list) != 0
    }

    /// A key on a lazy stack or grid that has focus itself: it scrolls.
    private func scrollKey(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        guard let root = gtk_widget_get_root(list), gtk_root_get_focus(root) == list,
            let (key, _) = GtkViewBackend.key(for: keyval),
            let action = CellScrollKey(
                DesktopKeyChord(key, modifiers: GtkViewBackend.modifiers(state)),
                axis: component.layout.scrollAxis),
            let adjustment = scrollAdjustment
        else { return false }
        let value = gtk_adjustment_get_value(adjustment)
        switch action {
        case .step(let direction):
            gtk_adjustment_set_value(
                adjustment, value + Double(direction) * gtk_adjustment_get_step_increment(adjustment))
        case .page(let direction):
            gtk_adjustment_set_value(
                adjustment, value + Double(direction) * gtk_adjustment_get_page_increment(adjustment))
        case .start:
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
        case .end:
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        }
        return true
    }

    // MARK: Keys and clicks

    private func connectList() {
        let made = gtk_event_controller_key_new()!
        let controller = OpaquePointer(UnsafeMutableRawPointer(made))
        gtk_event_controller_set_propagation_phase(made, GTK_PHASE_CAPTURE)
        signals.connectKey(controller, released: false) { [unowned self] _, keyval, state in
            self.keyPressed(keyval, state)
        }
        gtk_widget_add_controller(list, made)
        keyController = controller
        if !component.layout.hasRows {
            // Tab among cells, in the bubble phase: after the control that has focus, which may
            // take Tab itself (a text editor) or have an `.onKeyPress` for it.
            let cellKeys = gtk_event_controller_key_new()!
            signals.connectKey(OpaquePointer(UnsafeMutableRawPointer(cellKeys)), released: false) {
                [unowned self] _, keyval, state in
                let modifiers = GtkViewBackend.modifiers(state)
                switch Int32(keyval) {
                case GDK_KEY_Tab where modifiers.isEmpty: return self.cellTab(backward: false)
                case GDK_KEY_ISO_Left_Tab where modifiers == .shift, GDK_KEY_Tab where modifiers == .shift:
                    return self.cellTab(backward: true)
                default: return false
                }
            }
            gtk_widget_add_controller(list, cellKeys)
        }
        // GTK's `activate` (Return, double click): the primary action.
        signals.connectWithUIntArgument(list, signal: "activate") { [unowned self] _, position in
            _ = self.rows.performPrimaryAction(for: self.rows.targetPositions(focused: Int(position)))
        }
        let click = gtk_gesture_click_new()!
        let gesture = OpaquePointer(UnsafeMutableRawPointer(click))
        gtk_gesture_single_set_button(gesture, UInt32(GDK_BUTTON_SECONDARY))
        signals.connectWithPointerArgument(gesture, signal: "begin") { [unowned self] _, sequence in
            var x = 0.0
            var y = 0.0
            guard gtk_gesture_get_point(gesture, OpaquePointer(sequence), &x, &y) != 0 else { return }
            self.secondaryClick(x: x, y: y)
        }
        gtk_widget_add_controller(list, click)
        if let adjustment = scrollAdjustment {
            // Rows that scroll into view render what changed while they were off screen.
            signals.connect(adjustment, signal: "value-changed") { [unowned self] _ in
                self.rows.refreshRowsOnScreen()
            }
            signals.connect(adjustment, signal: "changed") { [unowned self] _ in
                guard let (position, anchor) = self.scrollAfterAllocation,
                    let adjustment = self.scrollAdjustment,
                    gtk_adjustment_get_page_size(adjustment) > 0
                else { return }
                self.scrollAfterAllocation = nil
                // Once the allocation is over: GTK does not take a new anchor in the middle of one.
                // A scroll asked for in between is newer: it stays.
                let scrolls = self.scrolls
                MainLoopIdle.once { [weak self] in
                    guard let self, self.scrolls == scrolls, position < self.rows.count else { return }
                    self.scrollToRow(at: position, anchor: anchor)
                }
            }
        }
    }

    /// A key on the list (capture phase): the focused row's own `.onKeyPress` first, then the
    /// list's keys. Keys in a control inside a row are the control's.
    private func keyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
        // A lazy stack's or grid's cells have no list keys (Tab among them is `cellTab`); the
        // stack itself, focused when no cell has a control, scrolls.
        guard component.layout.hasRows else { return scrollKey(keyval, state) }
        guard let (slot, row, position) = focusedRow,
            let root = gtk_widget_get_root(list), gtk_root_get_focus(root) == row
        else { return false }
        let modifiers = GtkViewBackend.modifiers(state)
        if let (key, characters) = GtkViewBackend.key(for: keyval) {
            let press = KeyPress(key: key, characters: characters, modifiers: modifiers, phase: .down)
            var element = Element(StackComponent(axis: .vertical))
            element.actions = slot.rowActions { true }
            if element.sendKeyPress(press) == .handled { return true }
            if key == .escape, element.actions.onExitCommand != nil {
                element.sendExitCommand()
                return true
            }
        }
        return listKey(keyval, modifiers: modifiers, focused: position)
    }

    /// The list's keys, as ``ListKeyAction`` decides them. Space, Ctrl+A, Ctrl+Shift+A and
    /// Return are GTK's own list bindings; Menu and Shift+F10 open the row's context menu.
    private func listKey(_ keyval: UInt32, modifiers: EventModifiers, focused: Int) -> Bool {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Menu:
            openContextMenu(for: focused, at: nil)
            return true
        case GDK_KEY_F10 where modifiers.contains(.shift):
            openContextMenu(for: focused, at: nil)
            return true
        default:
            break
        }
        guard let (key, _) = GtkViewBackend.key(for: keyval),
            let action = ListKeyAction(DesktopKeyChord(key, modifiers: modifiers))
        else { return false }
        switch action {
        case .moveCursor(let move, let select, let modify, let extend):
            typed.reset()
            guard let target = rows.focusableRow(move, from: focused, page: visibleRowCount) else {
                return true
            }
            // Shift with nothing selected (focus came in by Tab, which selects nothing) extends
            // from the focused row, as a GNOME file list does: GTK's anchor is the last row
            // selected, and without one it would select the new row alone.
            if select, extend, !rows.hasSelection { selectItem(focused, modify: false, extend: false) }
            moveCursor(to: target, select: select, modify: modify, extend: extend)
            return true
        case .moveRows(let offset):
            typed.reset()
            return rows.move(rows.targetPositions(focused: focused), by: offset)
        case .toggleSelection, .selectAll, .unselectAll, .activate:
            return false
        case .delete:
            typed.reset()
            return rows.delete(rows.targetPositions(focused: focused))
        case .typeAhead(let character):
            typeAhead(character, from: focused)
            return true
        }
    }

    /// Rows a page moves by: those the viewport shows.
    private var visibleRowCount: Int {
        guard let adjustment = scrollAdjustment, rows.count > 0 else { return 10 }
        let rowHeight = gtk_adjustment_get_upper(adjustment) / Double(rows.count)
        guard rowHeight > 0 else { return 10 }
        return max(2, Int(gtk_adjustment_get_page_size(adjustment) / rowHeight))
    }

    /// As GTK's `gtk_list_base_grab_focus_on_item`: focus the row, then select it through
    /// GTK's own `list.select-item` (its anchor for Shift, its rules for Ctrl).
    private func moveCursor(to position: Int, select: Bool, modify: Bool, extend: Bool) {
        guard focusRow(at: position), select else { return }
        selectItem(position, modify: modify, extend: extend)
    }

    /// GTK's `list.select-item`: selects the row at `position` (`modify`: toggles it, keeping
    /// the rest; `extend`: from GTK's anchor, the row last selected).
    private func selectItem(_ position: Int, modify: Bool, extend: Bool) {
        let parameter = [
            g_variant_new_uint32(UInt32(position)), g_variant_new_boolean(modify ? 1 : 0),
            g_variant_new_boolean(extend ? 1 : 0),
        ]
        parameter.withUnsafeBufferPointer { buffer in
            let tuple = g_variant_new_tuple(UnsafeMutablePointer(mutating: buffer.baseAddress), 3)
            gtk_widget_activate_action_variant(list, "list.select-item", tuple)
        }
    }

    private func typeAhead(_ character: String, from focused: Int) {
        let now = g_get_monotonic_time()
        if now - lastTypedTime > 1_000_000 { typed.reset() }
        lastTypedTime = now
        guard let position = typed.type(character, from: focused, in: rows) else { return }
        moveCursor(to: position, select: true, modify: false, extend: false)
    }

    // MARK: Context menus

    private func secondaryClick(x: Double, y: Double) {
        guard let picked = gtk_widget_pick(list, x, y, GTK_PICK_DEFAULT),
            let (slot, row) = slot(containing: picked),
            let key = slot.key, let position = rows.position(of: key, hint: slot.position)
        else { return }
        // A right click on a row that is not selected selects it first, as GNOME's lists do.
        if !rows.isSelected(at: position), rows.selectionMode != .none {
            moveCursor(to: position, select: true, modify: false, extend: false)
        } else {
            _ = gtk_widget_grab_focus(row)
        }
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var translated = graphene_point_t()
        _ = gtk_widget_compute_point(list, row, &point, &translated)
        openContextMenu(for: position, at: (Double(translated.x), Double(translated.y)))
    }

    /// Opens the row's context menu (the list's, the row's `.contextMenu` and swipe actions,
    /// Delete and Move) with keyboard focus in it; focus returns to the row when it closes.
    private func openContextMenu(for position: Int, at point: (Double, Double)?) {
        guard let row = rowWidget(at: position), let box = slotBox(ofRow: row),
            let slot = slots[box.widgetKey]
        else { return }
        let rowMenu = slot.rootElements.flatMap(\.actions.contextMenu)
        let items = rows.contextMenuItems(for: rows.targetPositions(focused: position), rowMenu: rowMenu)
        guard !items.isEmpty else { return }
        contextMenu?.close()
        contextMenu = GtkContextMenu(
            items: items, on: row, at: point, warn: { [weak backend] in backend?.warnOnce($0) })
    }
}

/// A `GtkListItem`, held as a slot's token.
@MainActor
final class GtkListItemToken {
    let item: OpaquePointer
    init(_ item: OpaquePointer) { self.item = item }
}

/// The renderer, weakly, for the C callbacks' user data (released by their destroy notify).
@MainActor
final class WeakRendererBox {
    weak var renderer: ListGtkRenderer?
    /// The rows the model answers for (the list's, before its renderer is complete).
    weak var rows: ListRows?
    /// The items' keys (see ``ListItemKeys``).
    let itemKeys = ListItemKeys()
}

/// The box behind a callback's user data.
private func rendererBox(_ data: UnsafeMutableRawPointer?) -> WeakRendererBox? {
    guard let data else { return nil }
    return Unmanaged<WeakRendererBox>.fromOpaque(data).takeUnretainedValue()
}

private let releaseRendererBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
    guard let data else { return }
    Unmanaged<WeakRendererBox>.fromOpaque(data).release()
}

// The model's callbacks: GTK calls them on the main thread.

private let listModelCount: @convention(c) (UnsafeMutableRawPointer?) -> UInt32 = { data in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { UInt32(box?.rows?.count ?? 0) }
}

private let listModelItemKey: @convention(c) (UnsafeMutableRawPointer?, UInt32) -> UInt64 = {
    data, position in
    let box = rendererBox(data)
    return MainActor.assumeIsolated {
        guard let box, let key = box.rows?.key(at: Int(position)) else { return 0 }
        return box.itemKeys.key(for: key)
    }
}

private let listModelItemReleased: @convention(c) (UnsafeMutableRawPointer?, UInt64) -> Void = { data, key in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { box?.itemKeys.release(key) }
}

private let listModelIsSelected: @convention(c) (UnsafeMutableRawPointer?, UInt32) -> Int32 = {
    data, position in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { box?.rows?.isSelected(at: Int(position)) == true ? 1 : 0 }
}

private let listModelSelectRange: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, Int32) -> Int32 =
    {
        data, position, count, unselectRest in
        let box = rendererBox(data)
        return MainActor.assumeIsolated {
            box?.renderer?.select(Int(position)..<Int(position + count), unselectingRest: unselectRest != 0)
                == true ? 1 : 0
        }
    }

private let listModelUnselectRange: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32) -> Int32 = {
    data, position, count in
    let box = rendererBox(data)
    return MainActor.assumeIsolated {
        box?.renderer?.unselect(Int(position)..<Int(position + count)) == true ? 1 : 0
    }
}

private let listModelSelectAll: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { box?.renderer?.selectAll() == true ? 1 : 0 }
}

private let listModelUnselectAll: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { box?.renderer?.unselectAll() == true ? 1 : 0 }
}

private let listHolderFocusIn: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = {
    data, direction in
    let box = rendererBox(data)
    return MainActor.assumeIsolated {
        box?.renderer?.focusIn(GtkDirectionType(rawValue: UInt32(direction))) == true ? 1 : 0
    }
}

private let listHolderGrabFocus: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { data in
    let box = rendererBox(data)
    return MainActor.assumeIsolated { box?.renderer?.focusIn() == true ? 1 : 0 }
}

extension ListGtkRenderer {
    fileprivate func select(_ range: Range<Int>, unselectingRest: Bool) -> Bool {
        guard rows.select(range, unselectingRest: unselectingRest) else { return false }
        selectionDidChange()
        return true
    }

    fileprivate func unselect(_ range: Range<Int>) -> Bool {
        guard rows.unselect(range) else { return false }
        selectionDidChange()
        return true
    }

    fileprivate func selectAll() -> Bool {
        guard rows.selectAll() else { return false }
        selectionDidChange()
        return true
    }

    fileprivate func unselectAll() -> Bool {
        guard rows.unselectAll() else { return false }
        selectionDidChange()
        return true
    }

    private func selectionDidChange() {
        announceSelectionChange()
    }

    /// Tells GTK which rows' selection changed since it last heard: each row selected before or
    /// now, when there are a few (GTK binds every row it is told about again), else all.
    func announceSelectionChange() {
        let now = rows.selectedPositions()
        defer { announcedSelection = now }
        guard let before = announcedSelection, let now, rows.count > 0 else {
            if rows.count > 0 { focusui_list_model_selection_changed(model, 0, UInt32(rows.count)) }
            return
        }
        // One signal per run of rows, as GtkSingleSelection sends one for the row unselected and
        // the row selected next to it.
        var run: (start: Int, count: Int)?
        for position in Set(before).symmetricDifference(now).sorted() where position < rows.count {
            if let current = run, current.start + current.count == position {
                run = (current.start, current.count + 1)
                continue
            }
            if let run { focusui_list_model_selection_changed(model, UInt32(run.start), UInt32(run.count)) }
            run = (position, 1)
        }
        if let run { focusui_list_model_selection_changed(model, UInt32(run.start), UInt32(run.count)) }
    }
}
