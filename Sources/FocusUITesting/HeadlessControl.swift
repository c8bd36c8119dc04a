import FocusKit
import FocusUICore

/// A control in a ``HeadlessWindow`` (a field, button, text, toggle, picker, stepper or text
/// editor), as the user sees it now. A handle stays valid across re-renders while the view keeps its identity.
@MainActor
public struct HeadlessControl: @MainActor CustomStringConvertible {
    /// The window the control is in.
    public let window: HeadlessWindow
    let widget: HeadlessWidget

    init(window: HeadlessWindow, widget: HeadlessWidget) {
        self.window = window
        self.widget = widget
    }

    /// What the control is.
    public var kind: HeadlessControlKind { widget.renderer?.controlKind ?? .text }

    /// The title it was given (`TextField("Username", …)`, `Button("Sign In")`), or for a
    /// `Text` its string.
    public var title: String { widget.renderer?.title ?? "" }

    /// Its `.accessibilityLabel(_:)`, if it has one.
    public var accessibilityLabel: String? { widget.element?.modifiers.accessibilityLabel }

    /// Its `.accessibilityIdentifier(_:)`, if it has one (on GTK, the widget's name).
    public var accessibilityIdentifier: String? { widget.element?.modifiers.accessibilityIdentifier }

    /// The value a screen reader says after its name: its `.accessibilityValue(_:)`, else its
    /// control's own (a `Gauge`'s or `ProgressView`'s current value's label); `nil` for none.
    public var accessibilityValue: String? {
        guard let element = widget.element else { return nil }
        let modifiers = element.modifiers
        return modifiers.accessibilityValue ?? element.component.accessibilityValue
    }

    /// The name a screen reader announces on GTK: its `.accessibilityLabel`, else its title or
    /// text, followed by its `.accessibilityValue` after a comma (GTK sends no value text: FocusKitGTK's quirk `valueTextNotOnTheBus`).
    public var accessibleName: String {
        ElementActionSummary(widget.element).accessibleName ?? widget.element?.describedTitle ?? title
    }

    /// Its accessibility traits: those its control has by what it is (a button's
    /// `.isButton`), with `.accessibilityAddTraits` and without `.accessibilityRemoveTraits`.
    public var accessibilityTraits: AccessibilityTraits {
        guard let element = widget.element else { return [] }
        let modifiers = element.modifiers
        return modifiers.accessibilityTraits(of: Swift.type(of: element.component))
    }

    /// Whether screen readers do not see it: `Image(decorative:)`, `.accessibilityHidden(true)`
    /// on it or a view around it, or a text or image inside a view made one element
    /// (`.accessibilityElement(children: .combine)`) (GTK: the accessible state `HIDDEN`).
    public var isAccessibilityHidden: Bool { widget.element?.isLeftOutOfAccessibilityTree ?? false }

    /// The most lines a `Text` shows, ending in an ellipsis (`.lineLimit`, or one line in a
    /// sidebar's rows); `nil` for as many as it needs or for another control.
    public var lineLimit: Int? {
        guard let element = widget.element else { return nil }
        return element.component(as: TextComponent.self)?.lineLimit
    }

    /// The text a field shows (what the user typed, or what its binding set); a `Text`'s string.
    public var text: String { kind == .text ? title : backend.text(of: widget) }

    /// The selected part of a field's or editor's text; empty when nothing is selected.
    ///
    /// As on GTK, focus arriving in a field by keyboard (Tab), by a program's write or
    /// `defaultFocus` selects its whole text (GTK's `gtk-entry-select-on-focus`, on by default;
    /// ``HeadlessApp/selectsTextOnFocus``), so typing replaces it; a click puts the caret at
    /// the end (on GTK, where the pointer is). A field the user edited since the program last
    /// set its text keeps its caret and selection when a write focuses it again (a correction
    /// after an error). A `TextEditor` never selects its text when focus arrives.
    public var selectedText: String {
        guard let editable = backend.toolkit.editable(widget.focusNode) else { return "" }
        return String(Array(editable.text)[editable.selection])
    }

    /// Where a field's caret is, in characters from the start of its text.
    public var caretOffset: Int { backend.toolkit.editable(widget.focusNode)?.caret ?? 0 }

    /// Whether a toggle is on, as its widget shows it.
    public var isOn: Bool { widget.capability((any HeadlessToggleState).self)?.isOn ?? false }

    /// A picker's options, in order.
    public var options: [String] { widget.capability((any HeadlessChoice).self)?.options ?? [] }

    /// The option a picker shows as chosen; `nil` when no option's tag equals its selection.
    public var selectedOption: String? {
        guard let choice = widget.capability((any HeadlessChoice).self), let index = choice.selectedIndex,
            choice.options.indices.contains(index)
        else { return nil }
        return choice.options[index]
    }

