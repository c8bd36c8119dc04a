import CGtk
import FocusKitGTK
import FocusUICore

/// Ctrl+? as GNOME apps have it: a `GtkShortcutsWindow` listing every command that has a
/// keyboard shortcut, one group per menu section, built with `GtkBuilder` from the current
/// commands each time it is shown.
@MainActor
enum GtkShortcutsWindowBuilder {
    /// The builder description of the window, or `nil` when no command has a shortcut. Menu
    /// sections with the same heading (the help and app-info placements are both "Help") are
    /// one group, in the order of their first appearance.
    static func xml(for sections: [CommandSection]) -> String? {
        var order: [String] = []
        var shortcutsByTitle: [String: String] = [:]
        for section in sections {
            var shortcuts = ""
            for item in section.items {
                guard let shortcut = item.shortcut,
                    case .success(let accelerator) = GtkAccelerator.string(for: shortcut)
                else { continue }
                shortcuts += """
                    <child><object class="GtkShortcutsShortcut">\
                    <property name="title">\(escape(item.title))</property>\
                    <property name="accelerator">\(escape(accelerator))</property>\
                    </object></child>
                    """
            }
            guard !shortcuts.isEmpty else { continue }
            let title = section.menuTitle ?? groupTitle(section.placement)
            if shortcutsByTitle[title] == nil { order.append(title) }
            shortcutsByTitle[title, default: ""] += shortcuts
        }
        let groups = order.map { title in
            """
            <child><object class="GtkShortcutsGroup">\
            <property name="title">\(escape(title))</property>\(shortcutsByTitle[title] ?? "")</object></child>
            """
        }.joined()
        guard !groups.isEmpty else { return nil }
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts">\
            <property name="modal">1</property>\
            <child><object class="GtkShortcutsSection">\
            <property name="section-name">shortcuts</property>\(groups)</object></child>\
            </object></interface>
            """
    }

    /// Builds and presents the window over `parent`; reports a builder error through `warn`.
    static func present(
        _ sections: [CommandSection], over parent: UnsafeMutablePointer<GtkWindow>?, warn: (String) -> Void
    ) {
        guard let xml = xml(for: sections) else {
            warn("Keyboard Shortcuts: no command has a keyboard shortcut")
            return
        }
        let builder = gtk_builder_new()
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
            let object = gtk_builder_get_object(builder, "shortcuts")
        else {
            warn("Keyboard Shortcuts: \(error.map { String(cString: $0.pointee.message) } ?? "no window")")
            if let error { g_error_free(error) }
            return
        }
        let window = focuskit_as_window(UnsafeMutableRawPointer(object))
        // In the parent's window group: a modal window blocks that window (``GtkTransientWindows``).
        if let parent { GtkTransientWindows.keep(window, above: parent) }
        nameForScreenReaders(window)
        gtk_window_present(window)
    }

    /// GTK's shortcuts window has no title and an icon-only search button, which were said by
    /// their types, "GtkShortcutsWindow" and "GtkImage" (`GtkQuirk.typeNameForAnUnnamedAccessible`). The
    /// window is titled "Keyboard Shortcuts", as the command that opens it, and the button
    /// "Search".
    static func nameForScreenReaders(_ window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_set_title(window, "Keyboard Shortcuts")
        var pending = [focuskit_as_widget(UnsafeMutableRawPointer(window))]
        while let widget = pending.popLast() {
            if String(cString: focuskit_object_type_name(UnsafeMutableRawPointer(widget)))
                == "GtkToggleButton"
            {
                GtkAccessibility.nameIconButton(widget, "Search")
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                pending.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    private static func groupTitle(_ placement: CommandGroupPlacement?) -> String {
        switch placement {
        case .newItem?, .saveItem?: return "Windows and Files"
        case .undoRedo?, .pasteboard?, .textEditing?, .textFormatting?: return "Editing"
        case .windowArrangement?: return "Windows"
        case .help?, .appInfo?: return "Help"
        case .appTermination?, .appSettings?: return "Application"
        default: return "Commands"
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
