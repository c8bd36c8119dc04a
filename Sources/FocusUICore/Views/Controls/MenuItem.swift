/// One entry of a ``Menu``, as the backend draws it: an action, a disabled label, a separator
/// or a submenu. Made from the menu's content: a ``Button`` is an action (disabled with
/// `.disabled(true)`), a ``Text`` a disabled label, a ``Divider`` a separator between sections,
/// a nested ``Menu`` a submenu.
public struct MenuItem {
    /// What the entry is.
    public enum Kind {
        /// A ``Button``: choosing it runs ``MenuItem/action``.
        case action
        /// A ``Text``: shown, never chosen.
        case label
        /// A ``Divider``: the items after it start a new section.
        case divider
        /// A nested ``Menu``: ``MenuItem/children`` in a submenu titled ``MenuItem/title``.
        case submenu
        /// A view a menu cannot show (the backend reports it once as a warning, by its kind).
        case unsupported(String)
    }

    /// What the entry is.
    public var kind: Kind
    /// The text shown.
    public var title: String
    /// Whether it cannot be chosen (a `.disabled(true)` button, a label).
    public var isDisabled: Bool
    /// What choosing it does.
    public var action: (@MainActor () -> Void)?
    /// A submenu's items.
    public var children: [MenuItem] = []

    /// The item's structure and texts, without its action: what a backend compares to know
    /// whether the drawn menu must change.
    package var shape: String {
        let mark: String
        switch kind {
        case .action: mark = isDisabled ? "a-" : "a+"
        case .label: mark = "l"
        case .divider: mark = "d"
        case .submenu: mark = "s"
        case .unsupported(let kind): mark = "u\(kind)"
        }
        let nested = children.isEmpty ? "" : "[" + children.map(\.shape).joined(separator: ",") + "]"
        return mark + ":"
            + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: ",", with: "\\,") + nested
    }

    /// The item at an index path into nested submenus (`[2, 0]`: the first item of the third
    /// item's submenu), if there is one.
    public static func item(at path: [Int], in items: [MenuItem]) -> MenuItem? {
        guard let first = path.first, items.indices.contains(first) else { return nil }
        let item = items[first]
        return path.count == 1 ? item : Self.item(at: Array(path.dropFirst()), in: item.children)
    }

    /// The items a menu's content produced: one per primitive, in order.
    static func items(from specs: [RenderSpec]) -> [MenuItem] {
        specs.flatMap { spec -> [MenuItem] in
            let element = spec.element
            if let button = element.component(as: ButtonComponent.self) {
                return [
                    MenuItem(
                        kind: .action, title: button.title, isDisabled: element.modifiers.isDisabled,
                        action: button.action.value)
                ]
            }
            if let text = element.component(as: TextComponent.self) {
                return [MenuItem(kind: .label, title: text.content, isDisabled: true)]
            }
            if element.component is DividerComponent {
                return [MenuItem(kind: .divider, title: "", isDisabled: true)]
            }
            if let menu = element.component(as: MenuComponent.self) {
                return [
                    MenuItem(
                        kind: .submenu, title: menu.title, isDisabled: element.modifiers.isDisabled,
                        children: menu.items.items)
                ]
            }
            // A container's rows (a `Section`, a `ForEach` inside a stack) count as the menu's
            // own; what is left cannot be a menu item.
            if type(of: element.component).isContainer { return items(from: spec.children) }
            return [
                MenuItem(
                    kind: .unsupported(String(describing: type(of: element.component))),
                    title: element.describedTitle, isDisabled: true)
            ]
        }
    }
}
