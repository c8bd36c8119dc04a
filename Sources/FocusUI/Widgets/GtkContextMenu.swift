import CGtk
import FocusKitGTK
import FocusUICore

/// A context menu (`.contextMenu { }`, a list row's menu): a `GtkPopoverMenu` of the items,
/// parented to the widget it opens on, pointing at the click (or at the widget for the Menu
/// key), with keyboard focus in it. Choosing an item runs its action; when the menu closes,
/// focus goes back to the widget if it was in the menu (an item chosen, Escape), as GTK's own
/// context menus do.
@MainActor
final class GtkContextMenu {
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let anchor: UnsafeMutablePointer<GtkWidget>
    private let items: [MenuItem]
    private let signals = SignalBag()
    private var isClosed = false

    /// Opens `items` on `widget`, at `point` in its coordinates (a click), or pointing at the
    /// whole widget.
    init(
        items: [MenuItem], on widget: UnsafeMutablePointer<GtkWidget>, at point: (Double, Double)?,
        warn: @escaping @MainActor (String) -> Void
    ) {
        self.items = items
        anchor = widget
        let menu = g_menu_new()!
        GtkMenuModelBuilder.fill(menu, with: items, path: [], prefix: "focusui-context", warn: warn)
        popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        let group = g_simple_action_group_new()!
        let variantType = g_variant_type_new("s")
        let item = g_simple_action_new("item", variantType)!
        let disabled = g_simple_action_new("disabled", variantType)!
        g_variant_type_free(variantType)
        g_simple_action_set_enabled(disabled, 0)
        let map = focuskit_as_action_map(UnsafeMutableRawPointer(group))
        g_action_map_add_action(map, item)
        g_action_map_add_action(map, disabled)
        signals.connectWithPointerArgument(item, signal: "activate") { [unowned self] _, parameter in
            guard let parameter else { return }
            let path = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            let indices = path.split(separator: ".").compactMap { Int($0) }
            guard let chosen = MenuItem.item(at: indices, in: self.items), case .action = chosen.kind,
                !chosen.isDisabled
            else { return }
            chosen.action?()
        }
        gtk_widget_insert_action_group(
            popover, "focusui-context", focuskit_as_action_group(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(item))
        g_object_unref(UnsafeMutableRawPointer(disabled))
        g_object_unref(UnsafeMutableRawPointer(group))
        gtk_widget_set_parent(popover, widget)
        let popoverPointer = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_has_arrow(popoverPointer, 0)
        if let point {
            var rectangle = GdkRectangle(x: Int32(point.0), y: Int32(point.1), width: 1, height: 1)
            gtk_popover_set_pointing_to(popoverPointer, &rectangle)
            gtk_widget_set_halign(popover, GTK_ALIGN_START)
        }
        signals.connect(popover, signal: "closed") { [unowned self] _ in self.didClose() }
        gtk_popover_popup(popoverPointer)
    }

    /// The menu's item titles, for tests.
    var titles: [String] { items.map(\.title) }

    /// Closes the menu without choosing.
    func close() {
        guard !isClosed else { return }
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
        didClose()
    }

    private func didClose() {
        guard !isClosed else { return }
        isClosed = true
        let popover = popover
        let anchor = anchor
        let signals = signals
        // After GTK finished closing (an item's action runs after `closed`: GtkModelButton pops
        // the menu down, then activates the item), the popover and the signal handlers go.
        MainLoopIdle.once {
            signals.disconnectAll()
            if let root = gtk_widget_get_root(anchor), let focus = gtk_root_get_focus(root),
                focus == popover || gtk_widget_is_ancestor(focus, popover) != 0
            {
                _ = gtk_widget_grab_focus(anchor)
            } else if let root = gtk_widget_get_root(anchor), gtk_root_get_focus(root) == nil {
                _ = gtk_widget_grab_focus(anchor)
            }
            gtk_widget_unparent(popover)
        }
    }
}

/// Builds a `GMenu` from menu items, as a `Menu`'s button does: actions on
/// `<prefix>.item` with the item's index path as the target, disabled ones on
/// `<prefix>.disabled`, dividers as sections, nested menus as submenus.
@MainActor
enum GtkMenuModelBuilder {
    static func fill(
        _ menu: OpaquePointer, with items: [MenuItem], path: [Int], prefix: String,
        warn: @MainActor (String) -> Void
    ) {
        var section = g_menu_new()!
        func closeSection() {
            if g_menu_model_get_n_items(UnsafeMutablePointer<GMenuModel>(section)) > 0 {
                g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(section))
            }
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        for (index, item) in items.enumerated() {
            let itemPath = (path + [index]).map(String.init).joined(separator: ".")
            let label = item.title.replacingOccurrences(of: "_", with: "__")
            switch item.kind {
            case .divider:
                closeSection()
                section = g_menu_new()!
            case .submenu:
                let submenu = g_menu_new()!
                fill(submenu, with: item.children, path: path + [index], prefix: prefix, warn: warn)
                g_menu_append_submenu(section, label, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            case .action, .label:
                var action = item.isDisabled ? "disabled" : "item"
                if case .label = item.kind { action = "disabled" }
                let entry = g_menu_item_new(label, nil)!
                g_menu_item_set_action_and_target_value(
                    entry, "\(prefix).\(action)", g_variant_new_string(itemPath))
                g_menu_append_item(section, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            case .toggle, .picker, .option:
                // A Menu's check and radio items need stateful actions this menu does not make.
                warn(
                    "Context menu: a Toggle or Picker is not drawn in a context menu and is left out; use Button"
                )
            case .unsupported(let kind):
                warn("Context menu: a \(kind) cannot be a menu item and is left out; use Button")
            }
        }
        closeSection()
    }
}
