import CGtk
import FocusKitGTK
import FocusUICore

extension MenuComponent: GtkRenderable {
    /// A `GtkMenuButton`.
    public typealias GtkRenderer = MenuGtkRenderer
}

/// Draws a `MenuComponent`: a `GtkMenuButton` labelled with the title whose menu model holds
/// the items (`GtkMenuModelBuilder`, as a menu button's: buttons, texts, dividers, submenus,
/// toggles as check items and pickers as radio items) on actions in the button: the buttons'
/// (`GtkMenuItemActions`) and a stateful action for each toggle and picker. Choosing an
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
    /// The connections to the current popover, which GTK replaces with every new menu model.
    private var popoverSignals = SignalBag()
    private let context: GtkRenderContext
    /// The buttons' actions, in the button.
    private let actions: GtkMenuItemActions
    /// The toggles' and pickers' stateful actions, by name, with their connections.
    private var stateActions: [String: (action: OpaquePointer, signals: SignalBag)] = [:]

    /// A menu button with its action group.
    public init(_ component: MenuComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = gtk_menu_button_new()!
        actions = GtkMenuItemActions(items: component.items.items)
        actions.insert(in: widget, as: GtkMenuModelBuilder.Host.menuButton.actionGroup)
    }

    isolated deinit {
        popoverSignals.disconnectAll()
        for entry in stateActions.values { entry.signals.disconnectAll() }
    }

    private var actionMap: OpaquePointer { actions.actionMap }

    /// Makes the toggles' and pickers' stateful actions match `items`: made when new, their
    /// state and enabled state set, removed when gone.
    private func syncStateActions(_ items: [MenuItem]) {
        var wanted: [String: (state: OpaquePointer, isString: Bool, isEnabled: Bool)] = [:]
        func collect(_ items: [MenuItem], path: [Int]) {
            for (index, item) in items.enumerated() {
                let itemPath = path + [index]
                switch item.kind {
                case .toggle(let isOn):
                    wanted[GtkMenuModelBuilder.stateActionName("t", itemPath)] = (
                        g_variant_new_boolean(isOn ? 1 : 0), false, !item.isDisabled
                    )
                case .picker:
                    let selected = item.children.firstIndex {
                        if case .option(true) = $0.kind { return true }
                        return false
                    }
                    wanted[GtkMenuModelBuilder.stateActionName("c", itemPath)] = (
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

    private var button: OpaquePointer { focuskit_as_menu_button(UnsafeMutableRawPointer(widget)) }

    /// A box of an icon and a label, as a button's content.
    private static func iconAndLabel(_ icon: String, _ title: String) -> UnsafeMutablePointer<GtkWidget> {
        let box = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), gtk_image_new_from_icon_name(icon))
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), gtk_label_new(title))
        return box
    }

    /// Applies the title and, when their shape changed, the items.
    public func update(from old: MenuComponent?, to new: MenuComponent) {
        component = new
        actions.items = new.items.items
        if let warning = new.unmappedSymbolWarning, new.unmappedSystemName != old?.unmappedSystemName {
            context.warn(warning)
        }
        if new.title != old?.title || new.iconName != old?.iconName || new.showsIconOnly != old?.showsIconOnly
        {
            // An icon alone is an icon button (in a header bar, its title is its tooltip and its
            // name); an icon with text shows both.
            if let icon = new.iconName, new.title.isEmpty || new.showsIconOnly {
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
        let menu = GtkMenuModelBuilder(host: .menuButton, warn: { [context] in context.warn($0) })
            .makeModel(of: new.items.items, title: new.title)
        gtk_menu_button_set_menu_model(button, UnsafeMutablePointer<GMenuModel>(menu))
        g_object_unref(UnsafeMutableRawPointer(menu))
        guard let popover = gtk_menu_button_get_popover(button) else { return }
        GtkUnnamedAccessibles.namePopoverMenu(
            focuskit_as_widget(UnsafeMutableRawPointer(popover)), new.title.isEmpty ? "Menu" : new.title)
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
}
