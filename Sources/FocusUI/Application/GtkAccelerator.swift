import CGtk
import FocusUICore

/// Turns a ``KeyboardShortcut`` into a GTK accelerator string (`<Control><Shift>o`), as
/// `gtk_application_set_accels_for_action` takes it.
enum GtkAccelerator {
    /// The accelerator, or a description of why GTK cannot honour the shortcut. The shortcut
    /// is read as a GNOME desktop spells it (`DesktopKeyChord`): ⌘ is Control, and ⌘⌫ is the
    /// Delete key.
    static func string(for shortcut: KeyboardShortcut) -> Result<String, AcceleratorError> {
        let known = EventModifiers([.control, .command, .shift, .option])
        if !shortcut.modifiers.subtracting(known).isEmpty {
            return .failure(AcceleratorError(shortcut: shortcut, reason: "has modifiers GTK does not know"))
        }
        let chord = shortcut.desktopChord
        var text = ""
        if chord.modifiers.contains(.control) { text += "<Control>" }
        if chord.modifiers.contains(.shift) { text += "<Shift>" }
        if chord.modifiers.contains(.option) { text += "<Alt>" }
        guard let key = keyName(chord.key.character) else {
            return .failure(AcceleratorError(shortcut: shortcut, reason: "has a key GTK has no key name for"))
        }
        text += key
        var keyval: guint = 0
        var mods = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(text, &keyval, &mods) != 0, keyval != 0 else {
            return .failure(
                AcceleratorError(shortcut: shortcut, reason: "is not a valid GTK accelerator (\(text))"))
        }
        return .success(text)
    }

    private static let special: [Character: String] = [
        "\r": "Return", "\u{1B}": "Escape", "\t": "Tab", " ": "space", "\u{7F}": "BackSpace",
        "\u{F728}": "Delete", "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
        "\u{F729}": "Home", "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down",
    ]

    /// GDK's key name for a character: letters lowercased, named keys by their GDK names,
    /// anything else through `gdk_unicode_to_keyval`.
    private static func keyName(_ character: Character) -> String? {
        if let name = special[character] { return name }
        if let number = KeyEquivalent(character).functionKeyNumber { return "F\(number)" }
        guard character.unicodeScalars.count == 1, let scalar = character.lowercased().unicodeScalars.first
        else { return nil }
        let keyval = gdk_unicode_to_keyval(scalar.value)
        guard keyval != 0, let name = gdk_keyval_name(keyval) else { return nil }
        return String(cString: name)
    }
}

/// A keyboard shortcut GTK cannot honour, reported at run time rather than ignored.
struct AcceleratorError: Error, CustomStringConvertible {
    let shortcut: KeyboardShortcut
    let reason: String

    var description: String {
        "keyboard shortcut \(String(reflecting: shortcut.key.character)) with modifiers "
            + "\(shortcut.modifiers.rawValue) \(reason); it has no effect"
    }
}
