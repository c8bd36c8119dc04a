import Foundation

/// One entry of a ``Menu``, as the backend draws it: an action, a disabled label, a separator,
/// a submenu, a check item or a group of radio items. Made from the menu's content: a
/// ``Button`` is an action (disabled with `.disabled(true)`), a ``Text`` a disabled label, a
/// ``Divider`` a separator between sections, a nested ``Menu`` a submenu, a ``Toggle`` a check
/// item, a ``Picker`` its options as radio items (in a submenu titled with the picker's title,
/// or inline for `.radioGroup` and `.segmented`).
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
        /// A ``Toggle``: a check item; choosing it runs ``MenuItem/action``, which turns it to
        /// the other state.
        case toggle(isOn: Bool)
        /// A ``Picker``: its options, ``MenuItem/children`` of kind `option`, in a submenu
        /// titled ``MenuItem/title``, or inline in a section headed by it.
        case picker(isInline: Bool)
        /// One option of a picker: a radio item; choosing it runs ``MenuItem/action``, which
        /// selects it.
        case option(isSelected: Bool)
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
    /// The freedesktop icon name of a button with a `systemImage`; GNOME's menus show text
    /// only (GTK 4 draws an item's icon only when it has no label), so it is given to the menu
    /// model and not drawn.
    public var iconName: String?

    /// The item's structure and texts, without its action: what a backend compares to know
    /// whether the drawn menu must change.
    package var shape: String {
        let mark: String
        switch kind {
        case .action: mark = isDisabled ? "a-" : "a+"
        case .label: mark = "l"
        case .divider: mark = "d"
        case .submenu: mark = "s"
        // Checked states are the actions' states, not the menu's shape.
        case .toggle: mark = isDisabled ? "t-" : "t+"
        case .picker(let isInline): mark = isInline ? "pi" : "ps"
        case .option: mark = isDisabled ? "o-" : "o+"
        case .unsupported(let kind): mark = "u\(kind)"
        }
        let nested = children.isEmpty ? "" : "[" + children.map(\.shape).joined(separator: ",") + "]"
        return mark + ":"
            + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: ",", with: "\\,") + nested
    }

    /// What tells an action apart from another in one menu: its title without a trailing
    /// ellipsis, in lower case ("Delete…" and "Delete" are one action); `nil` for an entry
    /// that is not an action.
    package static func actionTitleKey(_ item: MenuItem) -> String? {
        guard case .action = item.kind else { return nil }
        var title = item.title.trimmingCharacters(in: .whitespaces)
        for ellipsis in ["…", "..."] where title.hasSuffix(ellipsis) { title.removeLast(ellipsis.count) }
        return title.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// `items` without an action whose title an earlier action has (``actionTitleKey(_:)``).
    package static func withoutRepeatedActions(_ items: [MenuItem]) -> [MenuItem] {
        guard items.count > 1 else { return items }
        var seen: Set<String> = []
        return items.filter { item in
            guard let key = actionTitleKey(item) else { return true }
            return seen.insert(key).inserted
        }
    }

    /// The item at an index path into nested submenus (`[2, 0]`: the first item of the third
    /// item's submenu), if there is one.
    public static func item(at path: [Int], in items: [MenuItem]) -> MenuItem? {
        guard let first = path.first, items.indices.contains(first) else { return nil }
        let item = items[first]
        return path.count == 1 ? item : Self.item(at: Array(path.dropFirst()), in: item.children)
    }

    /// The items a menu's content produced: one per primitive, in order.
    @MainActor static func items(from specs: [RenderSpec]) -> [MenuItem] {
        specs.flatMap { spec -> [MenuItem] in
            let element = spec.element
            if let button = element.component(as: ButtonComponent.self) {
                return [
                    MenuItem(
                        kind: .action, title: button.title, isDisabled: element.modifiers.isDisabled,
                        action: button.action.value, iconName: MenuControlReading.iconName(in: spec))
                ]
            }
            if let text = element.component(as: TextComponent.self) {
                return [MenuItem(kind: .label, title: text.content, isDisabled: true)]
            }
            if element.component is DividerComponent {
                return [MenuItem(kind: .divider, title: "", isDisabled: true)]
            }
            if let toggle = MenuControlReading.toggle(of: element) {
                return [
                    MenuItem(
                        kind: .toggle(isOn: toggle.isOn), title: toggle.title,
                        isDisabled: element.modifiers.isDisabled,
                        action: { toggle.sendToggle(!toggle.isOn) })
                ]
            }
            if let (picker, isInline) = MenuControlReading.picker(of: element) {
                let isDisabled = element.modifiers.isDisabled
                let options = picker.options.enumerated().map { index, option in
                    MenuItem(
                        kind: .option(isSelected: picker.selectedIndex == index), title: option,
                        isDisabled: isDisabled, action: { picker.sendSelection(index) })
                }
                return [
                    MenuItem(
                        kind: .picker(isInline: isInline), title: picker.title, isDisabled: isDisabled,
                        children: options)
                ]
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
