import CGtk
import FocusKitGTK
import FocusUICore

/// The app's commands on GTK, as GNOME apps have them: each command a `GAction` in the
/// application (`app.<name>`) with its accelerator set by
/// `gtk_application_set_accels_for_action` and its enabled state from `.disabled(...)`, and
/// one `GMenu` (a section per placement, a submenu per `CommandMenu`) shown by a primary
/// `GtkMenuButton` in every window's `GtkHeaderBar` (F10 opens it).
///
/// Owns its actions, their signal connections and the menu; ``tearDown()`` releases them.
@MainActor
final class GtkCommandActions {
    @MainActor
    private final class Action {
        let pointer: OpaquePointer
        let signals = SignalBag()
        var perform: @MainActor () -> Void = {}
        var accelerator: String?

        init(pointer: OpaquePointer) { self.pointer = pointer }
    }

    private let application: UnsafeMutablePointer<GtkApplication>
    private var actions: [String: Action] = [:]
    /// The menu every window's primary menu button shows; rebuilt in place when its shape
    /// changes, so the buttons follow.
    let menu: OpaquePointer
    private var menuShape: [String] = []
    /// The menu bar's model when the app asked for one (``useMenuBar()``), else `nil`.
    private(set) var menuBar: OpaquePointer?
    private let warn: (String) -> Void
    private var warned: Set<String> = []

    init(application: UnsafeMutablePointer<GtkApplication>, warn: @escaping (String) -> Void) {
        self.application = application
        self.menu = g_menu_new()
        self.warn = warn
    }

    /// Shows `host`'s commands: applies them now and after every re-evaluation, and puts the
    /// primary menu on every window `backend` makes from now on.
    func attach(to host: AppHost<GtkViewBackend>, backend: GtkViewBackend) {
        host.commandsDidChange = { [weak self, weak host] in
            guard let self, let host else { return }
            self.apply(host.commandSections)
        }
        host.showKeyboardShortcutsAction = { [weak self, weak host] in
            guard let self, let host else { return }
            GtkShortcutsWindowBuilder.present(
                host.commandSections, over: gtk_application_get_active_window(self.application),
                warn: self.warn)
        }
        apply(host.commandSections)
        backend.decorateWindow = { [weak self] window in self?.decorate(window) }
    }

