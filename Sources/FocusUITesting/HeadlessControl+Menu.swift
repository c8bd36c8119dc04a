import FocusUICore

extension HeadlessControl {
    /// A menu's items as GTK draws them: titles in order, submenus as `"Title ▸"` (a picker's
    /// too), dividers as `"—"`, the options of an inline picker (`.radioGroup`, `.segmented`)
    /// in place. Empty for other controls.
    public var menuItems: [String] {
        Self.titles(of: widget.capability((any HeadlessMenuPresenting).self)?.items ?? [])
    }

    static func titles(of items: [MenuItem]) -> [String] {
        items.flatMap { item -> [String] in
            switch item.kind {
            case .action, .label, .toggle, .option: return [item.title]
            case .submenu, .picker(isInline: false): return [item.title + " ▸"]
            case .picker(isInline: true): return titles(of: item.children)
            case .divider: return ["—"]
            case .unsupported: return []
            }
        }
    }

    /// Whether the menu item at `titles` (through submenus, as ``chooseMenuItem(_:)``) is
    /// checked: a `Toggle` that is on, a `Picker`'s selected option.
    public func isMenuItemChecked(_ titles: String...) throws -> Bool {
        switch try menuItem(at: titles).kind {
        case .toggle(let isOn): return isOn
        case .option(let isSelected): return isSelected
        default:
            throw HeadlessTestError("\(description): \"\(titles.last ?? "")\" is not a Toggle or an option.")
        }
    }

    /// The user clicks a menu and chooses an item, following `titles` through submenus
    /// (`chooseMenuItem("More", "As Plain Text")`, `chooseMenuItem("Sort By", "Date")` for a
    /// picker's option): focus moves to the menu, as a click on a `GtkMenuButton` does, and the
    /// item's action runs (a `Toggle` turns to its other state, an option is selected). Throws
    /// if there is no such item or it cannot be chosen (a disabled item, a label); does nothing
    /// if the menu is disabled, as in GTK.
    public func chooseMenuItem(_ titles: String...) throws {
        let chosen = try menuItem(at: titles)
        switch chosen.kind {
        case .action, .toggle, .option: break
        default: throw HeadlessTestError("\(description): \"\(titles.last ?? "")\" cannot be chosen.")
        }
        guard !chosen.isDisabled else {
            throw HeadlessTestError("\(description): \"\(titles.last ?? "")\" cannot be chosen (disabled).")
        }
        if !window.isActive { backend.toolkit.activate(window.id) }
        backend.toolkit.click(widget.node)
        guard widget.isSensitive else { return }
        chosen.action?()
        backend.settle()
    }

    /// The item at `titles`: each title but the last names a submenu or a picker in a
    /// submenu; an inline picker's options are items of the menu they are in.
    private func menuItem(at titles: [String]) throws -> MenuItem {
        guard exists else {
            throw HeadlessTestError("Cannot choose \(titles) in \(description): it is no longer on screen.")
        }
        guard kind == .menu else {
            throw HeadlessTestError("Cannot choose \(titles) in \(description): it is not a menu.")
        }
        var items = Self.inlined(widget.capability((any HeadlessMenuPresenting).self)?.items ?? [])
        var chosen: MenuItem?
        for (depth, title) in titles.enumerated() {
            guard let item = items.first(where: { $0.title == title }) else {
                throw HeadlessTestError(
                    "\(description) has no item \"\(title)\"; it has \(items.map { "\"\($0.title)\"" }).")
            }
            if depth < titles.count - 1 {
                switch item.kind {
                case .submenu, .picker(isInline: false): items = Self.inlined(item.children)
                default: throw HeadlessTestError("\(description): \"\(title)\" is not a submenu.")
                }
            }
            chosen = item
        }
        guard let chosen else { throw HeadlessTestError("\(description): no item given.") }
        return chosen
    }

    /// Items with an inline picker's options in its place.
    private static func inlined(_ items: [MenuItem]) -> [MenuItem] {
        items.flatMap { item -> [MenuItem] in
            if case .picker(isInline: true) = item.kind { return item.children }
            return [item]
        }
    }
}
