import FocusKit
import FocusKitTestSupport
import FocusUICore

/// How a key reaches the views of a ``HeadlessWindow``, in the order GTK 4 delivers it.
extension HeadlessWindow {
    /// Delivers one key press (down and up) to this window without settling, and returns
    /// whether an `.onKeyPress` or `.onMoveCommand` action handled it. Work the key schedules
    /// (re-renders, command evaluations) runs before the next event, as on GTK.
    func deliverKey(_ shortcut: KeyboardShortcut) -> Bool {
        let chord = shortcut.desktopChord
        // The application's accelerators run first (GTK: a capture-phase shortcut controller
        // on every application window), except for keys a text field uses; a disabled command
        // lets the key go on (`gtk_named_action_activate` returns FALSE for it).
        if let command = command(for: chord, textEditing: false) {
            reportButtonShortcut(chord, takenBy: command)
            if command.isEnabled(in: backend) {
                command.action()
                backend.runScheduledUpdates()
                return false
            }
        }
        // GTK: the capture phase (a tab view's keys, leaves and focusable stacks), the focused
        // widget's own keys (a text field's editing keys, a list's arrows and Delete), then the
        // bubble phase (the containers around it).
        if let capture = backend.focusedWidgets(in: id).lazy.compactMap({
            $0.renderer?.base as? any HeadlessKeyCapture
        })
        .first, capture.captureKey(chord) {
            backend.runScheduledUpdates()
            return false
        }
        var handled = sendKeyPress(shortcut, phase: .down, bubbling: false)
        if !handled, !performOwnKey(chord), !performControlKey(chord) {
            handled = sendKeyPress(shortcut, phase: .down, bubbling: true)
            if !handled, let command = command(for: chord, textEditing: true), command.isEnabled(in: backend)
            {
                command.action()
            } else if !handled {
                performWindowKey(chord)
            }
        }
        backend.runScheduledUpdates()
        _ = sendKeyPress(shortcut, phase: .up, bubbling: nil)
        backend.runScheduledUpdates()
        return handled
    }

    /// Says once that a button of the window has the shortcut `command` took, as GTK's button
    /// says when it joins the window (the twin says it when the key is pressed).
    private func reportButtonShortcut(_ chord: DesktopKeyChord, takenBy command: CommandItem) {
        for widget in backend.widgets(in: id) where widget.capability(ButtonHeadlessRenderer.self) != nil {
            guard let shortcut = widget.element?.modifiers.keyboardShortcut, shortcut != .defaultAction,
                shortcut.desktopChord == chord
            else { continue }
            backend.warnOnce(
                ButtonComponent.shortcutTakenByCommandWarning(
                    button: widget.renderer?.title ?? "", shortcut: shortcut, command: command.title))
        }
    }

    /// The app's applied command with this shortcut, among those whose shortcut a text field
    /// uses (`textEditing`) or the others.
    private func command(for chord: DesktopKeyChord, textEditing: Bool) -> CommandItem? {
        runtime.appliedCommands.first {
            guard let shortcut = $0.shortcut else { return false }
            return shortcut.desktopChord == chord && shortcut.isTextEditingKey == textEditing
        }
    }

    /// Sends the press to the `.onKeyPress` / `.onMoveCommand` actions from the focus widget
    /// outwards, innermost first, until one handles it: those GTK calls in the bubble phase
    /// (containers) with `bubbling` true, the others with `bubbling` false, all with `nil`.
    private func sendKeyPress(_ shortcut: KeyboardShortcut, phase: KeyPress.Phases, bubbling: Bool?) -> Bool {
        let press = KeyPress(
            key: shortcut.key, characters: shortcut.key.typedCharacters, modifiers: shortcut.modifiers,
            phase: phase)
        let chain = Set(backend.toolkit.focusChain(in: id))
        let takenByText = focusedTextUses(shortcut.desktopChord)
        for widget in backend.widgets(in: id).reversed() where chain.contains(widget.node) {
            guard let element = widget.element, element.handlesKeyPresses else { continue }
            // A container sees keys after the views inside it (GTK: the bubble phase), so not
            // the keys a focused text field takes.
            let bubbles =
                Swift.type(of: element.component).isContainer && element.modifiers.isFocusable == nil
            if let bubbling, bubbles != bubbling { continue }
            if bubbles, takenByText { continue }
            if element.sendKeyPress(press) == .handled { return true }
        }
        return false
    }

