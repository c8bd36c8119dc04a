import CGtk
import FocusKitGTK
import FocusUICore

extension MenuComponent: GtkRenderable {
    /// A `GtkMenuButton`.
    public typealias GtkRenderer = MenuGtkRenderer
}

/// Draws a ``MenuComponent``: a `GtkMenuButton` labelled with the title whose menu model holds
/// the items: buttons as items of a `focusui-menu` action group inserted in the button (the
/// item's path as the target; a disabled one on an always-disabled action), texts as disabled
/// items, dividers as sections, nested menus as submenus. Choosing an item runs the newest
/// component's action. A view that cannot be a menu item is reported.
///
/// GTK 4.8 leaves the window without a focus widget when the menu closes after an item was
/// chosen from the keyboard: focus goes back to the button, as a menu button's keyboard pattern
/// has it (a click elsewhere keeps focus where it went).
@MainActor
public final class MenuGtkRenderer: GtkComponentRenderer {
    /// The menu button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: MenuComponent
    private let signals = SignalBag()
    /// The connections to the current popover, which GTK replaces with every new menu model.
    private var popoverSignals = SignalBag()
    private let context: GtkRenderContext

    /// A menu button with its action group.
    public init(_ component: MenuComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = gtk_menu_button_new()!
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
            guard let chosen = MenuItem.item(at: indices, in: self.component.items.items),
                case .action = chosen.kind,
                !chosen.isDisabled
            else { return }
            chosen.action?()
        }
        gtk_widget_insert_action_group(
            widget, "focusui-menu", focuskit_as_action_group(UnsafeMutableRawPointer(group)))
        // The button's action muxer holds the group; the actions are held by the group.
        g_object_unref(UnsafeMutableRawPointer(item))
        g_object_unref(UnsafeMutableRawPointer(disabled))
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    isolated deinit {
        signals.disconnectAll()
        popoverSignals.disconnectAll()
    }

    private var button: OpaquePointer { focuskit_as_menu_button(UnsafeMutableRawPointer(widget)) }

    /// A box of an icon and a label, as a button's content.
    private static func iconAndLabel(_ icon: String, _ title: String) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), gtk_image_new_from_icon_name(icon))
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), gtk_label_new(title))
        return box
    }

    /// Applies the title and, when their shape changed, the items.
    public func update(from old: MenuComponent?, to new: MenuComponent) {
        component = new
        if new.title != old?.title || new.iconName != old?.iconName {
            // An icon alone is an icon button; an icon with text shows both.
            if let icon = new.iconName, new.title.isEmpty {
                gtk_menu_button_set_icon_name(button, icon)
            } else if let icon = new.iconName {
                gtk_menu_button_set_child(button, Self.iconAndLabel(icon, new.title))
            } else {
                gtk_menu_button_set_label(button, new.title)
            }
        }
        if new.hasFrame != (old?.hasFrame ?? true) {
            gtk_menu_button_set_has_frame(button, new.hasFrame ? 1 : 0)
        }
        guard new.items != old?.items || old == nil else { return }
        let menu = g_menu_new()!
        fill(menu, with: new.items.items, path: [], menuTitle: new.title)
        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        guard let popover = gtk_menu_button_get_popover(button) else { return }
        popoverSignals.disconnectAll()
        popoverSignals = SignalBag()
        popoverSignals.connect(popover, signal: "closed") { [unowned self] _ in
            self.returnFocus(from: popover)
        }
    }

    private func returnFocus(from popover: UnsafeMutablePointer<GtkPopover>) {
        guard let root = gtk_widget_get_root(widget) else { return }
        let popoverWidget = focuskit_as_widget(UnsafeMutableRawPointer(popover))
        if let focus = gtk_root_get_focus(root), focus != popoverWidget,
            gtk_widget_is_ancestor(focus, popoverWidget) == 0
        {
            return
        }
        _ = gtk_widget_grab_focus(widget)
    }

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
                context.warn(
                    "Menu \"\(menuTitle)\": a \(kind) cannot be a menu item and is left out; use Button")
            }
        }
        closeSection()
    }
}
