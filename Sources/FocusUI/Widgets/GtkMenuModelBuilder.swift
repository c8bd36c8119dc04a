import CGtk
import FocusKitGTK
import FocusUICore

/// Builds the `GMenu` GTK draws for menu items, for a `Menu`'s button and for a context menu:
/// buttons as items of the `item` action of ``GtkMenuItemActions`` targeted by their index path
/// (`"2.0"`), disabled buttons and texts on its `disabled` action, dividers as sections, nested
/// menus as submenus. GMenu labels are mnemonic: a literal underscore is written twice. What the
/// menu cannot hold is left out and reported through `warn`.
@MainActor
struct GtkMenuModelBuilder {
    /// Whose menu it is: it names the action group and decides what the menu holds.
    enum Host: Equatable {
        /// A `Menu`'s `GtkMenuButton` (actions in `focusui-menu`): toggles are check items, on a
        /// stateful boolean action each (`t-<path>`); pickers are radio items, on a stateful
        /// string action each (`c-<path>`, targeted by the option's index), in a submenu, or
        /// inline in a section headed by the picker; buttons carry their icons.
        case menuButton
        /// A context menu (actions in `focusui-context`): buttons, texts, dividers and submenus
        /// only; toggles and pickers, which would need stateful actions, are left out.
        case contextMenu

        /// The prefix the menu's actions are inserted under.
        var actionGroup: String {
            switch self {
            case .menuButton: "focusui-menu"
            case .contextMenu: "focusui-context"
            }
        }
    }

    /// Whose menu it is.
    let host: Host
    /// Reports an item left out.
    let warn: @MainActor (String) -> Void

    /// A new menu model of `items` (the caller owns its reference); `title` names the menu in
    /// warnings.
    func makeModel(of items: [MenuItem], title: String) -> OpaquePointer {
        let menu = g_menu_new()!
        fill(menu, with: items, path: [], menuTitle: title)
        return menu
    }

    /// The name of a toggle's (`t`) or picker's (`c`) stateful action: its kind and the item's
    /// index path (`t-2-0`).
    static func stateActionName(_ kind: String, _ path: [Int]) -> String {
        ([kind] + path.map(String.init)).joined(separator: "-")
    }

    private func fill(_ menu: OpaquePointer, with items: [MenuItem], path: [Int], menuTitle: String) {
        let prefix = host.actionGroup
        var section = g_menu_new()!
        func closeSection() {
            if g_menu_model_get_n_items(UnsafeMutablePointer<GMenuModel>(section)) > 0 {
                g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            }
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        for (index, item) in items.enumerated() {
            let itemPath = (path + [index]).map(String.init).joined(separator: ".")
            let label = Self.mnemonicLabel(item.title)
            switch item.kind {
            case .divider:
                closeSection()
                section = g_menu_new()!
            case .submenu:
                let submenu = g_menu_new()!
                fill(submenu, with: item.children, path: path + [index], menuTitle: item.title)
                g_menu_append_submenu(section, label, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            case .toggle where host == .menuButton:
                let entry = g_menu_item_new(label, "\(prefix).\(Self.stateActionName("t", path + [index]))")!
                g_menu_append_item(section, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            case .picker(let isInline) where host == .menuButton:
                let options = g_menu_new()!
                let name = Self.stateActionName("c", path + [index])
                for (position, option) in item.children.enumerated() {
                    let entry = g_menu_item_new(Self.mnemonicLabel(option.title), nil)!
                    g_menu_item_set_action_and_target_value(
                        entry, "\(prefix).\(name)", g_variant_new_string(String(position)))
                    g_menu_append_item(options, entry)
                    g_object_unref(UnsafeMutableRawPointer(entry))
                }
                if isInline {
                    closeSection()
                    g_menu_append_section(menu, label, UnsafeMutablePointer<GMenuModel>(options))
                    section = g_menu_new()!
                } else {
                    g_menu_append_submenu(section, label, UnsafeMutablePointer<GMenuModel>(options))
                }
                g_object_unref(UnsafeMutableRawPointer(options))
            case .option where host == .menuButton:
                // Drawn by its picker.
                break
            case .toggle, .picker, .option:
                warn(
                    "Context menu: a Toggle or Picker is not drawn in a context menu and is left out; use Button"
                )
            case .action, .label:
                let isDisabled: Bool
                if case .label = item.kind { isDisabled = true } else { isDisabled = item.isDisabled }
                let entry = g_menu_item_new(label, nil)!
                g_menu_item_set_action_and_target_value(
                    entry, "\(prefix).\(isDisabled ? "disabled" : "item")", g_variant_new_string(itemPath))
                if host == .menuButton, let iconName = item.iconName, let icon = g_themed_icon_new(iconName) {
                    g_menu_item_set_icon(entry, icon)
                    g_object_unref(UnsafeMutableRawPointer(icon))
                }
                g_menu_append_item(section, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            case .unsupported(let kind):
                switch host {
                case .menuButton:
                    warn("Menu \"\(menuTitle)\": a \(kind) cannot be a menu item and is left out; use Button")
                case .contextMenu:
                    warn("Context menu: a \(kind) cannot be a menu item and is left out; use Button")
                }
            }
        }
        closeSection()
    }

    /// A title as a GMenu label, which is mnemonic: a literal underscore is written twice.
    private static func mnemonicLabel(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}
