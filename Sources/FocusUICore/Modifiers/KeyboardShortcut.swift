/// A keyboard shortcut for a button, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The window's default action: Return (GTK: the window's default widget).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The window's cancel action: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
    /// Gives the button inside this view a keyboard shortcut; `.defaultAction` makes it the
    /// window's default button.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modified(.node { $0.keyboardShortcut = shortcut })
    }

    /// Gives the button inside this view the shortcut `key` with `modifiers`.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}
