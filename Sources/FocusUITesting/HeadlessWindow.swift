import FocusKit
import FocusKitTestSupport
import FocusUICore

/// One window of a ``HeadlessApp``: find its controls, act in it as the user would, and read
/// its focus.
///
/// Keys (``tab()``, ``shiftTab()``, ``type(_:)``, ``pressReturn()``) go to the window only
/// while it is active, as on a desktop; they throw otherwise. Clicking a control in an
/// inactive window activates the window first, as a click-to-focus window manager does.
@MainActor
public struct HeadlessWindow: Equatable {
    let runtime: HeadlessRuntime
    /// The window's focus identity, as trace lines print it (`focus window=<id> …`).
    public let id: FocusWindowID

    init(runtime: HeadlessRuntime, id: FocusWindowID) {
        self.runtime = runtime
        self.id = id
    }

    /// Two handles are equal when they refer to the same window.
    public nonisolated static func == (lhs: HeadlessWindow, rhs: HeadlessWindow) -> Bool {
        lhs.id == rhs.id && lhs.runtime === rhs.runtime
    }

    var backend: HeadlessBackend { runtime.backend }

    // MARK: State

    /// The window's title.
    public var title: String { backend.titles[id] ?? "" }

    /// The subtitle below the title in the window's header bar (`.navigationSubtitle`), or
    /// `nil` for none. As on GTK, an alert, which has no header bar, shows none.
    public var subtitle: String? {
        backend.requests[id]?.style == .alert ? nil : backend.subtitles[id]
    }

    /// The width and height the window opened with, from the scene's `.defaultSize`, else the
    /// size its content asks for (a `NavigationSplitView`: at least 800 × 600); `nil` for its
    /// content's natural size.
    public var defaultSize: (width: Double, height: Double)? {
        guard let request = backend.requests[id], let width = request.defaultWidth,
            let height = request.defaultHeight
        else { return backend.openingSizes[id] }
        return (width, height)
    }

    /// Whether the window's toolbar shows its title and subtitle: not while a view asks
    /// `.toolbar(removing: .title)` (GTK: the header bar's `AdwWindowTitle` is hidden). The
    /// window keeps its ``title``.
    public var showsTitleInToolbar: Bool { !backend.windowsHidingTitle.contains(id) }

    /// The heights a sheet may have, from the `.presentationDetents` of its content, which it
    /// opens at the smallest of (on GTK, measured against its presenter's height); empty for
    /// none or a window that is not a sheet.
    public var presentationDetents: Set<PresentationDetent> { backend.presentationDetents[id] ?? [] }

    /// Whether the user can resize the window (the scene's `.windowResizability`).
    public var isResizable: Bool { backend.requests[id]?.resizability.isResizable ?? true }

    /// Whether this is the window of a `Settings` scene. On GTK it is libadwaita's preferences
    /// window (`AdwPreferencesWindow`): its header bar has a search button, reached by Tab
    /// after the page's rows, and no primary menu; its page is the settings content. The twin
    /// shows the content as on GTK and, as for a main window's menu button, not the header
    /// bar's button; a root `TabView`'s tabs are the window's pages, switched from the header
    /// bar on GTK, so the twin's tab view shows no tab buttons there (no Tab stops; its
    /// ``HeadlessControl/select(_:)`` and Ctrl+Page Down still choose tabs). Toolbar items are
    /// not shown in it, as on GTK (a warning says so).
    public var isSettingsWindow: Bool { backend.requests[id]?.style == .settings }

