import CGtk
import FocusKitGTK
import FocusUICore

extension MenuComponent: GtkRenderable {
    /// A `GtkMenuButton`.
    public typealias GtkRenderer = MenuGtkRenderer
}

/// Draws a `MenuComponent`: a `GtkMenuButton` labelled with the title whose menu model holds
/// the items: buttons as items of a `focusui-menu` action group inserted in the button (the
/// item's path as the target; a disabled one on an always-disabled action), texts as disabled
/// items, dividers as sections, nested menus as submenus, toggles as check items (a stateful
/// boolean action each, `t-<path>`), pickers as radio items (a stateful string action each,
/// `c-<path>`, targeted by the option's index) in a submenu or an inline section. Choosing an
/// item runs the newest component's action; a check or radio item shows its new state at once
/// (GTK keeps the menu open for them). A view that cannot be a menu item is reported.
///
/// GTK leaves the window without a focus widget when the menu closes after an item was
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
    /// The action group in the button.
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    /// The toggles' and pickers' stateful actions, by name, with their connections.
    private var stateActions: [String: (action: OpaquePointer, signals: SignalBag)] = [:]

    /// A menu button with its action group.
    public init(_ component: MenuComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = gtk_menu_button_new()!
        group = g_simple_action_group_new()!
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
        // The button's action muxer holds a reference to the group, and this renderer one
        // (released in deinit); the actions are held by the group.
        g_object_unref(UnsafeMutableRawPointer(item))
        g_object_unref(UnsafeMutableRawPointer(disabled))
    }

    isolated deinit {
        signals.disconnectAll()
        popoverSignals.disconnectAll()
        for entry in stateActions.values { entry.signals.disconnectAll() }
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    private var actionMap: OpaquePointer { focuskit_as_action_map(UnsafeMutableRawPointer(group)) }

    /// Makes the toggles' and pickers' stateful actions match `items`: made when new, their
    /// state and enabled state set, removed when gone.
    private func syncStateActions(_ items: [MenuItem]) {
        var wanted: [String: (state: OpaquePointer, isString: Bool, isEnabled: Bool)] = [:]
        func collect(_ items: [MenuItem], path: [Int]) {
            for (index, item) in items.enumerated() {
                let itemPath = path + [index]
                switch item.kind {
                case .toggle(let isOn):
                    wanted[Self.actionName("t", itemPath)] = (
                        g_variant_new_boolean(isOn ? 1 : 0), false, !item.isDisabled
                    )
                case .picker:
                    let selected = item.children.firstIndex {
                        if case .option(true) = $0.kind { return true }
                        return false
                    }
                    wanted[Self.actionName("c", itemPath)] = (
                        g_variant_new_string(selected.map(String.init) ?? ""), true, !item.isDisabled
                    )
                case .submenu:
                    collect(item.children, path: itemPath)
                default:
                    break
                }
            }
        }
        collect(items, path: [])
        for (name, entry) in stateActions where wanted[name] == nil {
            entry.signals.disconnectAll()
            g_action_map_remove_action(actionMap, name)
            stateActions[name] = nil
        }
        for (name, want) in wanted {
            g_variant_ref_sink(want.state)
            defer { g_variant_unref(want.state) }
            let action =
                stateActions[name]?.action
                ?? makeStateAction(name, initial: want.state, isString: want.isString)
            g_simple_action_set_enabled(action, want.isEnabled ? 1 : 0)
            if let current = g_action_get_state(action) {
                if g_variant_equal(UnsafeRawPointer(current), UnsafeRawPointer(want.state)) == 0 {
                    g_simple_action_set_state(action, want.state)
                }
                g_variant_unref(current)
            }
        }
    }

    private func makeStateAction(_ name: String, initial: OpaquePointer, isString: Bool) -> OpaquePointer {
        let type = isString ? g_variant_type_new("s") : nil
        let action = g_simple_action_new_stateful(name, type, initial)!
        if let type { g_variant_type_free(type) }
        let bag = SignalBag()
        bag.connectWithPointerArgument(action, signal: "activate") { [unowned self] _, parameter in
            self.activateStateAction(name, action: action, parameter: parameter)
        }
        g_action_map_add_action(actionMap, action)
        g_object_unref(UnsafeMutableRawPointer(action))
        stateActions[name] = (action, bag)
        return action
    }

    /// A check item flips; a radio item selects its option; the state shows at once and the
    /// newest component's action runs.
    private func activateStateAction(
        _ name: String, action: OpaquePointer, parameter: UnsafeMutableRawPointer?
    ) {
        let parts = name.split(separator: "-")
        let path = parts.dropFirst().compactMap { Int($0) }
        guard let item = MenuItem.item(at: path, in: component.items.items), !item.isDisabled else { return }
        switch item.kind {
        case .toggle(let isOn):
            g_simple_action_set_state(action, g_variant_new_boolean(isOn ? 0 : 1))
            item.action?()
        case .picker:
            guard let parameter else { return }
            let text = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            guard let index = Int(text), item.children.indices.contains(index) else { return }
            g_simple_action_set_state(action, g_variant_new_string(text))
            item.children[index].action?()
        default:
            break
        }
    }

    /// A stateful action's name: its kind and the item's index path (`t-2-0`).
    private static func actionName(_ kind: String, _ path: [Int]) -> String {
        ([kind] + path.map(String.init)).joined(separator: "-")
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
        syncStateActions(new.items.items)
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
            case .toggle:
                let entry = g_menu_item_new(label, "focusui-menu.\(Self.actionName("t", path + [index]))")!
                g_menu_append_item(section, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            case .picker(let isInline):
                let options = g_menu_new()!
                let name = Self.actionName("c", path + [index])
                for (position, option) in item.children.enumerated() {
                    let entry = g_menu_item_new(option.title.replacingOccurrences(of: "_", with: "__"), nil)!
                    g_menu_item_set_action_and_target_value(
                        entry, "focusui-menu.\(name)", g_variant_new_string(String(position)))
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
            case .option:
                break
            case .action, .label:
                let action = item.isDisabled ? "disabled" : "item"
                let entry = g_menu_item_new(label, nil)!
                g_menu_item_set_action_and_target_value(
                    entry, "focusui-menu.\(action)", g_variant_new_string(itemPath))
                if let iconName = item.iconName, let icon = g_themed_icon_new(iconName) {
                    g_menu_item_set_icon(entry, icon)
                    g_object_unref(UnsafeMutableRawPointer(icon))
                }
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
