import CGtk
import FocusKitGTK
import FocusUICore

/// The app's commands on GTK, as GNOME apps have them: each command a `GAction` in the
/// application (`app.<name>`) with its accelerator set by
/// `gtk_application_set_accels_for_action` and its enabled state from `.disabled(...)`, and
/// one `GMenu` (a section per placement, a submenu per `CommandMenu`) shown by a primary
/// `GtkMenuButton` in every window's header bar (F10 opens it).
///
/// A command whose shortcut a focused text field uses (`GtkTextBindings`: Ctrl+Backspace,
/// Ctrl+A, Delete, a letter without Control…) is not an application accelerator, which GTK 4
/// runs before the focused widget sees the key: it is a shortcut of a bubble-phase
/// `GtkShortcutController` on every window (one shared model of `GtkShortcut`s triggering
/// `app.<name>`), so a focused text field keeps its key and the command runs only when focus is
/// elsewhere. The menu shows its accelerator all the same (the item's `accel` attribute).
///
/// Owns its actions, their signal connections, the menu and the shortcut model; ``tearDown()``
/// releases them.
@MainActor
final class GtkCommandActions {
    @MainActor
    private final class Action {
        /// What kind of `GAction` it is: plain, a toggle's stateful boolean, or a picker's
        /// stateful string with the chosen option's index as parameter.
        enum Kind: Equatable {
            case plain, toggle, picker
        }

        let pointer: OpaquePointer
        let kind: Kind
        let signals = SignalBag()
        var perform: @MainActor () -> Void = {}
        var select: @MainActor (Int) -> Void = { _ in }
        var accelerator: String?
        /// The command's title, as its menu item shows it.
        var title = ""
        /// Whether the accelerator is a text field's key, triggered by the windows' bubble-phase
        /// controllers rather than registered with the application.
        var isTextEditingKey = false
        /// The standard edit command it runs, whose enabled state follows the focused text.
        var textEditingCommand: TextEditingCommand?

        init(pointer: OpaquePointer, kind: Kind) {
            self.pointer = pointer
            self.kind = kind
        }
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
    /// The commands' names in menu order, as last applied.
    private var menuOrder: [String] = []
    /// The names of the commands with a shortcut, in menu order, as last applied.
    private var keyedOrder: [String] = []
    /// The `GtkShortcut`s of commands whose key a text field uses, shown to every window's
    /// bubble-phase controller (a `GListStore`).
    private let textKeyShortcuts: OpaquePointer
    /// Each command's accelerator in ``textKeyShortcuts``, by action name, in the store's order.
    private var textKeyAccelerators: [(name: String, accelerator: String)] = []
    /// Performs the standard edit commands and says when their enabled states may change.
    private weak var textEditing: GtkViewBackend?
    /// The connections to every primary menu's popover, which return focus when it closes.
    private let menuSignals = SignalBag()

    init(application: UnsafeMutablePointer<GtkApplication>, warn: @escaping (String) -> Void) {
        self.application = application
        self.menu = g_menu_new()
        self.warn = warn
        textKeyShortcuts = g_list_store_new(gtk_shortcut_get_type())
    }

    /// Shows `host`'s commands: applies them now and after every re-evaluation, and puts the
    /// primary menu on every window `backend` makes from now on. The About command shows
    /// `about` (``GtkAboutWindow``).
    func attach(to host: AppHost<GtkViewBackend>, backend: GtkViewBackend, about: AppMetainfo = .fallback()) {
        host.aboutCommand = (
            "About \(about.name)",
            { [weak self] in self?.showAbout(about) }
        )
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
        textEditing = backend
        backend.textEditing.didChange = { [weak self] in self?.updateTextEditingStates() }
        backend.textEditing.start()
        apply(host.commandSections)
        backend.decorateWindow = { [weak self] window, style in self?.decorate(window, style: style) }
        backend.commandTakingAccelerator = { [weak self] accelerator in
            self?.title(ofCommandWithApplicationAccelerator: accelerator)
        }
    }

    /// The title of the command whose application accelerator is `accelerator` (GTK runs it
    /// before any shortcut of a window), if any; a text field's key is not one.
    private func title(ofCommandWithApplicationAccelerator accelerator: String) -> String? {
        menuOrder.lazy.compactMap { self.actions[$0] }
            .first { $0.accelerator == accelerator && !$0.isTextEditingKey }?.title
    }