    /// Whether the window's title bar shows a close button. As on GTK, an alert has no title
    /// bar; a sheet whose toolbar has a `.cancellationAction`, `.confirmationAction` or
    /// `.destructiveAction` item shows none, as GNOME's dialogs with
    /// Cancel and a confirming action in their header bar do (``close()`` is then the window
    /// manager's Alt+F4; Escape dismisses the sheet), nor does a sheet the user may not
    /// dismiss (``isUserDismissable``). Every other window shows one.
    public var showsCloseButton: Bool {
        switch backend.requests[id]?.style {
        case .alert, nil: return false
        case .sheet:
            guard isUserDismissable else { return false }
            return !backend.widgets(in: id).contains { widget in
                guard !widget.isRemoved, widget.window == id,
                    let item = widget.renderer?.base as? ToolbarItemHeadlessRenderer
                else { return false }
                return item.placement.isDialogAction
            }
        default: return true
        }
    }

    /// What screen readers say after the title when the window opens: an alert's message
    /// (GTK: the window's accessible description).
    public var accessibleDescription: String? { backend.requests[id]?.accessibleDescription }

    /// Whether the window is still open.
    public var isOpen: Bool { backend.roots[id] != nil }

    /// Whether the window is the active one, which receives keys.
    public var isActive: Bool { backend.toolkit.windows[id]?.isActive == true }

    /// The control that contains the window's focus widget (kept while the window is
    /// inactive, as GTK does), or `nil` when nothing in it has focus.
    public var focusedControl: HeadlessControl? {
        backend.focusedWidget(in: id).map { HeadlessControl(window: self, widget: $0) }
    }

    /// The window's controls (fields, buttons, texts, toggles, pickers, steppers, editors), in
    /// Tab order.
    public var controls: [HeadlessControl] {
        backend.widgets(in: id).compactMap { widget in
            guard widget.renderer?.controlKind != nil else { return nil }
            return HeadlessControl(window: self, widget: widget)
        }
    }

    /// The current value of a `@FocusState` declared as `name` (as written in the view, without
    /// `$` or `_`) by a view in this window.
    ///
    /// ```swift
    /// #expect(try window.focusState("focusedField", as: LoginForm.Field?.self) == .passwordField)
    /// ```
    public func focusState<Value: Hashable>(_ name: String, as type: Value.Type = Value.self) throws -> Value
    {
        guard let host = runtime.host(for: id), host.isMounted else {
            throw HeadlessTestError("Window \"\(title)\" is closed.")
        }
        let states = host.focusStates(named: name)
        guard let state = states.first else {
            throw HeadlessTestError(
                "No view in window \"\(title)\" declares a @FocusState named \"\(name)\".")
        }
        guard states.count == 1 else {
            throw HeadlessTestError(
                "\(states.count) views in window \"\(title)\" declare a @FocusState named \"\(name)\"; rename one."
            )
        }
        guard let storage = state as? FocusStateStorage<Value> else {
            throw HeadlessTestError("@FocusState \"\(name)\" is not a FocusState<\(Value.self)>.")
        }
        return storage.value
    }

    // MARK: Finding controls

    /// The `TextField` titled `title`.
    public func textField(_ title: String) throws -> HeadlessControl {
        try control(.textField, title)
    }

    /// The search field of a `.searchable` view in this window, by its prompt ("Search"
    /// unless the view gives another). It is in the header bar, after the content in Tab order.
    public func searchField(_ prompt: String = "Search") throws -> HeadlessControl {
        try control(.searchField, prompt)
    }

    /// The `SecureField` titled `title`.
    public func secureField(_ title: String) throws -> HeadlessControl {
        try control(.secureField, title)
    }

    /// The `Button` titled `title`.
    public func button(_ title: String) throws -> HeadlessControl {
        try control(.button, title)
    }

    /// The `Toggle` titled `title`.
    public func toggle(_ title: String) throws -> HeadlessControl {
        try control(.toggle, title)
    }

    /// The `Picker` titled `title`.
    public func picker(_ title: String) throws -> HeadlessControl {
        try control(.picker, title)
    }

    /// The `Stepper` titled `title`.
    public func stepper(_ title: String) throws -> HeadlessControl {
        try control(.stepper, title)
    }

    /// The `Link` titled `title`.
    public func link(_ title: String) throws -> HeadlessControl {
        try control(.link, title)
    }

