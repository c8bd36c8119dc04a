import FocusUICore

extension HeadlessControl {
    /// A menu's items as GTK draws them: titles in order, submenus as `"Title ▸"`, dividers
    /// as `"—"`. Empty for other controls.
    public var menuItems: [String] {
        (widget.capability((any HeadlessMenuPresenting).self)?.items ?? []).compactMap { item in
            switch item.kind {
            case .action, .label: return item.title
            case .submenu: return item.title + " ▸"
            case .divider: return "—"
            case .unsupported: return nil
            }
        }
    }

    /// The user clicks a menu and chooses an item, following `titles` through submenus
    /// (`chooseMenuItem("More", "As Plain Text")`): focus moves to the menu, as a click on a
    /// `GtkMenuButton` does, and the item's action runs. Throws if there is no such item or it
    /// cannot be chosen (a disabled button, a label); does nothing if the menu is disabled, as
    /// in GTK.
    public func chooseMenuItem(_ titles: String...) throws {
        guard exists else {
            throw HeadlessTestError("Cannot choose \(titles) in \(description): it is no longer on screen.")
        }
        guard kind == .menu else {
            throw HeadlessTestError("Cannot choose \(titles) in \(description): it is not a menu.")
        }
        var items = widget.capability((any HeadlessMenuPresenting).self)?.items ?? []
        var chosen: MenuItem?
        for (depth, title) in titles.enumerated() {
            guard let item = items.first(where: { $0.title == title }) else {
                throw HeadlessTestError(
                    "\(description) has no item \"\(title)\"; it has \(items.map { "\"\($0.title)\"" }).")
            }
            if depth < titles.count - 1 {
                guard case .submenu = item.kind else {
                    throw HeadlessTestError("\(description): \"\(title)\" is not a submenu.")
                }
                items = item.children
            }
            chosen = item
        }
        guard let chosen, case .action = chosen.kind, !chosen.isDisabled else {
            throw HeadlessTestError("\(description): \"\(titles.last ?? "")\" cannot be chosen (disabled).")
        }
        if !window.isActive { backend.toolkit.activate(window.id) }
        backend.toolkit.click(widget.node)
        guard widget.isSensitive else { return }
        chosen.action?()
        backend.settle()
    }
}
