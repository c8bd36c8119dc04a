/// One command as a toolkit shows it: a menu item with an action, an optional keyboard
/// shortcut and an enabled state (from ``Button``, `.keyboardShortcut` and `.disabled` inside
/// ``CommandMenu`` or ``CommandGroup``).
public struct CommandItem {
    /// A name for the command, unique in the app, stable while the menus keep their shape
    /// (GTK: the `GAction` name, without `app.`).
    public let name: String
    /// The menu item's label.
    public let title: String
    /// The keyboard shortcut, if any.
    public let shortcut: KeyboardShortcut?
    /// Whether the command is disabled now (`.disabled(true)` on it or above it).
    public let isDisabled: Bool
    /// Runs the command.
    public let action: @MainActor () -> Void
    /// Whether a `Divider()` comes before it in its menu: the toolkit starts a new menu section
    /// there (GTK: a section of the `GMenu`, drawn with a separator).
    public var startsSection = false
}

/// One section of the app's menu: a standard placement's commands, or a ``CommandMenu``.
public struct CommandSection {
    /// A standard group's placement, or `nil` for a ``CommandMenu``.
    public let placement: CommandGroupPlacement?
    /// A ``CommandMenu``'s title (a submenu), or `nil` for a standard group.
    public let menuTitle: String?
    /// The commands, in order.
    public let items: [CommandItem]
}
