import FocusUICore

extension HeadlessControl {
    /// The items of the context menu a right click or the Menu key opens on this control, as
    /// ``menuItems`` lists a menu's: those of the innermost `.contextMenu { }` on it or around
    /// it, or, in a list row, the list's menu for the row (its `.contextMenu(forSelectionType:)`
    /// items, the row's own, swipe actions, Delete, Move). A `Toggle` or `Picker` is left out,
    /// as GTK leaves it out of a context menu. Empty when it has none.
    public var contextMenuItems: [String] {
        Self.titles(of: contextMenu)
    }

    /// The user opens this control's context menu (a right click, or the Menu key while it
    /// has focus) and chooses an item, following `titles` through submenus: the item's action
    /// runs, and focus is where it was before the menu opened. Throws if there is no such item
    /// or it cannot be chosen (disabled, a label).
    public func chooseContextMenuItem(_ titles: String...) throws {
        guard exists else {
            throw HeadlessTestError(
                "Cannot open the context menu of \(description): it is no longer on screen.")
        }
        var items = contextMenu
        guard !items.isEmpty else { throw HeadlessTestError("\(description) has no context menu.") }
        var chosen: MenuItem?
        for (depth, title) in titles.enumerated() {
            guard let item = items.first(where: { $0.title == title }) else {
                throw HeadlessTestError(
                    "The context menu of \(description) has no item \"\(title)\"; it has "
                        + "\(items.map { "\"\($0.title)\"" }).")
            }
            if depth < titles.count - 1 {
                guard case .submenu = item.kind else {
                    throw HeadlessTestError("\(description): \"\(title)\" is not a submenu.")
                }
                items = Self.contextItems(item.children)
            }
            chosen = item
        }
        guard let chosen, case .action = chosen.kind, !chosen.isDisabled else {
            throw HeadlessTestError("\(description): \"\(titles.last ?? "")\" cannot be chosen.")
        }
        if !window.isActive { backend.toolkit.activate(window.id) }
        chosen.action?()
        backend.settle()
    }

    /// The menu GTK opens on this control.
    private var contextMenu: [MenuItem] {
        if let (list, position) = backend.listRow(holding: widget, in: window.id) {
            return Self.contextItems(list.contextMenuItems(at: position))
        }
        // The innermost view with a context menu: the last in depth-first order that holds
        // this control.
        let holders = backend.widgets(in: window.id).filter {
            !($0.element?.actions.contextMenu.isEmpty ?? true) && $0.subtree.contains { $0 === widget }
        }
        return Self.contextItems(holders.last?.element?.actions.contextMenu ?? [])
    }

    /// What a context menu shows of `items`: no toggles or pickers (GTK's context menus have
    /// no stateful items).
    private static func contextItems(_ items: [MenuItem]) -> [MenuItem] {
        items.filter {
            switch $0.kind {
            case .toggle, .option, .picker, .unsupported: return false
            default: return true
            }
        }
    }
}