    private var actionMap: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(application)) }

    /// Makes the actions, accelerators, enabled states and menu match `sections`.
    func apply(_ sections: [CommandSection]) {
        var seen: Set<String> = []
        for item in sections.flatMap(\.items) {
            seen.insert(item.name)
            let action = actions[item.name] ?? makeAction(item.name)
            action.perform = item.action
            g_simple_action_set_enabled(action.pointer, item.isDisabled ? 0 : 1)
            setAccelerator(item, on: action)
        }
        for (name, action) in actions where !seen.contains(name) {
            remove(name, action)
        }
        rebuildMenuIfNeeded(sections)
    }

    /// Whether the action is enabled, for tests.
    func isEnabled(_ name: String) -> Bool? {
        actions[name].map { g_action_get_enabled($0.pointer) != 0 }
    }

    /// Shows the commands in the application's menu bar instead of a primary menu button:
    /// top-level menus File, Edit, the app's `CommandMenu`s, Window and Help.
    func useMenuBar() {
        guard menuBar == nil else { return }
        menuBar = g_menu_new()
        menuShape = []
        gtk_application_set_menubar(application, UnsafeMutablePointer<GMenuModel>(menuBar))
    }

    /// Puts a header bar with the primary menu button on `window`, or, with a menu bar, shows
    /// the menu bar in it.
    func decorate(_ window: UnsafeMutablePointer<GtkWindow>) {
        if menuBar != nil {
            let raw = UnsafeMutableRawPointer(window)
            if focuskit_is_application_window(raw) != 0 {
                gtk_application_window_set_show_menubar(focuskit_as_application_window(raw), 1)
            }
        } else {
            installMenu(in: window)
        }
    }

    /// Puts a header bar with the primary menu button on `window`.
    func installMenu(in window: UnsafeMutablePointer<GtkWindow>) {
        guard let header = gtk_header_bar_new(), let button = gtk_menu_button_new() else { return }
        let menuButton = OpaquePointer(UnsafeMutableRawPointer(button))
        gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(menuButton, UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_primary(menuButton, 1)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        GtkAccessibility.setLabel(button, "Main Menu")
        gtk_header_bar_pack_end(OpaquePointer(UnsafeMutableRawPointer(header)), button)
        gtk_window_set_titlebar(window, header)
    }

    /// Removes every action and releases the menu. Idempotent.
    func tearDown() {
        for (name, action) in actions { remove(name, action) }
        g_menu_remove_all(menu)
        if let menuBar { g_menu_remove_all(menuBar) }
    }

    isolated deinit {
        tearDown()
        g_object_unref(UnsafeMutableRawPointer(menu))
        if let menuBar { g_object_unref(UnsafeMutableRawPointer(menuBar)) }
    }

    private func makeAction(_ name: String) -> Action {
        let action = Action(pointer: g_simple_action_new(name, nil))
        action.signals.connectWithPointerArgument(action.pointer, signal: "activate") { [weak action] _, _ in
            action?.perform()
        }
        g_action_map_add_action(actionMap, action.pointer)
        actions[name] = action
        return action
    }

    private func remove(_ name: String, _ action: Action) {
        action.signals.disconnectAll()
        var none: [UnsafePointer<CChar>?] = [nil]
        gtk_application_set_accels_for_action(application, "app.\(name)", &none)
        g_action_map_remove_action(actionMap, name)
        g_object_unref(UnsafeMutableRawPointer(action.pointer))
        actions[name] = nil
    }

    private func setAccelerator(_ item: CommandItem, on action: Action) {
        var accelerator: String?
        if let shortcut = item.shortcut {
            switch GtkAccelerator.string(for: shortcut) {
            case .success(let text): accelerator = text
            case .failure(let error):
                if warned.insert(item.name).inserted { warn("command \"\(item.title)\": \(error)") }
            }
        }
        guard accelerator != action.accelerator else { return }
        action.accelerator = accelerator
        let copy = accelerator.map { strdup($0) }
        defer { if let copy { free(copy) } }
        var list: [UnsafePointer<CChar>?] = copy.map { [UnsafePointer($0), nil] } ?? [nil]
        gtk_application_set_accels_for_action(application, "app.\(item.name)", &list)
    }

    private func rebuildMenuIfNeeded(_ sections: [CommandSection]) {
        let shape = sections.flatMap { section in
            ["|" + (section.menuTitle ?? section.placement.map { "\($0)" } ?? "")]
                + section.items.map { "\($0.name)=\($0.title)" }
        }
        guard shape != menuShape else { return }
        menuShape = shape
        if let menuBar {
            rebuildMenuBar(menuBar, sections)
            return
        }
        g_menu_remove_all(menu)
        for section in sections {
            let part = g_menu_new()!
            let items: OpaquePointer
            var submenu: OpaquePointer?
            if section.menuTitle != nil {
                submenu = g_menu_new()
                items = submenu!
            } else {
                items = part
            }
            for item in section.items {
                g_menu_append(items, item.title, "app.\(item.name)")
            }
            if let submenu, let title = section.menuTitle {
                g_menu_append_submenu(part, title, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
    }

    /// The menu bar: each placement in its usual top-level menu, one section per placement,
    /// and each `CommandMenu` as a top-level menu between Edit and Window.
    private func rebuildMenuBar(_ bar: OpaquePointer, _ sections: [CommandSection]) {
        g_menu_remove_all(bar)
        let topLevel: [(title: String, placements: [CommandGroupPlacement])] = [
            ("File", [.newItem, .saveItem, .appTermination]), ("Edit", [.undoRedo, .pasteboard]),
        ]
        let trailing: [(title: String, placements: [CommandGroupPlacement])] = [
            ("Window", [.windowArrangement]), ("Help", [.help, .appInfo]),
        ]
        func append(_ title: String, _ parts: [CommandSection]) {
            let submenu = g_menu_new()!
            for section in parts where !section.items.isEmpty {
                let part = g_menu_new()!
                for item in section.items { g_menu_append(part, item.title, "app.\(item.name)") }
                g_menu_append_section(submenu, nil, UnsafeMutablePointer<GMenuModel>(part))
                g_object_unref(UnsafeMutableRawPointer(part))
            }
            if g_menu_model_get_n_items(UnsafeMutablePointer<GMenuModel>(submenu)) > 0 {
                g_menu_append_submenu(bar, title, UnsafeMutablePointer<GMenuModel>(submenu))
            }
            g_object_unref(UnsafeMutableRawPointer(submenu))
        }
        for menu in topLevel {
            append(menu.title, sections.filter { $0.placement.map(menu.placements.contains) ?? false })
        }
        for section in sections where section.menuTitle != nil {
            append(section.menuTitle ?? "", [section])
        }
        for menu in trailing {
            append(menu.title, sections.filter { $0.placement.map(menu.placements.contains) ?? false })
        }
    }
}
