import CGtk
import FocusKitGTK

/// A `GMenuModel`'s items as tests read them: each item's label, action, target and icon.
@MainActor
enum MenuModelEntries {
    /// One item: its label, action, target and serialized icon, where it has them.
    struct MenuEntry {
        var label: String?
        var action: String?
        var target: String?
        var icon: String?
    }

    /// Every item of a menu model and its sections and submenus, depth first.
    static func items(of model: UnsafeMutablePointer<GMenuModel>) -> [MenuEntry] {
        var result: [MenuEntry] = []
        for index in 0..<g_menu_model_get_n_items(model) {
            func string(_ attribute: String) -> String? {
                guard let value = g_menu_model_get_item_attribute_value(model, index, attribute, nil) else {
                    return nil
                }
                defer { g_variant_unref(value) }
                if g_variant_is_of_type(value, g_variant_type_checked_("s")) != 0 {
                    return String(cString: g_variant_get_string(value, nil))
                }
                let text = g_variant_print(value, 0)!
                defer { g_free(text) }
                return String(cString: text)
            }
            var entry = MenuEntry(label: string("label"), action: string("action"), target: string("target"))
            if let icon = g_menu_model_get_item_attribute_value(model, index, "icon", nil) {
                if let gicon = g_icon_deserialize(icon) {
                    let text = g_icon_to_string(gicon)!
                    entry.icon = String(cString: text)
                    g_free(text)
                    g_object_unref(UnsafeMutableRawPointer(gicon))
                }
                g_variant_unref(icon)
            }
            if entry.label != nil { result.append(entry) }
            for link in ["section", "submenu"] {
                if let linked = g_menu_model_get_item_link(model, index, link) {
                    result += items(of: linked)
                    g_object_unref(UnsafeMutableRawPointer(linked))
                }
            }
        }
        return result
    }
}