    /// The `Slider` whose label reads `label`.
    public func slider(_ label: String) throws -> HeadlessControl {
        try control(.slider, label)
    }

    /// The `TextEditor` whose `.accessibilityLabel` is `label`.
    public func textEditor(_ label: String) throws -> HeadlessControl {
        try control(.textEditor, label)
    }

    /// The `Menu` titled `title`.
    public func menu(_ title: String) throws -> HeadlessControl {
        try control(.menu, title)
    }

    /// The `Text` showing `string`.
    public func text(_ string: String) throws -> HeadlessControl {
        try control(.text, string)
    }

    /// The first control of `kind` whose title (for `Text`, its string), accessibility label or
    /// accessibility identifier is `title`, as XCUITest's queries match (`app.buttons["Save"]`);
    /// a shown one before a hidden one.
    public func control(_ kind: HeadlessControlKind, _ title: String) throws -> HeadlessControl {
        guard isOpen else { throw HeadlessTestError("Window \"\(self.title)\" is closed.") }
        let all = controls
        let matches = all.filter {
            $0.kind == kind
                && ($0.title == title || $0.accessibilityLabel == title
                    || $0.accessibilityIdentifier == title)
        }
        if let found = firstShown(of: matches) { return found }
        let present = all.map { "\($0.kind)(\"\($0.title)\")" }.joined(separator: ", ")
        throw HeadlessTestError(
            "Window \"\(self.title)\" has no \(kind) titled \"\(title)\"; it has [\(present)].")
    }

    /// The first control of any kind whose `.accessibilityIdentifier(_:)` is `identifier`; a
    /// shown one before a hidden one.
    ///
    /// ```swift
    /// try window.control(identifier: "signInButton").click()
    /// ```
    public func control(identifier: String) throws -> HeadlessControl {
        guard isOpen else { throw HeadlessTestError("Window \"\(self.title)\" is closed.") }
        let all = controls
        if let found = firstShown(of: all.filter { $0.accessibilityIdentifier == identifier }) {
            return found
        }
        let present = all.compactMap(\.accessibilityIdentifier).map { "\"\($0)\"" }.joined(separator: ", ")
        throw HeadlessTestError(
            "Window \"\(self.title)\" has no control identified as \"\(identifier)\"; its identifiers are [\(present)]."
        )
    }

    /// A shown control before a hidden one of the same title (a page a stack covers).
    private func firstShown(of matches: [HeadlessControl]) -> HeadlessControl? {
        matches.first(where: \.isVisible) ?? matches.first
    }

    // MARK: Acting as the user

    /// The user clicks the window's title bar: the window manager activates it. Its focus
    /// widget is unchanged (contract rule 4).
    public func activate() throws {
        try requireOpen()
        backend.toolkit.activate(id)
        backend.settle()
    }

    /// The user closes the window (its close button, Alt+F4, or Ctrl+W in an app that binds it): its
    /// views go away with their state and focus registrations. A sheet whose views say
    /// `.interactiveDismissDisabled()` stays open, as on GTK (``isUserDismissable``).
    public func close() throws {
        try requireOpen()
        guard isUserDismissable else { return }
        runtime.close(id)
    }

    /// Whether the user can close the window: `false` for a sheet while a view in it says
    /// `.interactiveDismissDisabled()` (GTK: not deletable, so no close button, Escape that no
    /// view handles does nothing, and the window manager's close is refused); the app still
    /// closes it.
    public var isUserDismissable: Bool { !backend.undismissableSheets.contains(id) }

    /// Tab: focus moves to the next Tab stop (fields, controls and enabled buttons, in order),
    /// wrapping; in a text editor that accepts tabs (`.textEditorAcceptsTab()`), a tab is
    /// typed instead.
    public func tab() throws {
        try requireActive("press Tab")
        performTab()
        backend.settle()
    }