    /// Whether the focused widget is a text field or editor that uses `chord` itself.
    private func focusedTextUses(_ chord: DesktopKeyChord) -> Bool {
        guard let focused = backend.focusedWidget(in: id),
            let input = focused.capability((any HeadlessTextInput).self), focused.isSensitive
        else { return false }
        return TextEditingKeys.uses(chord, in: input.isEditor ? .editor : .field)
    }

    /// A key the focused control handles itself (a list's arrows, Page Up and Down, Home, End,
    /// Ctrl+A, Delete, type-ahead), as its GTK widget's key bindings do; Tab, Return, Space and
    /// Escape have the window's methods. Returns whether it took the key.
    private func performControlKey(_ chord: DesktopKeyChord) -> Bool {
        switch chord.key {
        case .tab, .return, .space, .escape: return false
        default: break
        }
        // From the focus widget out, as GTK's key events bubble.
        for focused in backend.focusedWidgets(in: id) where focused.isSensitive {
            if focused.renderer?.pressKey(chord, HeadlessActionContext(backend: backend)) == true {
                return true
            }
        }
        return false
    }

    /// The keys the window and its controls have methods for: Tab, Shift+Tab, Ctrl+Tab,
    /// Return, Space, Escape.
    ///
    /// The window's shortcuts come before its own focus moves (GTK: FocusUI puts the shortcut
    /// manager's controller ahead of the window's key bindings), but after a text editor that
    /// takes Tab itself.
    private func performWindowKey(_ chord: DesktopKeyChord) {
        switch (chord.key, chord.modifiers) {
        case (.tab, []), (.tab, .control):
            if chord.modifiers.isEmpty, focusedAcceptsTab {
                performTab()
            } else if !performWindowShortcut(chord) {
                performTab()
            }
        case (.tab, .shift):
            if !performWindowShortcut(chord) { backend.toolkit.tab(in: id, backward: true) }
        case (.return, []): performReturn()
        case (.space, []): performSpace()
        case (.escape, []): performEscape()
        default: performWindowShortcut(chord)
        }
    }

    /// Whether the focused widget is a text editor that types Tab.
    private var focusedAcceptsTab: Bool {
        backend.focusedWidget(in: id)?.capability((any HeadlessTextInput).self)?.acceptsTab == true
    }

    /// A key no view took: the shortcuts for the whole window, in tree order, until one handles
    /// it: a button's `.keyboardShortcut` (GTK: a shortcut controller with global scope on the
    /// button; a button that is disabled or not shown lets the key go on) and a search field's
    /// Ctrl+F. Returns whether one did.
    @discardableResult
    func performWindowShortcut(_ chord: DesktopKeyChord) -> Bool {
        for widget in backend.widgets(in: id) {
            if let button = widget.capability(ButtonHeadlessRenderer.self) {
                guard let shortcut = widget.element?.modifiers.keyboardShortcut, shortcut != .defaultAction,
                    shortcut.desktopChord == chord, widget.isSensitive, !widget.isHidden,
                    backend.toolkit.isVisible(widget.focusNode)
                else { continue }
                button.activate()
                return true
            }
            guard let shortcut = widget.capability((any HeadlessWindowShortcut).self) else { continue }
            if shortcut.performWindowShortcut(chord) { return true }
        }
        return false
    }

