import FocusKit
import FocusUICore

/// A control in a ``HeadlessWindow``: a text field, secure field, button or text, as the user
/// sees it now. A handle stays valid across re-renders while the view keeps its identity.
@MainActor
public struct HeadlessControl {
    /// The window the control is in.
    public let window: HeadlessWindow
    let widget: HeadlessWidget

    init(window: HeadlessWindow, widget: HeadlessWidget) {
        self.window = window
        self.widget = widget
    }

    static func publicKind(_ kind: ElementKind) -> HeadlessControlKind? {
        switch kind {
        case .textField: return .textField
        case .secureField: return .secureField
        case .button: return .button
        case .text: return .text
        case .form, .vStack, .hStack, .spacer: return nil
        }
    }

    /// What the control is.
    public var kind: HeadlessControlKind { widget.kind.flatMap(Self.publicKind) ?? .text }

    /// The title it was given (`TextField("Username", …)`, `Button("Sign In")`), or for a
    /// `Text` its string.
    public var title: String {
        kind == .text ? (widget.element?.text ?? "") : (widget.element?.title ?? "")
    }

    /// Its `.accessibilityLabel(_:)`, if it has one.
    public var accessibilityLabel: String? { widget.element?.accessibilityLabel }

    /// The text a field shows (what the user typed, or what its binding set); a `Text`'s string.
    public var text: String { kind == .text ? title : widget.text }

    /// Whether the control contains its window's focus widget.
    public var isFocused: Bool {
        backend.focusedWidget(in: window.id) === widget
    }

    /// Whether the control accepts input (not `.disabled(true)`).
    public var isEnabled: Bool { widget.isSensitive }

    /// Whether the control is still on screen (a re-render may have removed it).
    public var exists: Bool { !widget.isRemoved && window.isOpen }

    /// `Button("Sign In")`, `TextField("Username")`.
    public var description: String { "\(kind)(\"\(title)\")" }

    var backend: HeadlessBackend { window.backend }

    /// The user clicks the control: its window becomes active if it was not, focus moves to
    /// it if it can take focus, and a button runs its action. Clicking a disabled control does
    /// nothing, as in GTK.
    public func click() throws {
        try requireOnScreen("click")
        if !window.isActive { backend.toolkit.activate(window.id) }
        backend.toolkit.click(widget.node)
        if kind == .button, widget.isSensitive { widget.element?.sendAction() }
        backend.settle()
    }

    /// Types `text` at the end of the field's text. The field must have focus: click it or
    /// Tab to it first, as a user would.
    public func type(_ text: String) throws {
        try requireFocusedField("type \"\(text)\" into")
        setText(widget.text + text)
    }

    /// Selects all of the field's text and deletes it. The field must have focus.
    public func clearText() throws {
        try requireFocusedField("clear")
        setText("")
    }

    /// The widget's text changes, then its `changed` signal reaches the binding, and the app
    /// settles.
    func setText(_ newText: String) {
        widget.text = newText
        widget.element?.sendTextChange(newText)
        backend.settle()
    }

    private func requireOnScreen(_ action: String) throws {
        guard exists else {
            throw HeadlessTestError("Cannot \(action) \(description): it is no longer on screen.")
        }
    }

    private func requireFocusedField(_ action: String) throws {
        try requireOnScreen(action)
        guard kind == .textField || kind == .secureField else {
            throw HeadlessTestError("Cannot \(action) \(description): it is not a text field.")
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
