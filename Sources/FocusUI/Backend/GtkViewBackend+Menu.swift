import CGtk
import FocusKitGTK
import FocusUICore

/// `Menu`: a `GtkMenuButton` labelled with the title whose `GMenu` lists the items.
///
/// The items are two actions in a `GSimpleActionGroup` inserted on the button as
/// `focusui-menu`: `item` (enabled) and `disabled` (never enabled, for `.disabled` buttons and
/// labels), each with a string target, the item's index path (`"2.0"`). Choosing an item runs
/// the action of the item at that path in the handle's *current* element, so a re-render that
/// only changes closures does not rebuild the menu; the `GMenu` is rebuilt only when the items'
/// shape (titles, kinds, enabled states) changes.
extension GtkViewBackend {
    /// The menu button, its action group (owned by the button) and the `item` action's handler.
    func makeMenuWidget(for element: Element) -> GtkWidgetHandle {
        let button = gtk_menu_button_new()!
        let handle = GtkWidgetHandle(widget: button, element: element)
        let group = g_simple_action_group_new()!
        let variantType = g_variant_type_new("s")
        let item = g_simple_action_new("item", variantType)!
        let disabled = g_simple_action_new("disabled", variantType)!
        g_variant_type_free(variantType)
        g_simple_action_set_enabled(disabled, 0)
        let map = focuskit_as_action_map(UnsafeMutableRawPointer(group))
        g_action_map_add_action(map, item)
        g_action_map_add_action(map, disabled)
        handle.signals.connectWithPointerArgument(item, signal: "activate") { [unowned handle] _, parameter in
            guard let parameter else { return }
            let path = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            let indices = path.split(separator: ".").compactMap { Int($0) }
            guard let chosen = MenuItem.item(at: indices, in: handle.element.menuItems),
                case .action = chosen.kind, !chosen.isDisabled
            else { return }
            chosen.action?()
        }
        gtk_widget_insert_action_group(
            button, "focusui-menu", focuskit_as_action_group(UnsafeMutableRawPointer(group)))
        // The button's action muxer holds the group; the actions are held by the group.
        g_object_unref(UnsafeMutableRawPointer(item))
        g_object_unref(UnsafeMutableRawPointer(disabled))
        g_object_unref(UnsafeMutableRawPointer(group))
        return handle
    }

    /// Sets the label and, when the items' shape changed, a new menu model.
    func updateMenu(_ handle: GtkWidgetHandle, changes: ElementChanges, to new: Element) {
        let button = focuskit_as_menu_button(UnsafeMutableRawPointer(handle.widget))
        if changes.contains(.title) { gtk_menu_button_set_label(button, new.title ?? "") }
        guard changes.contains(.options) else { return }
        let menu = g_menu_new()!
        fill(menu, with: new.menuItems, path: [], menuTitle: new.title ?? "")
        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        // GTK 4.8 leaves the window without a focus widget when the menu closes after an item
        // was chosen from the keyboard: focus goes back to the button, as a menu button's
        // keyboard pattern has it (a click elsewhere keeps focus where it went).
        guard let popover = gtk_menu_button_get_popover(button) else { return }
        handle.menuPopoverSignals.disconnectAll()
        handle.menuPopoverSignals = SignalBag()
        handle.menuPopoverSignals.connect(popover, signal: "closed") { [unowned handle] _ in
            Self.returnFocusAfterMenu(handle, popover: popover)
        }
    }

    /// Focuses the menu button if the window's focus was lost or is still in the closed menu.
    private static func returnFocusAfterMenu(
        _ handle: GtkWidgetHandle, popover: UnsafeMutablePointer<GtkPopover>
    ) {
        guard let root = gtk_widget_get_root(handle.widget) else { return }
        let popoverWidget = focuskit_as_widget(UnsafeMutableRawPointer(popover))
        if let focus = gtk_root_get_focus(root), focus != popoverWidget,
            gtk_widget_is_ancestor(focus, popoverWidget) == 0
        {
            return
        }
        _ = gtk_widget_grab_focus(handle.widget)
    }

    /// Appends the items to `menu`, a section per run of items between dividers.
    private func fill(_ menu: OpaquePointer, with items: [MenuItem], path: [Int], menuTitle: String) {
        var section = g_menu_new()!
        func closeSection() {
            if g_menu_model_get_n_items(UnsafeMutablePointer<GMenuModel>(section)) > 0 {
                g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            }
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        for (index, item) in items.enumerated() {
            let itemPath = (path + [index]).map(String.init).joined(separator: ".")
            // GMenu labels are mnemonic: a literal underscore is written twice.
            let label = item.title.replacingOccurrences(of: "_", with: "__")
            switch item.kind {
            case .divider:
                closeSection()
                section = g_menu_new()!
            case .submenu:
                let submenu = g_menu_new()!
                fill(submenu, with: item.children, path: path + [index], menuTitle: item.title)
                g_menu_append_submenu(section, label, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            case .action, .label:
                let action = item.isDisabled ? "disabled" : "item"
                let entry = g_menu_item_new(label, nil)!
                g_menu_item_set_action_and_target_value(
                    entry, "focusui-menu.\(action)", g_variant_new_string(itemPath))
                g_menu_append_item(section, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            case .unsupported(let kind):
                focusCoordinator.logger.warning(
                    "Menu \"\(menuTitle)\": a \(kind) cannot be a menu item and is left out; use Button")
            }
        }
        closeSection()
    }
}