    /// Tab, without settling.
    func performTab() {
        if let focused = backend.focusedWidget(in: id),
            focused.capability((any HeadlessTextInput).self)?.acceptsTab == true
        {
            type("\t", into: focused)
            return
        }
        backend.toolkit.tab(in: id)
    }

    /// Ctrl+Tab: focus moves to the next Tab stop, even out of a text editor that accepts tabs.
    public func controlTab() throws {
        try requireActive("press Ctrl+Tab")
        backend.toolkit.tab(in: id)
        backend.settle()
    }

    /// Shift+Tab: focus moves to the previous Tab stop, wrapping.
    public func shiftTab() throws {
        try requireActive("press Shift+Tab")
        backend.toolkit.tab(in: id, backward: true)
        backend.settle()
    }

    /// Types `text` into the focused field at its caret, replacing its selection (see
    /// ``HeadlessControl/selectedText``).
    public func type(_ text: String) throws {
        try requireActive("type")
        guard let focused = backend.focusedWidget(in: id), focused.textNode != nil else {
            throw HeadlessTestError(
                "Typing \"\(text)\" in window \"\(title)\": no text field has focus (focus is on "
                    + "\(focusedControl?.description ?? "nothing")).")
        }
        try HeadlessControl(window: self, widget: focused).type(text)
    }

    /// Return: in a text editor, a new line; in a field, runs its `.onSubmit` (a vertical field
    /// without one types a new line), or without one activates the window's default button (`.keyboardShortcut(.defaultAction)`); on a focused button, activates it; with
    /// nothing focused, activates the default button.
    public func pressReturn() throws {
        try requireActive("press Return")
        performReturn()
        backend.settle()
    }

    /// Types `text` into the focused `editor` as one user edit (a new line, a tab), as GTK's
    /// text view inserts it.
    func type(_ text: String, into editor: HeadlessWidget) {
        HeadlessControl(window: self, widget: editor).edit(.insertion) {
            backend.toolkit.type(text, into: editor.focusNode)
        }
    }

    /// Return, without settling: the focused control's own (a field's `.onSubmit`, a button,
    /// a link, a menu, a new line in an editor), else the window's default button.
    func performReturn() {
        let focused = backend.focusedWidget(in: id)
        if let focused, let input = focused.capability((any HeadlessTextInput).self), input.isEditor {
            // A vertical text field with `.onSubmit` submits; otherwise a new line, as
            // GtkTextView inserts it.
            if focused.isSensitive,
                focused.renderer?.pressKey(DesktopKeyChord(.return), HeadlessActionContext(backend: backend))
                    == true
            {
                return
            }
            type("\n", into: focused)
            return
        }
        if let focused, focused.isSensitive,
            focused.renderer?.pressKey(DesktopKeyChord(.return), HeadlessActionContext(backend: backend))
                == true
        {
            return
        }
        activateDefaultButton()
    }

    /// Space: on a focused toggle, flips it; on a focused button, activates it; in a text
    /// field or editor, types a space. Elsewhere it does nothing, as in GTK.
    public func pressSpace() throws {
        try requireActive("press Space")
        performSpace()
        backend.settle()
    }

    /// Space, without settling: a focused field or editor types it, a control handles it (a
    /// toggle flips, a button or link activates).
    func performSpace() {
        guard let focused = backend.focusedWidget(in: id) else { return }
        if focused.capability((any HeadlessTextInput).self) != nil {
            HeadlessControl(window: self, widget: focused).edit(.insertion) {
                backend.toolkit.type(" ", into: focused.focusNode)
            }
            return
        }
        guard focused.isSensitive else { return }
        _ = focused.renderer?.pressKey(DesktopKeyChord(.space), HeadlessActionContext(backend: backend))
    }

