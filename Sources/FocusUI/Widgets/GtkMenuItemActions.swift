import CGtk
import FocusKitGTK
import FocusUICore

/// The actions behind a menu model's buttons and texts (see ``GtkMenuModelBuilder``), in a
/// `GSimpleActionGroup` to insert in the widget that shows the menu: `item`, which runs the
/// enabled button at the index path its target names (`"2.0"`: the first item of the third
/// item's submenu), and `disabled`, never enabled, for disabled buttons and texts. The group
/// takes more actions through ``actionMap`` (a menu button's check and radio items). Holds one
/// reference to the group and its handler, released with it.
@MainActor
final class GtkMenuItemActions {
    /// The group.
    let group: UnsafeMutablePointer<GSimpleActionGroup>
    /// The items whose buttons `item` runs: set to the newest, so the newest action runs.
    var items: [MenuItem]
    private let signals = SignalBag()

    /// The group with its two actions, running the buttons of `items`.
    init(items: [MenuItem]) {
        self.items = items
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
            guard let chosen = MenuItem.item(at: indices, in: self.items), case .action = chosen.kind,
                !chosen.isDisabled
            else { return }
            chosen.action?()
        }
        // The group holds the actions.
        g_object_unref(UnsafeMutableRawPointer(item))
        g_object_unref(UnsafeMutableRawPointer(disabled))
    }

    isolated deinit {
        signals.disconnectAll()
        g_object_unref(UnsafeMutableRawPointer(group))
    }

    /// The group as a `GActionMap`.
    var actionMap: OpaquePointer { focuskit_as_action_map(UnsafeMutableRawPointer(group)) }

    /// Inserts the group in `widget` under `prefix` (the widget's action muxer takes a
    /// reference of its own).
    func insert(in widget: UnsafeMutablePointer<GtkWidget>, as prefix: String) {
        gtk_widget_insert_action_group(
            widget, prefix, focuskit_as_action_group(UnsafeMutableRawPointer(group)))
    }
}
