import FocusKit
import FocusUICore

/// A `List` (or lazy stack or grid) in a ``HeadlessWindow``: its rows, which of them are
/// realized, selected and focused, and what the user does to them.
///
/// ```swift
/// let list = try window.list()
/// try list.row(containing: "Ada").click()
/// try window.pressKey(.downArrow)
/// #expect(list.focusedRow == 1)
/// #expect(list.selectedRows == [1])
/// ```
///
/// Like GTK's list view, the twin realizes only a window of rows (the rows in view and two
/// more on each side; GTK realizes up to 200): ``realizedRows`` tells which.
@MainActor
public struct HeadlessList {
    /// The window the list is in.
    public let window: HeadlessWindow
    let widget: HeadlessWidget

    var renderer: ListHeadlessRenderer { widget.renderer!.base as! ListHeadlessRenderer }
    var rows: ListRows { renderer.listRows }

    /// How many rows it has (section headings included).
    public var rowCount: Int { rows.count }

    /// What screen readers name the list: its `.accessibilityLabel`, else "Sidebar" for a
    /// sidebar, "Table" for a table, "List" for any other.
    public var accessibleName: String { rows.configuration.accessibleName }

    /// The positions of the selected rows, in order.
    public var selectedRows: [Int] { (0..<rows.count).filter { rows.isSelected(at: $0) } }

    /// The position of the row that has focus, if one has.
    public var focusedRow: Int? { renderer.focusedPosition }

    /// Whether the window's focus is in the list: on a row, or on the list itself, which keeps
    /// focus when the focused row was removed and no row is left (GTK: its list view).
    public var hasFocus: Bool { window.focusedControl.map { $0.widget === widget } ?? false }

    /// The positions of the rows that have a row widget now.
    public var realizedRows: [Int] { renderer.realizedPositions }

    /// The first row in view.
    public var firstVisibleRow: Int { renderer.firstVisible }

    /// How many rows the viewport shows (10 unless set).
    public var visibleRowCount: Int {
        get { renderer.visibleRowCount }
        nonmutating set {
            renderer.visibleRowCount = max(1, newValue)
            renderer.realize()
        }
    }

    /// The row at `position`.
    public func row(_ position: Int) throws -> HeadlessListRow {
        guard position >= 0, position < rows.count else {
            throw HeadlessTestError("The list has \(rows.count) rows; there is no row \(position).")
        }
        return HeadlessListRow(list: self, position: position)
    }

    /// The first row whose text (its texts, or its `.accessibilityLabel`) is or contains `text`.
    public func row(containing text: String) throws -> HeadlessListRow {
        for position in 0..<rows.count where rows.typeAheadText(at: position).contains(text) {
            return HeadlessListRow(list: self, position: position)
        }
        throw HeadlessTestError("No row of the list shows \"\(text)\".")
    }

    /// The user scrolls (the wheel, the scroll bar) so that the row at `position` is the first
    /// in view; focus stays where it is.
    public func scroll(toRow position: Int) {
        renderer.scrollToRow(at: max(0, min(position, rows.count - 1)), anchor: .top)
        window.backend.settle()
    }
}

/// One row of a ``HeadlessList``.
@MainActor
public struct HeadlessListRow {
    /// The list.
    public let list: HeadlessList
    /// The row's position in the list.
    public let position: Int

    /// The row's texts, or its `.accessibilityLabel`: what type-ahead matches and what screen
    /// readers announce as its name.
    public var text: String { list.rows.typeAheadText(at: position) }

    /// Its position among the list's rows that are not headings, "3 of 40", which screen readers
    /// announce with its name (``accessibleName``).
    public var positionDescription: String {
        ListRowAccessibility.positionDescription(of: position, in: list.rows)
    }

    /// The name screen readers announce for it, as GTK's list item carries it: its text and its
    /// position, "Cleo, 3 of 7" (a heading's text alone).
    public var accessibleName: String { isHeading ? text : "\(text), \(positionDescription)" }

    /// Whether it is selected.
    public var isSelected: Bool { list.rows.isSelected(at: position) }

    /// Whether it has focus.
    public var isFocused: Bool { list.focusedRow == position }

    /// Whether it has a row widget now.
    public var isRealized: Bool { list.realizedRows.contains(position) }

    /// Whether it is a section heading.
    public var isHeading: Bool { list.rows.isHeading(at: position) }

    /// The style classes GTK's row widget carries for what the row asked of its list, as it
    /// was last rendered: `focusui-row-bg-<colour>` for `.listRowBackground` (drawn unless the
    /// row is selected), `focusui-no-separator` for `.listRowSeparator(.hidden)`,
    /// `focusui-custom-insets` for `.listRowInsets`, and `focusui-list-heading` for a section
    /// heading. A `Table`'s rows have none, as on GTK.
    public var styleClasses: [String] {
        if case .table = list.renderer.layout { return [] }
        let preferences = list.rows.preferences(at: position)
        var classes: [String] = []
        if preferences.separator == .hidden { classes.append("focusui-no-separator") }
        if isHeading { classes.append("focusui-list-heading") }
        if preferences.insets != nil { classes.append("focusui-custom-insets") }
        if let background = preferences.background { classes.append(background) }
        return classes
    }

    /// The user clicks the row: it is selected (with Ctrl, toggled; with Shift, the rows from
    /// the last clicked one are) and takes focus, as in GTK.
    public func click(modifiers: EventModifiers = []) throws {
        try requireOpen()
        let backend = list.window.backend
        if !list.window.isActive { backend.toolkit.activate(list.window.id) }
        list.renderer.click(row: position, modifiers: modifiers)
        backend.settle()
    }

    /// The user double-clicks the row: it is selected and focused, and the list's
    /// `.contextMenu(forSelectionType:primaryAction:)` primary action runs for it.
    public func doubleClick() throws {
        try requireOpen()
        let backend = list.window.backend
        if !list.window.isActive { backend.toolkit.activate(list.window.id) }
        list.renderer.doubleClick(row: position)
        backend.settle()
    }

    private func requireOpen() throws {
        guard list.window.isOpen else {
            throw HeadlessTestError("Window \"\(list.window.title)\" is closed.")
        }
    }
}

extension HeadlessWindow {
    /// The `index`-th list (or lazy stack or grid) of the window, in the order of its views.
    public func list(_ index: Int = 0) throws -> HeadlessList {
        try requireOpen()
        let lists = backend.widgets(in: id).filter { $0.renderer?.base is ListHeadlessRenderer }
        guard lists.indices.contains(index) else {
            throw HeadlessTestError(
                "Window \"\(title)\" has \(lists.count) lists; there is no list \(index).")
        }
        return HeadlessList(window: self, widget: lists[index])
    }
}

extension HeadlessBackend {
    /// The list and row position of the row holding `widget`, if it is in a list's row.
    func listRow(holding widget: HeadlessWidget, in window: FocusWindowID) -> (ListHeadlessRenderer, Int)? {
        for candidate in widgets(in: window) {
            guard let list = candidate.renderer?.base as? ListHeadlessRenderer,
                let position = list.position(ofRowHolding: widget)
            else { continue }
            return (list, position)
        }
        return nil
    }
}