    /// Escape: runs the `.onExitCommand` of the innermost view that contains the focus widget
    /// (in a sheet, that dismisses it unless a view inside handles Escape; in an alert or
    /// confirmation dialog, it runs the cancel button). In a sheet where no view handles it
    /// (focus in its header bar, or nowhere), it closes the sheet as its close button would,
    /// as on GTK. Elsewhere, with no `.onExitCommand` around the focus, a `.cancelAction`
    /// button of the window runs (its shortcut), as on GTK; without one nothing happens.
    public func pressEscape() throws {
        try requireActive("press Escape")
        performEscape()
        backend.settle()
    }

    /// Escape, without settling: the focused control's own first (a search field's
    /// `stop-search`), then the `.onExitCommand`s around it.
    func performEscape() {
        // From the focus widget out, as GTK's key events bubble.
        for focused in backend.focusedWidgets(in: id) where focused.isSensitive {
            if focused.renderer?.pressKey(DesktopKeyChord(.escape), HeadlessActionContext(backend: backend))
                == true
            {
                return
            }
        }
        // The focus widget and its ancestors; depth first, the last match is the innermost.
        let chain = Set(backend.toolkit.focusChain(in: id))
        // A shown popover takes Escape after the views inside it (GTK: its key controller, in
        // the bubble phase) and closes.
        let handler =
            chain.isEmpty
            ? nil
            : backend.widgets(in: id).last {
                guard let popover = $0.capability(PopoverHeadlessRenderer.self), popover.isPopoverShown else {
                    return chain.contains($0.node) && $0.element?.actions.onExitCommand != nil
                }
                return chain.contains(popover.popover)
            }
        if let popover = handler?.capability(PopoverHeadlessRenderer.self) {
            popover.close()
        } else if let handler {
            handler.element?.sendExitCommand()
        } else if backend.requests[id]?.style == .sheet, let action = backend.escapeActions[id] {
            // GTK: the sheet window's own Escape shortcut, the core's action (its Cancel button,
            // else dismissal unless the user may not).
            action()
        } else {
            // A `.cancelAction` button's shortcut.
            performWindowShortcut(DesktopKeyChord(.escape))
        }
    }

    /// A key press, as GTK delivers it, in GTK's order: a command of the app whose shortcut
    /// no text field uses (GTK: the application's accelerators); then, from the focus widget
    /// outwards, the views with `.onKeyPress` or `.onMoveCommand` actions, innermost first,
    /// until one returns `.handled`; then the focused control's own keys (a text field types
    /// the character or edits: Backspace, Delete, the arrows, Home, End, Ctrl+A, Return); then
    /// a command whose shortcut a text field would use (see ``HeadlessApp/pressKeysQuickly(_:)``).
    /// Returns whether an `.onKeyPress` or `.onMoveCommand` action handled it.
    ///
    /// ```swift
    /// try window.pressKey(.downArrow)
    /// try window.pressKey("d", modifiers: .control)
    /// try window.pressKey("n", modifiers: .command)   // the app's Ctrl+N command
    /// ```
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = []) throws -> Bool {
        try requireActive("press a key")
        let handled = deliverKey(KeyboardShortcut(key, modifiers: modifiers))
        backend.settle()
        return handled
    }

    /// The window this one is presented over (a sheet's, alert's or dialog's presenter), if it
    /// is presented.
    public var presenter: HeadlessWindow? {
        backend.presenters[id].map { HeadlessWindow(runtime: runtime, id: $0) }
    }

    private func activateDefaultButton() {
        let button = backend.widgets(in: id).first {
            $0.capability((any HeadlessPushButton).self) != nil
                && $0.element?.modifiers.isDefaultAction == true
                && $0.isSensitive
        }
        button?.capability((any HeadlessPushButton).self)?.activate()
    }

    func requireOpen() throws {
        guard isOpen else { throw HeadlessTestError("Window \"\(title)\" is closed.") }
    }

    private func requireActive(_ action: String) throws {
        try requireOpen()
        guard isActive else {
            throw HeadlessTestError(
                "Cannot \(action) in window \"\(title)\": it is not the active window; call activate() first."
            )
        }
    }
}
