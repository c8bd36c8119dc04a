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
    /// Assigns a keyboard shortcut to the button inside this view, as SwiftUI's
    /// `keyboardShortcut(_:)`.
    ///
    /// ```swift
    /// Button("Sign In") { signIn() }
    ///     .keyboardShortcut(.defaultAction)   // Return
    /// Button("Cancel") { dismiss() }
    ///     .keyboardShortcut(.cancelAction)    // Escape
    /// Button("Refresh") { reload() }
    ///     .keyboardShortcut("r")              // Ctrl+R
    /// ```
    ///
    /// - `.defaultAction` makes the button its window's default widget: Return in a field
    ///   without `.onSubmit` activates it.
    /// - Any other shortcut activates the button while focus is anywhere in its window (GTK: a
    ///   `GtkShortcutController` with global scope on the button), as a click would, and does
    ///   nothing while the button is disabled. Focus does not move. It comes before the
    ///   window's own key bindings: Ctrl+Shift+I or Ctrl+Shift+D runs the button rather than
    ///   opening GTK Inspector (which a key no shortcut takes still does, while GTK's
    ///   `enable-inspector-keybinding` setting is on). In a vertical ``TextField`` or a
    ///   ``TextEditor``, which type a new line for Return with any modifier, a shortcut on
    ///   Return with Control or Option (Ctrl+Return, the "Send" of a chat app) runs the button
    ///   first, as a key equivalent does on macOS; Shift+Return stays a new line.
    /// - In a ``CommandMenu`` or ``CommandGroup``, the shortcut is the command's accelerator,
    ///   active in every window of the app.
    /// - Different from SwiftUI on macOS, where the window's views see a key equivalent before
    ///   the menus: an app command takes its key first (GTK applies an application's
    ///   accelerators before a window's shortcuts), so a button whose shortcut a command also
    ///   has runs by it only while the command is disabled; the built-in New Window (Ctrl+N),
    ///   Close Window (Ctrl+W) and Quit (Ctrl+Q) are commands too. The app logs a warning naming both, once; give one of them another
    ///   key, or replace the command (`CommandGroup(replacing: .newItem) { }`).
    ///
    /// ``EventModifiers/command`` means Control on Linux. A shortcut that GTK cannot express
    /// (a key without a GDK key name) is reported as a warning at run time, not dropped
    /// silently.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modified(.node { $0.keyboardShortcut = shortcut })
    }

    /// Assigns a keyboard shortcut to the button inside this view, or none with `nil`, as
    /// SwiftUI's `keyboardShortcut(_:)` taking an optional; see
    /// ``keyboardShortcut(_:)-(KeyboardShortcut)``.
    ///
    /// ```swift
    /// Button("Save") { save() }
    ///     .keyboardShortcut(isEditing ? .defaultAction : nil)
    /// ```
    ///
    /// When the shortcut changes on a re-render, the old one stops working: a button that is
    /// no longer `.defaultAction` stops being its window's default widget, so Return no longer
    /// activates it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modified(.node { $0.keyboardShortcut = shortcut })
    }

    /// Assigns the shortcut `key` with `modifiers` to the button inside this view; see
    /// ``keyboardShortcut(_:)-(KeyboardShortcut)``.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}