    /// A stepper's or slider's value, as its widget shows it.
    public var value: Double { widget.capability((any HeadlessAdjustable).self)?.value ?? 0 }

    /// A stepper's or slider's value as its widget writes it: a stepper's format style's text
    /// ("€12.50", `Stepper(value:in:step:format:label:)`), else the number ("262").
    public var valueText: String { widget.capability((any HeadlessAdjustable).self)?.shownText ?? "" }

    /// The style classes of its widget, as GTK's would have them: those the view's modifiers
    /// give it (text styles, colours, decorations) and, for a button, its look's and size's
    /// (`flat`, `suggested-action`, `link`, …).
    public var styleClasses: [String] {
        guard let modifiers = widget.element?.modifiers else { return [] }
        return widget.capability((any HeadlessStyledControl).self)?.styleClasses(with: modifiers)
            ?? modifiers.styleClasses
    }

    /// The component the control shows now, as `type` (a `TextComponent`'s runs, a
    /// `TextFieldComponent`'s placeholder), or `nil` when it is another kind.
    public func component<Component: ViewComponent>(as type: Component.Type) -> Component? {
        widget.element?.component(as: type)
    }

    /// The control's headless renderer as `type`: how a test reaches a control of its own
    /// package (``HeadlessRenderable``) to act as the user would on it.
    ///
    /// ```swift
    /// let well = try window.control(.colorWell, "Accent").renderer(as: ColorWellHeadlessRenderer.self)
    /// well?.choose(.red)
    /// ```
    public func renderer<Renderer: HeadlessComponentRenderer>(as type: Renderer.Type) -> Renderer? {
        widget.renderer?.base as? Renderer
    }

    /// Whether the control contains its window's focus widget.
    public var isFocused: Bool {
        backend.focusedWidget(in: window.id) === widget
    }

    /// Whether the control is shown: neither it nor a view around it is `.hidden()` or a page a
    /// `NavigationStack` covers (GTK: `gtk_widget_is_visible`). A hidden control cannot take
    /// focus or be clicked.
    public var isVisible: Bool { !widget.isHidden && backend.toolkit.isVisible(widget.focusNode) }

    /// Its tooltip, from `.help(_:)`.
    public var help: String? { widget.element?.modifiers.help }

    /// What a screen reader says after its name and role (GTK: its accessible description): its
    /// `.accessibilityHint`, else its `.help` unless that only says its title again.
    public var accessibleDescription: String? {
        widget.element?.accessibleDescription
    }

    /// Whether the control accepts input (not `.disabled(true)`).
    public var isEnabled: Bool { widget.isSensitive }

    /// Whether the button is its window's default one, which Return activates
    /// (`.keyboardShortcut(.defaultAction)`, or an alert's implicit default button).
    public var isDefaultButton: Bool { widget.element?.modifiers.isDefaultAction == true }

    /// Whether the control is still on screen (a re-render may have removed it).
    public var exists: Bool { !widget.isRemoved && window.isOpen }

    /// `Button("Sign In")`, `TextField("Username")`: what a failed expectation prints for it.
    public var description: String { "\(kind)(\"\(title)\")" }

    var backend: HeadlessBackend { window.backend }

    /// The user clicks the control: its window becomes active if it was not, focus moves to
    /// it if it can take focus, and a button runs its action. Clicking a disabled control does
    /// nothing, as in GTK. While a popover is shown, a click on a control outside it only
    /// closes the popover, as GTK's autohide does.
    public func click() throws {
        try requireOnScreen("click")
        guard isVisible else {
            throw HeadlessTestError("Cannot click \(description): it is hidden.")
        }
        if !window.isActive { backend.toolkit.activate(window.id) }
        if let popover = backend.shownPopover(notHolding: widget, in: window.id) {
            // GDK takes a press outside a shown popover for itself and closes the popover
            // (`check_autohide` in `gdksurface.c`): the control never sees it.
            popover.close()
            backend.settle()
            return
        }
        if let (list, position) = backend.listRow(holding: widget, in: window.id) {
            // A click on a list row's view is the row's click (GTK's row gesture), unless the
            // view is a control that takes the click itself.
            if widget.renderer?.controlKind == .text || widget.renderer?.controlKind == nil {
                list.click(row: position, modifiers: [])
                backend.settle()
                return
            }
        }
        focusByClick(option: nil)
        if widget.isSensitive { widget.renderer?.click(HeadlessActionContext(backend: backend)) }
        backend.settle()
    }

    /// The control does what a click does (a button runs its action), but focus stays where it
    /// is: as a keyboard shortcut or a program emitting the button's `clicked` signal does.
    /// Does nothing while it is disabled.
    public func activateWithoutFocus() throws {
        try requireOnScreen("activate")
        if widget.isSensitive { widget.renderer?.click(HeadlessActionContext(backend: backend)) }
        backend.settle()
    }

