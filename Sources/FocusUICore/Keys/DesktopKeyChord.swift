/// A key with the modifiers held, as a GNOME desktop spells a shortcut: SwiftUI's
/// ``EventModifiers/command`` is Control, and ⌘⌫ (`.keyboardShortcut(.delete, modifiers:
/// .command)`, "move to the trash" on a Mac) is the Delete key alone, as GNOME apps delete the
/// selected item.
public struct DesktopKeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers, in desktop terms: ``EventModifiers/control``, ``EventModifiers/shift``,
    /// ``EventModifiers/option`` (Alt); never ``EventModifiers/command``.
    public let modifiers: EventModifiers

    /// A chord of `key` with `modifiers`, ⌘ read as Control.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        var desktop = modifiers.subtracting(.command)
        if modifiers.contains(.command) { desktop.insert(.control) }
        self.modifiers = desktop
    }

    /// "Ctrl+Shift+O", "Delete", as the shortcuts window and warnings show it.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.displayName)
        return parts.joined(separator: "+")
    }
}

extension KeyboardShortcut {
    /// The chord this shortcut is on a GNOME desktop (see ``DesktopKeyChord``).
    package var desktopChord: DesktopKeyChord {
        if key == .delete, modifiers.contains(.command) {
            return DesktopKeyChord(.deleteForward, modifiers: modifiers.subtracting([.command, .control]))
        }
        return DesktopKeyChord(key, modifiers: modifiers)
    }
}

extension KeyEquivalent {
    /// The key's name on a keyboard: "Return", "Delete", "A".
    package var displayName: String {
        switch self {
        case .return: return "Return"
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .space: return "Space"
        case .delete: return "BackSpace"
        case .deleteForward: return "Delete"
        case .upArrow: return "Up"
        case .downArrow: return "Down"
        case .leftArrow: return "Left"
        case .rightArrow: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        default: return functionKeyNumber.map { "F\($0)" } ?? String(character).uppercased()
        }
    }
}

extension KeyEquivalent {
    /// F9, GNOME's key to show or hide a window's sidebar (``SidebarCommands``). SwiftUI names no
    /// function key; AppKit's characters for them (`NSF1FunctionKey`, U+F704, to
    /// `NSF12FunctionKey`) are taken as F1 to F12.
    static let f9 = KeyEquivalent("\u{F70C}")

    /// The number of a function key (F1 to F12, from AppKit's characters), or `nil`.
    package var functionKeyNumber: Int? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            (0xF704...0xF70F).contains(scalar.value)
        else { return nil }
        return Int(scalar.value - 0xF704) + 1
    }
}
