import FocusKit
import FocusKitTestSupport
import FocusUICore

extension ListComponent: HeadlessRenderable {
    /// A list that shows a window of its rows, as GTK's list view does.
    package typealias HeadlessRenderer = ListHeadlessRenderer
}

/// Draws a ``List`` (and lazy stacks and grids) headlessly as GTK's `GtkListView` behaves
/// where focus and selection depend on it:
/// - only a window of rows is realized, each in a row node (GTK's `GtkListItemWidget`) that is
///   recycled for another row when the list scrolls; the twin realizes the rows in view and two
///   more on each side (GTK realizes up to 200 around its anchor: more rows, same behaviour);
/// - the focused row keeps its node while scrolled away, and a write to a row that is not
///   realized scrolls to it and realizes it first;
/// - the list is one Tab stop (FocusUI's holder), arrows move focus and select, Ctrl moves
///   focus only, Shift extends, Space toggles, Ctrl+A selects all, clicks select (Ctrl
///   toggles, Shift extends), typing moves to the next row starting with the typed text;
/// - a removed row's node is destroyed (the focused one's too: GTK does not recycle a tracked
///   row), and focus moves to the row below;
/// - a lazy stack's or grid's cells take no focus themselves: Tab enters the cell focus was
///   last in (the first at first) on its first control (Shift+Tab: its last), moves through a
///   cell's controls, then to the next cell that has one (scrolled into view), passing over
///   cells with none; the list's keys are not a cell's (GTK's cursor bindings try to focus a
///   cell, which cannot take focus: nothing moves); when no cell has a control the stack itself
///   takes focus and its keys scroll it.
@MainActor
package final class ListHeadlessRenderer: HeadlessComponentRenderer, ListRowsDriver, HeadlessWidgetOwner {
    /// The list's node.
    package let node: FocusNodeID
    /// The list view inside the holder, which holds focus when the list is left with no row.
    private let listViewNode: FocusNodeID
    private let toolkit: FakeToolkit
    private var component: ListComponent
    fileprivate var rows: ListRows { component.rows }
    /// The list's own widget, whose children are the row containers.
    private weak var widget: HeadlessWidget?
    /// The row slots, each with its container (its node is the row node the toolkit focuses).
    fileprivate var slots: [(slot: ListRowSlot, container: HeadlessWidget)] = []
    /// The first row in view.
    private(set) var firstVisible = 0
    /// How many rows the viewport shows.
    var visibleRowCount = 10
    /// GTK's selection anchor: where Shift extends from.
    private var anchor: ListRowKey?
    /// The characters typed so far for type-ahead.
    private var typed = ListTypeAhead()

    package init(_ component: ListComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        node = context.makeNode("list", focusable: false)
        // GTK's `GtkListView` inside FocusUI's holder: it takes focus itself only when the list
        // is left with no row (Tab and arrows go through the holder).
        listViewNode = toolkit.makeNode("listView", in: nil, parent: node, focusable: true)
        var holder = FocusHolder(
            canEnter: { [weak self] in self?.rows.entryPosition() != nil },
            enter: { [weak self] backward in self?.enterFocus(backward: backward) })
        if component.rows.configuration.isCells {
            holder.move = { [weak self] backward in self?.moveAmongCells(backward: backward) }
        }
        toolkit.setFocusHolder(holder, on: node)
        component.rows.attach(self)
    }

    func adopt(_ widget: HeadlessWidget) {
        self.widget = widget
    }

    package func update(from old: ListComponent?, to new: ListComponent) {
        component = new
        new.rows.attach(self)
        // Rows that went: their nodes go (the focused one's too, as GTK destroys a tracked
        // row's widget); the focused row's node goes only once focus has moved on.
        var removedSlots: [ListRowSlot] = []
        for (slot, _) in slots {
            guard let key = slot.key, rows.position(of: key, hint: slot.position) == nil else { continue }
            removedSlots.append(slot)
        }
        let focusedSlot = slotContainingFocus()
        for slot in removedSlots where slot !== focusedSlot { destroy(slot) }
        if rows.focusReplacement != nil {
            if let focusedSlot, removedSlots.contains(where: { $0 === focusedSlot }) {
                // GTK unparents the row: the window keeps it as its focus widget until the frame.
                if let key = focusedSlot.key, let rowNode = rows.node(of: key) {
                    toolkit.setStandIn(nil, for: rowNode)
                }
                destroy(focusedSlot)
            }
            rows.replaceRemovedFocus()
        } else if let focusedSlot, removedSlots.contains(where: { $0 === focusedSlot }) {
            destroy(focusedSlot)
        }
        if let target = rows.rowFollowingAppSelection(focusedRow: focusOnRowPosition) {
            _ = focusRow(at: target)
        }
        rows.didApplyChanges()
        realize()
    }

    // MARK: Rows in view

    /// Binds the rows in view (and two more on each side) to slots, recycling the slots of
    /// rows that left it; the focused row keeps its slot.
    func realize() {
        let count = rows.count
        firstVisible = min(max(firstVisible, 0), max(0, count - visibleRowCount))
        let wanted = max(0, firstVisible - 2)..<min(count, firstVisible + visibleRowCount + 2)
        let focused = slotContainingFocus()
        var free: [ListRowSlot] = []
        var bound: Set<Int> = []
        for (slot, _) in slots {
            guard let key = slot.key, let position = rows.position(of: key, hint: slot.position) else {
                if slot !== focused { free.append(slot) }
                continue
            }
            if wanted.contains(position) || slot === focused {
                bound.insert(position)
                // GTK binds again every row after a change (its position changed).
                if position != slot.position { rows.bind(slot, at: position) }
            } else {
                rows.unbind(slot)
                free.append(slot)
            }
        }
        for position in wanted where !bound.contains(position) {
            let slot = free.popLast() ?? makeSlot()
            rows.bind(slot, at: position)
            updateRowActions(slot)
        }
        for slot in free { destroy(slot) }
        for (slot, _) in slots { updateRowActions(slot) }
        slots.sort {
            ($0.slot.key == nil ? Int.max : $0.slot.position)
                < ($1.slot.key == nil ? Int.max : $1.slot.position)
        }
        widget?.children = slots.map(\.container)
    }

    /// A row node (GTK's `GtkListItemWidget`); a table's has a cell node per column (GTK's
    /// `GtkColumnViewCell`, which takes no focus), each a container of the row's slot.
    private func makeSlot() -> ListRowSlot {
        let rowNode = toolkit.makeNode(
            "row", in: nil, parent: node, focusable: !component.rows.configuration.isCells)
        let container = HeadlessWidget(renderer: nil, node: rowNode, name: "row")
        let columns = component.layout.containersPerRow
        guard case .table = component.layout else {
            let slot = ListRowSlot(container: container)
            slots.append((slot, container))
            return slot
        }
        container.children = (0..<columns).map { _ in
            HeadlessWidget(
                renderer: nil, node: toolkit.makeNode("cell", in: nil, parent: rowNode, focusable: false),
                name: "cell")
        }
        let slot = ListRowSlot(containers: container.children)
        slots.append((slot, container))
        return slot
    }

    private func destroy(_ slot: ListRowSlot) {
        guard let index = slots.firstIndex(where: { $0.slot === slot }) else { return }
        let container = slots[index].container
        slots.remove(at: index)
        rows.tearDown(slot)
        for widget in container.subtree { widget.isRemoved = true }
        toolkit.remove(container.node)
        widget?.children.removeAll { $0 === container }
    }

    /// The row container passes keys and Escape to the row's views while the row has focus.
    private func updateRowActions(_ slot: ListRowSlot) {
        guard let container = slots.first(where: { $0.slot === slot })?.container else { return }
        let rowNode = container.node
        let toolkit = toolkit
        var element = Element(StackComponent(axis: .vertical))
        element.actions = slot.rowActions { [weak self] in
            guard let window = self?.window else { return false }
            return toolkit.focus(in: window) == rowNode
        }
        container.element = element
    }

    private func slotContainingFocus() -> ListRowSlot? {
        guard let window, let focus = toolkit.focus(in: window) else { return nil }
        return slots.first { toolkit.isNode(focus, inside: $0.container.node) }?.slot
    }

    private func slot(at position: Int) -> (slot: ListRowSlot, container: HeadlessWidget)? {
        slots.first { $0.slot.key != nil && $0.slot.position == position }
    }

    /// The row whose own node has focus (not a control in it), if any.
    private var focusOnRowPosition: Int? {
        guard let window, let focus = toolkit.focus(in: window),
            let (slot, _) = slots.first(where: { $0.container.node == focus }), let key = slot.key
        else { return nil }
        return rows.position(of: key, hint: slot.position)
    }

    /// The row that has focus, if any.
    var focusedPosition: Int? {
        guard let slot = slotContainingFocus(), let key = slot.key else { return nil }
        return rows.position(of: key, hint: slot.position)
    }

    // MARK: ListRowsDriver

    package var window: FocusWindowID? { toolkit.window(containing: node) }

    package var canFocusRows: Bool {
        window != nil && toolkit.isNodeMapped(node) && toolkit.isNodeSensitive(node)
    }

    package func focusRow(at position: Int) -> Bool {
        scrollToRow(at: position, anchor: nil)
        guard let (_, container) = slot(at: position) else { return false }
        guard rows.configuration.isCells else { return toolkit.focus(container.node) }
        // A cell: its first control, unless focus is in the cell already.
        if let window, let focus = toolkit.focus(in: window), toolkit.isNode(focus, inside: container.node) {
            return true
        }
        guard let target = toolkit.tabTarget(inside: container.node, backward: false, fromFocus: false) else {
            return false
        }
        return toolkit.focus(target)
    }

    package func scrollToRow(at position: Int, anchor: UnitPoint?) {
        guard position >= 0, position < rows.count else { return }
        if let anchor {
            firstVisible = position - Int((Double(visibleRowCount - 1) * Double(anchor.y)).rounded())
        } else if position < firstVisible {
            firstVisible = position
        } else if position >= firstVisible + visibleRowCount {
            firstVisible = position - visibleRowCount + 1
        }
        realize()
    }

    package func makeRowNode(_ behaviour: any VirtualFocusNode) -> FocusNodeID {
        toolkit.makeVirtualNode(behaviour)
    }

    package func removeRowNode(_ node: FocusNodeID) {
        toolkit.removeVirtualNode(node)
    }

    package func setStandIn(_ slot: ListRowSlot?, for node: FocusNodeID) {
        // The row node (a table's cells are inside it).
        toolkit.setStandIn(slots.first { $0.slot === slot }?.container.node, for: node)
    }

    package func focusListItself() -> Bool {
        toolkit.focus(listViewNode)
    }

    package func replaceFocus(_ move: () -> Void) {
        toolkit.replaceFocus(move)
    }

    /// Every realized row of the twin is on screen (it realizes the rows in view and two).
    package func isShowing(_ slot: ListRowSlot) -> Bool { true }

    /// The twin reads a row's name and position when asked (``HeadlessListRow``).
    package func didRender(_ slot: ListRowSlot, at position: Int) {}

    // MARK: Focus entering

    /// Where Tab (or a grab of the list) lands: the selected row, else the last focused one,
    /// else the first; scrolled into view. In a cell: its first control (`backward`: its last).
    private func enterFocus(backward: Bool) -> FocusNodeID? {
        guard let position = rows.entryPosition() else { return nil }
        guard rows.configuration.isCells else {
            scrollToRow(at: position, anchor: nil)
            return slot(at: position)?.container.node
        }
        // No cell has a control: the stack itself is the Tab stop (its keys scroll it).
        return cellTarget(from: position, backward: backward) ?? node
    }

    /// The first control (`backward`: the last) of the cell at `position`, scrolled into view,
    /// or of the next cell that has one in that direction, passing over at most
    /// ``ListRows/cellSearchLimit`` cells (as the GTK renderer's `focusCell`).
    private func cellTarget(from position: Int, backward: Bool) -> FocusNodeID? {
        for candidate in rows.cellCandidates(from: position, backward: backward) {
            scrollToRow(at: candidate, anchor: nil)
            if let cell = slot(at: candidate)?.container,
                let target = toolkit.tabTarget(inside: cell.node, backward: backward, fromFocus: false)
            {
                return target
            }
        }
        return nil
    }

    /// Tab among a lazy stack's cells, as the GTK renderer's `cellTab`: the next control in the
    /// focused cell, else the first control of the next cell that has one (`backward`: the last
    /// of the one before), scrolled into view; `nil` (focus leaves the stack) at either end.
    private func moveAmongCells(backward: Bool) -> FocusNodeID? {
        guard let focused = focusedPosition, let (_, container) = slot(at: focused) else { return nil }
        if let target = toolkit.tabTarget(inside: container.node, backward: backward, fromFocus: true) {
            return target
        }
        return cellTarget(from: focused + (backward ? -1 : 1), backward: backward)
    }

    // MARK: HeadlessComponentRenderer

    /// Whether focus is on a row (a list's row is the control that has focus), or on the list
    /// itself, left with no row. A cell of a lazy stack or grid is not: the control in it is.
    package func contains(_ focus: FocusNodeID) -> Bool {
        guard !rows.configuration.isCells else { return focus == node }
        if focus == listViewNode { return true }
        return slots.contains { toolkit.isNode(focus, inside: $0.container.node) }
            && slotContainingFocus() != nil
    }

    package func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        if rows.configuration.isCells {
            // Focused itself (no cell has a control): the keys scroll, a row at a time.
            guard let window, toolkit.focus(in: window) == node,
                let action = CellScrollKey(chord, axis: component.layout.scrollAxis)
            else { return false }
            switch action {
            case .step(let direction): firstVisible += direction
            case .page(let direction): firstVisible += direction * visibleRowCount
            case .start: firstVisible = 0
            case .end: firstVisible = rows.count
            }
            realize()
            return true
        }
        guard let focused = focusedPosition else { return false }
        // The focused row's own `.onKeyPress` first (GTK: the list's capture-phase controller).
        if let (_, container) = slot(at: focused), let window, toolkit.focus(in: window) == container.node,
            container.element?.sendKeyPress(
                KeyPress(
                    key: chord.key, characters: chord.key.typedCharacters, modifiers: chord.modifiers,
                    phase: .down))
                == .handled
        {
            return true
        }
        guard let action = ListKeyAction(chord) else { return false }
        // Every list key but a letter or digit forgets what was typed.
        if case .typeAhead = action {} else { typed.reset() }
        switch action {
        case .typeAhead(let character):
            typeAhead(character)
            return true
        case .moveCursor(let move, let select, let modify, let extend):
            guard let target = rows.focusableRow(move, from: focused, page: visibleRowCount) else {
                return true
            }
            // Shift with nothing selected extends from the focused row (ListGtkRenderer's rule).
            if select, extend, !rows.hasSelection { self.select(focused, modify: false, extend: false) }
            moveCursor(to: target, select: select, modify: modify, extend: extend)
            return true
        case .moveRows(let offset):
            return rows.move(rows.targetPositions(focused: focused), by: offset)
        case .toggleSelection:
            select(focused, modify: true, extend: false)
            return true
        case .selectAll:
            _ = rows.selectAll()
            return true
        case .unselectAll:
            _ = rows.unselectAll()
            return true
        case .activate:
            // GTK's list takes Return (its `activate`), whether or not an action is set.
            _ = rows.performPrimaryAction(for: rows.targetPositions(focused: focused))
            return true
        case .delete:
            return rows.delete(rows.targetPositions(focused: focused))
        }
    }

    /// GTK's `gtk_list_base_grab_focus_on_item`: focus the row, then select it as asked.
    private func moveCursor(to position: Int, select shouldSelect: Bool, modify: Bool, extend: Bool) {
        guard focusRow(at: position) else { return }
        if shouldSelect { select(position, modify: modify, extend: extend) }
    }

    /// GTK's `gtk_list_base_select_item`.
    private func select(_ position: Int, modify: Bool, extend: Bool) {
        if extend, let anchor, let from = rows.position(of: anchor) {
            let range = min(from, position)..<(max(from, position) + 1)
            let done: Bool
            if modify {
                done =
                    rows.isSelected(at: from)
                    ? rows.select(range, unselectingRest: false) : rows.unselect(range)
            } else {
                done = rows.select(range, unselectingRest: true)
            }
            if done { return }
        }
        if modify {
            _ =
                rows.isSelected(at: position)
                ? rows.unselect(position..<(position + 1))
                : rows.select(position..<(position + 1), unselectingRest: false)
        } else {
            _ = rows.select(position..<(position + 1), unselectingRest: true)
        }
        anchor = rows.key(at: position)
    }

    /// Type-ahead: the next row (from the focused one; after it when the same letter is typed
    /// again) whose text starts with what was typed, ignoring case; focused and selected.
    private func typeAhead(_ character: String) {
        guard let focused = focusedPosition,
            let position = typed.type(character, from: focused, in: rows)
        else { return }
        moveCursor(to: position, select: true, modify: false, extend: false)
    }

    // MARK: What tests do

    /// A click on the row at `position`: selects it (Ctrl toggles, Shift extends) and
    /// focuses it, as GTK's row click gesture does.
    func click(row position: Int, modifiers: EventModifiers) {
        scrollToRow(at: position, anchor: nil)
        guard !rows.isHeading(at: position), let (slot, container) = slot(at: position) else { return }
        typed.reset()
        select(position, modify: modifiers.contains(.control), extend: modifiers.contains(.shift))
        toolkit.click(container.node)
        sendTap(count: 1, to: slot)
    }

    /// A double click on the row: its taps of two clicks, then its primary action.
    func doubleClick(row position: Int) {
        click(row: position, modifiers: [])
        if let (slot, _) = slot(at: position) { sendTap(count: 2, to: slot) }
        _ = rows.performPrimaryAction(for: rows.targetPositions(focused: position))
    }

    /// The click lands on the row's views: their `.onTapGesture`s waiting for `count` run, as
    /// their GTK widgets' click gestures do (a `NavigationLink` that is the row pushes).
    private func sendTap(count: Int, to slot: ListRowSlot) {
        for element in slot.rootElements where !element.actions.pointer.taps.isEmpty {
            element.actions.sendTap(count: count)
        }
    }

    /// The rows realized now (the positions bound to a row node).
    var realizedPositions: [Int] {
        slots.compactMap { $0.slot.key == nil ? nil : $0.slot.position }.sorted()
    }

    /// The list's rows.
    var listRows: ListRows { rows }

    /// How the rows are laid out (a list, a table's columns, a stack or grid).
    var layout: ListLayout { component.layout }

    /// The container of the row at `position`, if it is realized.
    func container(at position: Int) -> HeadlessWidget? { slot(at: position)?.container }

    /// The position of the row whose container holds `widget`, if any.
    func position(ofRowHolding widget: HeadlessWidget) -> Int? {
        for (slot, container) in slots
        where slot.key != nil && container.subtree.contains(where: { $0 === widget }) {
            return slot.position
        }
        return nil
    }
}

/// A renderer that wants the widget the backend made for it (its children are its own).
@MainActor
protocol HeadlessWidgetOwner: AnyObject {
    func adopt(_ widget: HeadlessWidget)
}

extension ListHeadlessRenderer {
    /// The context menu of the row at `position`, as GTK's list opens it (the Menu key or a
    /// right click on the row): the list's items for the rows it acts on, the row's own
    /// `.contextMenu` and swipe actions, Delete and Move.
    func contextMenuItems(at position: Int) -> [MenuItem] {
        let rowMenu =
            slots.first { $0.slot.position == position }?.slot.rootElements.flatMap(\.actions.contextMenu)
            ?? []
        return rows.contextMenuItems(for: rows.targetPositions(focused: position), rowMenu: rowMenu)
    }
}