    /// A click's focus: GTK focuses a control it lands on, except one made focusable with
    /// `.focusable(interactions: .activate)` (a Tab stop that a click does not focus).
    private func focusByClick(option: Int?) {
        let modifiers = widget.element?.modifiers
        if modifiers?.isFocusable != true || modifiers?.focusesOnClick != false {
            backend.toolkit.click(widget.renderer?.clickTarget(option: option) ?? widget.node)
        }
    }

    /// The user clicks a picker and chooses `option` from its popup: focus moves to the
    /// picker, and the option's tag is written to the selection. On a tab view, the user clicks
    /// the tab titled `option`: its tab is shown, and focus stays where it was (libadwaita's tab
    /// buttons do not take focus on a click). Throws if there is no such option; does nothing if
    /// the control is disabled, as in GTK.
    public func select(_ option: String) throws {
        try requireOnScreen("select \"\(option)\" in")
        guard kind == .picker || kind == .tabView, let choice = widget.capability((any HeadlessChoice).self)
        else {
            throw HeadlessTestError(
                "Cannot select \"\(option)\" in \(description): it is not a picker or a tab view.")
        }
        guard let index = options.firstIndex(of: option) else {
            throw HeadlessTestError(
                "\(description) has no option \"\(option)\"; it has \(options.map { "\"\($0)\"" }).")
        }
        if !window.isActive { backend.toolkit.activate(window.id) }
        // A segmented picker's click lands on the option's segment.
        if choice.focusesOnClick { focusByClick(option: index) }
        if widget.isSensitive, let choice = widget.capability((any HeadlessChoice).self) {
            choice.choose(index)
        }
        backend.settle()
    }

    /// Up arrow in a focused stepper or slider: its value grows by one step (a hundredth of
    /// the range for a continuous slider), up to its upper bound.
    public func increment() throws {
        try step(by: 1, "increment")
    }

    /// Down arrow in a focused stepper or slider: its value shrinks by one step, down to its
    /// lower bound.
    public func decrement() throws {
        try step(by: -1, "decrement")
    }

    private func step(by direction: Double, _ action: String) throws {
        try requireFocused(action, kinds: [.stepper, .slider], noun: "a stepper or slider")
        widget.capability((any HeadlessAdjustable).self)?.step(by: direction)
        backend.settle()
    }

    /// Types `text` at the field's caret, replacing its selection, as a user's keys do (see
    /// ``selectedText``). The field must have focus: click it or Tab to it first, as a user
    /// would.
    public func type(_ text: String) throws {
        try requireFocusedField("type \"\(text)\" into")
        edit(.insertion) { backend.toolkit.type(text, into: widget.focusNode) }
        backend.settle()
    }

    /// Selects all of the field's text and deletes it. The field must have focus.
    public func clearText() throws {
        try requireFocusedField("clear")
        edit {
            backend.toolkit.moveCaret(in: widget.focusNode, to: 0, selectingAll: true)
            backend.toolkit.deleteText(in: widget.focusNode, forward: false)
        }
        backend.settle()
    }

    /// The user changes the widget's text; then its `changed` signal reaches the binding, and
    /// what that schedules runs (as before GTK's next event).
    func edit(_ kind: HeadlessTextEditing.EditKind = .other, _ change: () -> Void) {
        backend.textEditing.recordEdit(of: widget.focusNode, kind: kind, in: backend.toolkit, change)
        widget.capability((any HeadlessTextInput).self)?.textDidChange(to: backend.text(of: widget))
        backend.runScheduledUpdates()
    }

    func requireOnScreen(_ action: String) throws {
        guard exists else {
            throw HeadlessTestError("Cannot \(action) \(description): it is no longer on screen.")
        }
    }

    private func requireFocusedField(_ action: String) throws {
        try requireFocused(
            action, kinds: [.textField, .secureField, .searchField, .textEditor], noun: "a text field")
    }

    private func requireFocused(_ action: String, kinds: [HeadlessControlKind], noun: String) throws {
        try requireOnScreen(action)
        guard kinds.contains(kind) else {
            throw HeadlessTestError("Cannot \(action) \(description): it is not \(noun).")
        }
        guard window.isActive else {
            throw HeadlessTestError(
                "Cannot \(action) \(description): window \"\(window.title)\" is not active; call activate() first."
            )
        }
        guard isFocused else {
            let focus = window.focusedControl?.description ?? "nothing"
            throw HeadlessTestError(
                "Cannot \(action) \(description): it does not have focus (\(focus) has); click it or Tab to it first."
            )
        }
    }
}
