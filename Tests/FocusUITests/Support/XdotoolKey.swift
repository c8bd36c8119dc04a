@testable import FocusUICore

/// Keys as `InputTool` (xdotool) names them.
enum XdotoolKey {
    /// An xdotool key name as a SwiftUI shortcut.
    static func shortcut(_ name: String) -> KeyboardShortcut {
        var parts = name.split(separator: "+").map(String.init)
        let key = parts.removeLast()
        var modifiers: EventModifiers = []
        if parts.contains("alt") { modifiers.insert(.option) }
        if parts.contains("shift") { modifiers.insert(.shift) }
        if parts.contains("ctrl") { modifiers.insert(.control) }
        let named: [String: KeyEquivalent] = [
            "space": .space, "Tab": .tab, "Return": .return, "Left": .leftArrow, "Escape": .escape,
        ]
        let base = KeyboardShortcut(
            named[key] ?? KeyEquivalent(Character(key.lowercased())), modifiers: modifiers)
        let shifted = key.count == 1 && key.first!.isUppercase
        return shifted ? KeyboardShortcut(base.key, modifiers: base.modifiers.union(.shift)) : base
    }
}
