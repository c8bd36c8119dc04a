/// One command as a toolkit shows it: a menu item with an action, an optional keyboard
/// shortcut and an enabled state (from ``Button``, `.keyboardShortcut` and `.disabled` inside
/// ``CommandMenu`` or ``CommandGroup``).
public struct CommandItem {
    /// What the command is.
    public enum Kind {
        /// A ``Button``: choosing it runs ``CommandItem/action``.
        case action
        /// A ``Toggle``: a check item showing `isOn`; choosing it (or its shortcut) runs
        /// ``CommandItem/action``, which turns it to the other state (GTK: a stateful boolean
        /// action).
        case toggle(isOn: Bool)
        /// A ``Picker``: one radio item per option, the selected one marked; choosing one calls
        /// `select` with its index (GTK: a stateful action with a string state). In a submenu
        /// titled with the picker's title, or inline (a `.radioGroup` or `.segmented` picker).
        case picker(options: [String], selectedIndex: Int?, isInline: Bool, select: @MainActor (Int) -> Void)
    }

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
    /// What the command is: an action, a toggle or a picker.
    public var kind: Kind = .action
    /// The freedesktop icon name of a button with a `systemImage`. GNOME's menus show text
    /// only: GTK 4 draws an item's icon only when it has no label, so the icon is given to the
    /// menu model and not drawn.
    public var iconName: String?
    /// The standard edit command this is (Undo, Cut, …), whose enabled state the toolkit
    /// follows from the focused text itself rather than from ``isDisabled``.
    public var textEditingCommand: TextEditingCommand?

    /// The menu's structure as it changes the drawn menu: kinds, titles, options, sections.
    package var shape: String {
        var mark = startsSection ? "—" : ""
        switch kind {
        case .action: break
        case .toggle: mark += "t:"
        case .picker(let options, _, let isInline, _):
            mark += "p\(isInline ? "i" : "s")[\(options.joined(separator: "\u{1F}"))]:"
        }
        return "\(mark)\(name)=\(title)"
    }
}

extension Sequence where Element == CommandItem {
    /// What a backend says once about commands that share a keyboard shortcut, in menu order:
    /// the key runs the first of them that is enabled (GTK tries an application's accelerators
    /// in the order they were set), so the others never run by it while that one is enabled.
    package var sharedShortcutWarnings: [String] {
        var byChord: [DesktopKeyChord: [String]] = [:]
        var chords: [DesktopKeyChord] = []
        for item in self {
            guard let chord = item.shortcut?.desktopChord else { continue }
            if byChord[chord] == nil { chords.append(chord) }
            byChord[chord, default: []].append(item.title)
        }
        return chords.compactMap { chord in
            guard let titles = byChord[chord], titles.count > 1 else { return nil }
            let named = titles.map { "\"\($0)\"" }
            return "commands \(named.dropLast().joined(separator: ", ")) and \(named.last!) "
                + "\(titles.count == 2 ? "both" : "all") have the keyboard "
                + "shortcut \(chord): it runs the first of them in the menus that is enabled (\(named[0]) while it "
                + "is enabled); give them different keys"
        }
    }
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
