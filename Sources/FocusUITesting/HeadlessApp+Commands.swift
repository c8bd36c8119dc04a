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
        try command(titled: title).isDisabled == false
    }

    /// Chooses the command titled `title` from the menu, as a click on its menu item or its
    /// keyboard shortcut would: it runs against the key window. A disabled command does nothing,
    /// as on GTK; this throws instead, so a test does not pass by accident.
    public func performCommand(_ title: String) throws {
        let item = try command(titled: title)
        guard !item.isDisabled else {
            throw HeadlessTestError("The command \"\(title)\" is disabled; a user could not choose it.")
        }
        item.action()
        settle()
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