    /// Opens the About window over the active window. When it goes, the window manager
    /// activates that window again (its transient parent; measured with openbox and sway),
    /// whose focus widget never changed: focus is back where it was (rule 18).
    private func showAbout(_ about: AppMetainfo) {
        GtkAboutWindow.present(
            about, application: application, over: gtk_application_get_active_window(application))
    }

    /// Enables each standard edit command exactly when the focused text can take it.
    private func updateTextEditingStates() {
        guard let textEditing else { return }
        for action in actions.values {
            guard let command = action.textEditingCommand else { continue }
            let enabled: gboolean = textEditing.canPerform(command) ? 1 : 0
            if g_action_get_enabled(action.pointer) != enabled {
                g_simple_action_set_enabled(action.pointer, enabled)
            }
        }
    }

    private var actionMap: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(application)) }

    /// Makes the actions, accelerators, enabled states and menu match `sections`.
    func apply(_ sections: [CommandSection]) {
        let items = sections.flatMap(\.items)
        menuOrder = items.map(\.name)
        for warning in items.sharedShortcutWarnings where warned.insert(warning).inserted { warn(warning) }
        // GTK tries an application's accelerators in the order they were set (setting one again
        // moves it last): when the commands with a shortcut change, they are all set again in
        // menu order, so that of two on one key the first in the menus runs, as the warning and
        // the twin say.
        let keyed = items.filter { $0.shortcut != nil }.map(\.name)
        if keyed != keyedOrder {
            keyedOrder = keyed
            for (name, action) in actions where action.accelerator != nil {
                action.accelerator = nil
                action.isTextEditingKey = false
                var none: [UnsafePointer<CChar>?] = [nil]
                gtk_application_set_accels_for_action(application, "app.\(name)", &none)
            }
        }
        var seen: Set<String> = []
        var textKeys: [(name: String, accelerator: String)] = []
        for item in sections.flatMap(\.items) {
            seen.insert(item.name)
            let kind = Self.actionKind(of: item)
            if let existing = actions[item.name], existing.kind != kind { remove(item.name, existing) }
            let action = actions[item.name] ?? makeAction(item.name, kind: kind)
            action.perform = item.action
            action.title = item.title
            action.textEditingCommand = item.textEditingCommand
            setState(of: action, for: item)
            if let command = item.textEditingCommand {
                g_simple_action_set_enabled(action.pointer, textEditing?.canPerform(command) == true ? 1 : 0)
            } else {
                g_simple_action_set_enabled(action.pointer, item.isDisabled ? 0 : 1)
            }
            setAccelerator(item, on: action)
            if action.isTextEditingKey, let accelerator = action.accelerator {
                textKeys.append((item.name, accelerator))
            }
        }
        for (name, action) in actions where !seen.contains(name) {
            remove(name, action)
        }
        setTextKeyShortcuts(textKeys)
        rebuildMenuIfNeeded(sections)
    }

    /// Whether the command's shortcut runs only after a focused text field passed on its key,
    /// for tests.
    func runsAfterTextFields(_ name: String) -> Bool? {
        actions[name].map(\.isTextEditingKey)
    }

    /// Refills the shared model of text-key shortcuts when it changed.
    private func setTextKeyShortcuts(_ wanted: [(name: String, accelerator: String)]) {
        guard !wanted.elementsEqual(textKeyAccelerators, by: { $0 == $1 }) else { return }
        textKeyAccelerators = wanted
        g_list_store_remove_all(textKeyShortcuts)
        for (name, accelerator) in wanted {
            guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
            let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("app.\(name)"))
            g_list_store_append(textKeyShortcuts, UnsafeMutableRawPointer(shortcut))
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
    }

    /// Whether the action is enabled, for tests.
    func isEnabled(_ name: String) -> Bool? {
        actions[name].map { g_action_get_enabled($0.pointer) != 0 }
    }

    /// Shows the commands in the application's menu bar instead of a primary menu button:
    /// top-level menus File, Edit, View, the app's `CommandMenu`s, Window and Help.
    func useMenuBar() {
        guard menuBar == nil else { return }
        menuBar = g_menu_new()
        menuShape = []
        gtk_application_set_menubar(application, UnsafeMutablePointer<GMenuModel>(menuBar))
    }

    /// Puts a header bar with the primary menu button on `window`, or, with a menu bar, shows
    /// the menu bar in it; either way, the commands whose key a text field uses are shortcuts of
    /// a bubble-phase controller on it.
    /// A main window gets the primary menu (or shows the menu bar), an auxiliary one a header
    /// bar without it; a settings window (`AdwPreferencesWindow`) keeps libadwaita's header bar,
    /// which has no menu, as GNOME's preferences windows; a sheet's or alert's title bar is the
    /// backend's.
    func decorate(_ window: UnsafeMutablePointer<GtkWindow>, style: WindowStyle) {
        addTextKeyShortcuts(to: window)
        let raw = UnsafeMutableRawPointer(window)
        switch style {
        case .main where menuBar != nil:
            if focuskit_is_application_window(raw) != 0 {
                gtk_application_window_set_show_menubar(focuskit_as_application_window(raw), 1)
            }
        case .main:
            installMenu(in: window)
        case .auxiliary:
            if focuskit_is_application_window(raw) != 0 {
                gtk_application_window_set_show_menubar(focuskit_as_application_window(raw), 0)
            }
            if menuBar == nil { GtkWindowChrome.addHeaderBar(to: window) }
        case .settings:
            // libadwaita's preferences window has its own header bar, without the menu.
            break
        case .sheet, .alert:
            if focuskit_is_application_window(raw) != 0 {
                gtk_application_window_set_show_menubar(focuskit_as_application_window(raw), 0)
            }
        }
    }

    /// A bubble-phase `GtkShortcutController` on the window over the shared text-key
    /// shortcuts: it sees a key only after the focused widget passed it on. Owned by the window.
    func addTextKeyShortcuts(to window: UnsafeMutablePointer<GtkWindow>) {
        // The controller takes a reference of its own to the model.
        guard
            let controller = gtk_shortcut_controller_new_for_model(
                focuskit_as_list_model(UnsafeMutableRawPointer(textKeyShortcuts)))
        else { return }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_BUBBLE)
        gtk_widget_add_controller(focuskit_as_widget(UnsafeMutableRawPointer(window)), controller)
    }

    /// Puts a header bar with the primary menu button on `window`.
    func installMenu(in window: UnsafeMutablePointer<GtkWindow>) {
        guard let button = gtk_menu_button_new() else { return }
        let menuButton = OpaquePointer(UnsafeMutableRawPointer(button))
        gtk_menu_button_set_icon_name(menuButton, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(menuButton, UnsafeMutablePointer<GMenuModel>(menu))
        gtk_menu_button_set_primary(menuButton, 1)
        gtk_widget_set_tooltip_text(button, "Main Menu")
        GtkAccessibility.setLabel(button, "Main Menu")
        GtkWindowChrome.packEnd(button, in: GtkWindowChrome.addHeaderBar(to: window))
        if let popover = gtk_menu_button_get_popover(menuButton) {
            GtkUnnamedAccessibles.namePopoverMenu(
                focuskit_as_widget(UnsafeMutableRawPointer(popover)), "Main Menu")
        }
        returnFocusWhenClosed(gtk_menu_button_get_popover(menuButton), of: button, in: window)
    }

    /// When the primary menu closes, focus goes back to the widget that had it when the menu
    /// opened, as a menu does (GTK moves it to the menu button, or leaves the window
    /// without a focus widget when an item is chosen from the keyboard). It is back before the
    /// chosen command runs (GTK pops the menu down first), so an edit command acts on that
    /// text; a text gets focus back without its selection changing. Opened from the menu
    /// button itself (Tab to it, then Space), focus stays on the button.
    private func returnFocusWhenClosed(
        _ popover: UnsafeMutablePointer<GtkPopover>?, of button: UnsafeMutablePointer<GtkWidget>,
        in window: UnsafeMutablePointer<GtkWindow>
    ) {
        guard let popover else { return }
        let popoverWidget = focuskit_as_widget(UnsafeMutableRawPointer(popover))
        // The window's last focus widget outside the menu: focus is inside it once it shows.
        var lastOutside: WeakObjectWatcher?
        var focusBefore: WeakObjectWatcher?
        menuSignals.connectNotify(window, property: "focus-widget") { _, _ in
            guard let focus = gtk_window_get_focus(window), gtk_widget_is_ancestor(focus, popoverWidget) == 0
            else {
                return
            }
            lastOutside = WeakObjectWatcher(focus) {}
        }
        menuSignals.connect(popover, signal: "show") { _ in focusBefore = lastOutside }
        menuSignals.connect(popover, signal: "closed") { _ in
            defer { focusBefore = nil }
            guard let object = focusBefore?.object else { return }
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(object))
            guard gtk_widget_is_ancestor(widget, button) == 0, widget != button,
                gtk_widget_get_root(widget) == gtk_widget_get_root(button),
                gtk_widget_is_sensitive(widget) != 0, gtk_widget_get_mapped(widget) != 0
            else { return }
            if focuskit_is_text(UnsafeMutableRawPointer(widget)) != 0 {
                _ = gtk_text_grab_focus_without_selecting(focuskit_as_text(UnsafeMutableRawPointer(widget)))
            } else {
                _ = gtk_widget_grab_focus(widget)
            }
        }
    }

    /// Removes every action and releases the menu. Idempotent.
    func tearDown() {
        menuSignals.disconnectAll()
        for (name, action) in actions { remove(name, action) }
        setTextKeyShortcuts([])
        g_menu_remove_all(menu)
        if let menuBar { g_menu_remove_all(menuBar) }
    }

    isolated deinit {
        tearDown()
        g_object_unref(UnsafeMutableRawPointer(textKeyShortcuts))
        g_object_unref(UnsafeMutableRawPointer(menu))
        if let menuBar { g_object_unref(UnsafeMutableRawPointer(menuBar)) }
    }

    private static func actionKind(of item: CommandItem) -> Action.Kind {
        switch item.kind {
        case .action: .plain
        case .toggle: .toggle
        case .picker: .picker
        }
    }

    /// A plain action; a toggle's stateful boolean action (GTK draws a check item for it); a
    /// picker's stateful string action whose parameter is an option's index (radio items).
    private func makeAction(_ name: String, kind: Action.Kind) -> Action {
        let pointer: OpaquePointer
        switch kind {
        case .plain:
            pointer = g_simple_action_new(name, nil)
        case .toggle:
            pointer = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(0))
        case .picker:
            let type = g_variant_type_new("s")
            pointer = g_simple_action_new_stateful(name, type, g_variant_new_string(""))
            g_variant_type_free(type)
        }
        let action = Action(pointer: pointer, kind: kind)
        action.signals.connectWithPointerArgument(action.pointer, signal: "activate") {
            [weak action] _, parameter in
            guard let action else { return }
            switch action.kind {
            case .plain:
                action.perform()
            case .toggle:
                // Shown at once, as GTK's own toggle actions do; the next evaluation confirms it.
                let state = g_action_get_state(action.pointer)
                let isOn = state.map { g_variant_get_boolean($0) != 0 } ?? false
                if let state { g_variant_unref(state) }
                g_simple_action_set_state(action.pointer, g_variant_new_boolean(isOn ? 0 : 1))
                action.perform()
            case .picker:
                guard let parameter else { return }
                let text = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
                guard let index = Int(text) else { return }
                g_simple_action_set_state(action.pointer, g_variant_new_string(text))
                action.select(index)
            }
        }
        g_action_map_add_action(actionMap, action.pointer)
        actions[name] = action
        return action
    }

    /// A toggle's state is its `isOn`; a picker's the selected option's index (`""` for none).
    private func setState(of action: Action, for item: CommandItem) {
        let wanted: OpaquePointer
        switch item.kind {
        case .action: return
        case .toggle(let isOn): wanted = g_variant_new_boolean(isOn ? 1 : 0)
        case .picker(_, let selectedIndex, _, let select):
            action.select = select
            wanted = g_variant_new_string(selectedIndex.map(String.init) ?? "")
        }
        g_variant_ref_sink(wanted)
        defer { g_variant_unref(wanted) }
        guard let current = g_action_get_state(action.pointer) else { return }
        defer { g_variant_unref(current) }
        if g_variant_equal(UnsafeRawPointer(current), UnsafeRawPointer(wanted)) == 0 {
            g_simple_action_set_state(action.pointer, wanted)
        }
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
        let isTextEditingKey =
            accelerator != nil && item.shortcut.map(GtkTextBindings.isTextEditingKey) == true
        guard accelerator != action.accelerator || isTextEditingKey != action.isTextEditingKey else { return }
        action.accelerator = accelerator
        action.isTextEditingKey = isTextEditingKey
        // The standard edit commands are a text's own keys by design: nothing to note.
        if isTextEditingKey, item.textEditingCommand == nil, let shortcut = item.shortcut {
            noteTextEditingKey(shortcut, of: item)
        }
        // A text-editing key is the window controllers' shortcut instead (see the type's notes).
        let copy = isTextEditingKey ? nil : accelerator.map { strdup($0) }
        defer { if let copy { free(copy) } }
        var list: [UnsafePointer<CChar>?] = copy.map { [UnsafePointer($0), nil] } ?? [nil]
        gtk_application_set_accels_for_action(application, "app.\(item.name)", &list)
    }

    /// Says once, in a debug build, that a command's shortcut is also a text field's key, so
    /// it runs only while focus is not in a text field. ⌘⌫ is not said: it is GNOME's Delete
    /// by design (`.keyboardShortcut` documents it).
    private func noteTextEditingKey(_ shortcut: KeyboardShortcut, of item: CommandItem) {
        #if DEBUG
            guard !(shortcut.key == .delete && shortcut.modifiers.contains(.command)),
                warned.insert("text-key " + item.name).inserted
            else { return }
            warn(
                "command \"\(item.title)\": \(shortcut.desktopChord) is also a text field's key; the "
                    + "command runs only while focus is not in a text field (this note is printed in debug builds)"
            )
        #endif
    }

    /// Appends the commands' menu items to `menu`; where a `Divider()` came before one, a new
    /// section of `menu` starts (GTK draws a separator between sections).
    private func appendItems(_ items: [CommandItem], to menu: OpaquePointer) {
        guard items.contains(where: \.startsSection) else {
            for item in items { appendItem(item, to: menu) }
            return
        }
        var part = g_menu_new()!
        for item in items {
            if item.startsSection, g_menu_model_get_n_items(UnsafeMutablePointer<GMenuModel>(part)) > 0 {
                g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
                g_object_unref(UnsafeMutableRawPointer(part))
                part = g_menu_new()!
            }
            appendItem(item, to: part)
        }
        g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
        g_object_unref(UnsafeMutableRawPointer(part))
    }

    /// Appends a menu item for the command; one whose accelerator is a text key carries it as
    /// its `accel` attribute, which the menu shows (GTK shows the application's accelerators
    /// by itself). A toggle is a check item (its action's boolean state); a picker is a
    /// submenu titled with its title, or an inline section, of radio items (its action's
    /// string state against each option's index). A button's icon is the item's `icon`, which
    /// GTK 4 does not draw next to a label (GNOME's menus are text).
    private func appendItem(_ item: CommandItem, to menu: OpaquePointer) {
        // GMenu labels are mnemonic: a literal underscore is written twice.
        let label = item.title.replacingOccurrences(of: "_", with: "__")
        if case .picker(let options, _, let isInline, _) = item.kind {
            let choices = g_menu_new()!
            for (index, option) in options.enumerated() {
                let entry = g_menu_item_new(option.replacingOccurrences(of: "_", with: "__"), nil)!
                g_menu_item_set_action_and_target_value(
                    entry, "app.\(item.name)", g_variant_new_string(String(index)))
                g_menu_append_item(choices, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            }
            if isInline {
                g_menu_append_section(menu, label, UnsafeMutablePointer<GMenuModel>(choices))
            } else {
                g_menu_append_submenu(menu, label, UnsafeMutablePointer<GMenuModel>(choices))
            }
            g_object_unref(UnsafeMutableRawPointer(choices))
            return
        }
        let menuItem = g_menu_item_new(label, "app.\(item.name)")!
        if let action = actions[item.name], action.isTextEditingKey, let accelerator = action.accelerator {
            g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
        }
        if let iconName = item.iconName, let icon = g_themed_icon_new(iconName) {
            g_menu_item_set_icon(menuItem, icon)
            g_object_unref(UnsafeMutableRawPointer(icon))
        }
        g_menu_append_item(menu, menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    private func rebuildMenuIfNeeded(_ sections: [CommandSection]) {
        let shape = sections.flatMap { section in
            ["|" + (section.menuTitle ?? section.placement.map { "\($0)" } ?? "")]
                + section.items.map(\.shape)
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
            appendItems(section.items, to: items)
            if let submenu, let title = section.menuTitle {
                g_menu_append_submenu(part, title, UnsafeMutablePointer<GMenuModel>(submenu))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(part))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
    }

    /// The menu bar: each placement in its usual top-level menu (File, Edit, View, Window,
    /// Help; `CommandGroupPlacement`'s table), one section per placement, and each
    /// `CommandMenu` as a top-level menu between View and Window.
    private func rebuildMenuBar(_ bar: OpaquePointer, _ sections: [CommandSection]) {
        g_menu_remove_all(bar)
        let (topLevel, trailing) = CommandGroupPlacement.menuBar
        func append(_ title: String, _ parts: [CommandSection]) {
            let submenu = g_menu_new()!
            for section in parts where !section.items.isEmpty {
                let part = g_menu_new()!
                appendItems(section.items, to: part)
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
