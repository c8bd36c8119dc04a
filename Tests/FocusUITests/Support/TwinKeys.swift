import FocusUICore
import FocusUITesting

/// The keys a differential test presses on GTK (xdotool names: `"Tab"`, `"shift+Tab"`,
/// `"ctrl+Down"`, `"g"`), pressed the same way on the headless twin.
@MainActor
enum TwinKeys {
    /// Presses `name` in `window`: Tab and Shift+Tab move focus as the twin's window does, any
    /// other key goes to the focused control with its Ctrl and Shift.
    static func press(_ name: String, in window: HeadlessWindow) throws {
        switch name {
        case "Tab": try window.tab()
        case "shift+Tab": try window.shiftTab()
        default:
            var parts = name.split(separator: "+").map(String.init)
            let key = parts.removeLast()
            var modifiers: EventModifiers = []
            if parts.contains("ctrl") { modifiers.insert(.control) }
            if parts.contains("shift") { modifiers.insert(.shift) }
            let named: [String: KeyEquivalent] = [
                "Down": .downArrow, "Up": .upArrow, "Home": .home, "End": .end, "Delete": .deleteForward,
            ]
            try window.pressKey(named[key] ?? KeyEquivalent(Character(key)), modifiers: modifiers)
        }
    }
}