    /// What the focused text does with a key it uses: types a character, deletes, moves the
    /// caret, selects all. Returns whether the focused widget took the key (then it goes no
    /// further). Return, Tab, Space and Escape have methods of their own.
    private func performOwnKey(_ chord: DesktopKeyChord) -> Bool {
        guard let focused = backend.focusedWidget(in: id),
            let input = focused.capability((any HeadlessTextInput).self),
            focused.isSensitive
        else {
            return false
        }
        let text: TextEditingKeys.Text = input.isEditor ? .editor : .field
        if input.isEditor, chord.key == .return, !chord.modifiers.isEmpty {
            // GtkTextView types a new line for Return with any modifier; with Ctrl or Alt,
            // FocusUI's text views run a button's shortcut for it first (`GtkViewShortcuts`).
            let mayBeShortcut = !chord.modifiers.isDisjoint(with: [.control, .option])
            if !(mayBeShortcut && performWindowShortcut(chord)) {
                type("\n", into: focused)
            }
            return true
        }
        guard TextEditingKeys.uses(chord, in: text) else { return false }
        // Return and Space have the window's methods (a field submits; Space is typed there).
        if chord == DesktopKeyChord(.return) || chord == DesktopKeyChord(.space) { return false }
        let control = HeadlessControl(window: self, widget: focused)
        let toolkit = backend.toolkit
        let node = focused.focusNode
        let editable = toolkit.editable(node) ?? EditableText()
        let extending = chord.modifiers.contains(.shift)
        func move(to position: Int) {
            let anchor = extending ? (editable.anchor ?? editable.caret) : nil
            toolkit.moveCaret(in: node, to: position)
            if let anchor { toolkit.extendSelection(in: node, from: anchor) }
        }
        switch (chord.key, chord.modifiers.subtracting(.shift)) {
        case (.delete, []): control.edit { toolkit.deleteText(in: node, forward: false) }
        case (.deleteForward, []): control.edit { toolkit.deleteText(in: node, forward: true) }
        case (.delete, .control): control.edit { toolkit.deleteWord(in: node, forward: false) }
        case (.deleteForward, .control): control.edit { toolkit.deleteWord(in: node, forward: true) }
        case (.leftArrow, []):
            move(
                to: editable.selection.isEmpty || extending
                    ? editable.caret - 1 : editable.selection.lowerBound)
        case (.rightArrow, []):
            move(
                to: editable.selection.isEmpty || extending
                    ? editable.caret + 1 : editable.selection.upperBound)
        case (.home, _), (.upArrow, .control): move(to: 0)
        case (.end, _), (.downArrow, .control): move(to: editable.text.count)
        case ("a", .control): toolkit.moveCaret(in: node, to: 0, selectingAll: true)
        case ("c", .control): backend.perform(.copy)
        case ("x", .control): backend.perform(.cut)
        case ("v", .control): backend.perform(.paste)
        case ("z", .control): backend.perform(extending ? .redo : .undo)
        case ("y", .control): backend.perform(.redo)
        default:
            if TextEditingKeys.typesCharacter(chord) {
                let typed =
                    chord.modifiers.contains(.shift)
                    ? String(chord.key.character).uppercased()
                    : String(chord.key.character)
                control.edit(.insertion) { toolkit.type(typed, into: node) }
            }
        // Other bindings (word movement, the emoji chooser) are GTK's; the key is taken.
        }
        return true
    }
}

extension HeadlessApp {
    /// Presses keys one right after another, faster than the app can draw: each goes to the
    /// window that is active when it arrives, and between two keys only what GTK runs before
    /// its next queued event runs (re-renders, the commands' enabled states, and the window
    /// manager's activations that arrived first), not a frame. Then the app settles.
    ///
    /// ```swift
    /// // Escape closes the rename sheet; Ctrl+R right after opens it again.
    /// try app.pressKeysQuickly([KeyboardShortcut(.escape, modifiers: []), KeyboardShortcut("r")])
    /// ```
    ///
    /// A command's keyboard shortcut acts on its enabled state as the toolkit last applied it,
    /// as a `GAction`'s does on GTK.
    public func pressKeysQuickly(_ keys: [KeyboardShortcut]) throws {
        for key in keys {
            guard let window = activeWindow else {
                throw HeadlessTestError("Pressing \(key.desktopChord): no window is active.")
            }
            _ = window.deliverKey(key)
            runtime.backend.runScheduledUpdates()
            runtime.backend.toolkit.deliverActivations()
            runtime.backend.runScheduledUpdates()
        }
        settle()
    }
}

extension KeyEquivalent {
    /// The characters a press of the key carries (`KeyPress.characters`): none for a key that
    /// types nothing (arrows, Home, End, Page Up and Down, the deletes).
    var typedCharacters: String {
        switch self {
        case .upArrow, .downArrow, .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown, .delete,
            .deleteForward:
            ""
        default:
            String(character)
        }
    }
}
