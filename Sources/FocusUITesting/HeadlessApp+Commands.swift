import FocusUICore

extension HeadlessApp {
    /// The titles of the app's menu commands, in menu order, as the toolkit would show them
    /// (standard ones included), evaluated against the key window's focused values.
    public var commandTitles: [String] {
        settle()
        return runtime.appHost?.commandSections.flatMap { $0.items.map(\.title) } ?? []
    }

    /// Whether the command titled `title` is enabled now (its `.disabled(...)` evaluated against
    /// the key window's focused values, contract rule 19).
    public func isCommandEnabled(_ title: String) throws -> Bool {
        try command(titled: title).isEnabled(in: runtime.backend)
    }

    /// Chooses the command titled `title` from the menu, as a click on its menu item or its
    /// keyboard shortcut would: it runs against the key window (a `Toggle` turns to its other
    /// state). A disabled command does nothing, as on GTK; this throws instead, so a test does
    /// not pass by accident. A `Picker` command's options are chosen with
    /// ``chooseCommandOption(_:_:)``.
    public func performCommand(_ title: String) throws {
        let item = try command(titled: title)
        guard item.isEnabled(in: runtime.backend) else {
            throw HeadlessTestError("The command \"\(title)\" is disabled; a user could not choose it.")
        }
        item.action()
        settle()
    }

    /// Whether the `Toggle` command titled `title` is on (its menu item checked).
    public func isCommandOn(_ title: String) throws -> Bool {
        guard case .toggle(let isOn) = try command(titled: title).kind else {
            throw HeadlessTestError("The command \"\(title)\" is not a Toggle.")
        }
        return isOn
    }

    /// The options of the `Picker` command titled `title`, in menu order, and the selected one.
    public func commandOptions(_ title: String) throws -> (options: [String], selected: String?) {
        guard case .picker(let options, let selectedIndex, _, _) = try command(titled: title).kind else {
            throw HeadlessTestError("The command \"\(title)\" is not a Picker.")
        }
        return (options, selectedIndex.map { options[$0] })
    }

    /// Chooses `option` of the `Picker` command titled `title`, as a click on its radio item.
    public func chooseCommandOption(_ title: String, _ option: String) throws {
        let item = try command(titled: title)
        guard case .picker(let options, _, _, let select) = item.kind else {
            throw HeadlessTestError("The command \"\(title)\" is not a Picker.")
        }
        guard let index = options.firstIndex(of: option) else {
            throw HeadlessTestError("The picker \"\(title)\" has no option \"\(option)\"; it has \(options).")
        }
        guard item.isEnabled(in: runtime.backend) else {
            throw HeadlessTestError("The command \"\(title)\" is disabled; a user could not choose it.")
        }
        select(index)
        settle()
    }

    /// The text on the clipboard (Cut and Copy put it there, Paste takes it), as the
    /// desktop's clipboard holds it for the app; `nil` when it holds no text. Set it to
    /// paste something another app copied.
    public var clipboard: String? {
        get { runtime.backend.textEditing.clipboard }
        set { runtime.backend.textEditing.clipboard = newValue }
    }

    /// The keyboard shortcut of the command titled `title`, if it has one.
    public func commandShortcut(_ title: String) throws -> KeyboardShortcut? {
        try command(titled: title).shortcut
    }

    private func command(titled title: String) throws -> CommandItem {
        settle()
        guard let host = runtime.appHost else {
            throw HeadlessTestError("Commands need an App; this HeadlessApp renders a single view.")
        }
        let items = host.commandSections.flatMap(\.items)
        guard let item = items.first(where: { $0.title == title }) else {
            let titles = items.map { "\"\($0.title)\"" }.joined(separator: ", ")
            throw HeadlessTestError("No command is titled \"\(title)\"; commands: [\(titles)].")
        }
        return item
    }
}

extension CommandItem {
    /// Whether the command can be chosen now: a standard edit command when the focused text can
    /// take it (as GTK's actions follow it), any other as it was last evaluated.
    @MainActor func isEnabled(in backend: HeadlessBackend) -> Bool {
        if let command = textEditingCommand { return backend.canPerform(command) }
        return !isDisabled
    }
}
