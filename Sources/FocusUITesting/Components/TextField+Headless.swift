import FocusKit
import FocusKitTestSupport
import FocusUICore

extension TextFieldComponent: HeadlessRenderable {
    /// An entry.
    public typealias HeadlessRenderer = TextFieldHeadlessRenderer
}

extension SecureFieldComponent: HeadlessRenderable {
    /// A password entry.
    public typealias HeadlessRenderer = SecureFieldHeadlessRenderer
}

/// What a text field and a secure field share headlessly: an entry node with a focusable text
/// node, as `GtkEntry` has, holding the editable text (the fake toolkit selects it when focus
/// arrives as GTK does); the text is set only when the entry shows another.
@MainActor
final class HeadlessEntryField {
    let node: FocusNodeID
    let textNode: FocusNodeID
    private(set) var component: TextFieldComponent
    private unowned let toolkit: FakeToolkit

    init(_ component: TextFieldComponent, name: String, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        (node, textNode) = context.toolkit.makeEntry(name, in: nil)
    }

    func update(to new: TextFieldComponent) {
        component = new
        if toolkit.editable(node)?.text != new.text { toolkit.setText(new.text, of: node) }
    }

    /// Return: the `.onSubmit` actions, or, without any, the window's default button.
    func pressReturn() -> Bool {
        guard component.submits else { return false }
        component.sendSubmit()
        return true
    }
}

/// Draws a `TextFieldComponent` headlessly.
@MainActor
public final class TextFieldHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput {
    let field: HeadlessEntryField

    /// An entry node.
    public init(_ component: TextFieldComponent, context: HeadlessRenderContext) {
        field = HeadlessEntryField(component, name: "textField(\(component.title))", context: context)
    }

    /// The entry.
    public var node: FocusNodeID { field.node }
    var textNode: FocusNodeID { field.textNode }
    var isEditor: Bool { false }
    var acceptsTab: Bool { false }
    /// A text field.
    public var controlKind: HeadlessControlKind? { .textField }
    /// Its title.
    public var title: String { field.component.title }

    /// Applies the text when the entry shows another.
    public func update(from old: TextFieldComponent?, to new: TextFieldComponent) { field.update(to: new) }
    /// The entry or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
    func textDidChange(to text: String) { field.component.sendTextChange(text) }

    /// Return submits.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        chord == DesktopKeyChord(.return) ? field.pressReturn() : false
    }
}

/// Draws a `SecureFieldComponent` headlessly.
@MainActor
public final class SecureFieldHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput {
    let field: HeadlessEntryField

    /// An entry node.
    public init(_ component: SecureFieldComponent, context: HeadlessRenderContext) {
        field = HeadlessEntryField(
            component.field, name: "secureField(\(component.field.title))", context: context)
    }

    /// The entry.
    public var node: FocusNodeID { field.node }
    var textNode: FocusNodeID { field.textNode }
    var isEditor: Bool { false }
    var acceptsTab: Bool { false }
    /// A secure field.
    public var controlKind: HeadlessControlKind? { .secureField }
    var isSecure: Bool { true }
    /// Its title.
    public var title: String { field.component.title }

    /// Applies the text when the entry shows another.
    public func update(from old: SecureFieldComponent?, to new: SecureFieldComponent) {
        field.update(to: new.field)
    }
    /// The entry or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
    func textDidChange(to text: String) { field.component.sendTextChange(text) }

    /// Return submits.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        chord == DesktopKeyChord(.return) ? field.pressReturn() : false
    }
}

extension GrowingTextFieldComponent: HeadlessRenderable {
    /// A text view that grows.
    public typealias HeadlessRenderer = GrowingTextFieldHeadlessRenderer
}

/// Draws a `GrowingTextFieldComponent` headlessly: a node whose text node takes focus and,
/// like `GtkTextView`, does not select its text when focus arrives. Return submits when the
/// field has `.onSubmit`, else types a new line.
@MainActor
public final class GrowingTextFieldHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput {
    /// The field's node.
    public let node: FocusNodeID
    let textNode: FocusNodeID
    private var component: GrowingTextFieldComponent
    private unowned let toolkit: FakeToolkit

    /// A node with a text node.
    public init(_ component: GrowingTextFieldComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        (node, textNode) = context.toolkit.makeEntry(
            "textField(\(component.field.title), vertical)", in: nil, selectsOnFocus: false)
    }

    var isEditor: Bool { true }
    var acceptsTab: Bool { false }
    /// A text field.
    public var controlKind: HeadlessControlKind? { .textField }
    /// Its title.
    public var title: String { component.field.title }

    /// Applies the text when the field holds another.
    public func update(from old: GrowingTextFieldComponent?, to new: GrowingTextFieldComponent) {
        component = new
        if toolkit.editable(node)?.text != new.field.text { toolkit.setText(new.field.text, of: node) }
    }

    /// The field or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
    func textDidChange(to text: String) { component.field.sendTextChange(text) }

    /// Return submits when the field has `.onSubmit`.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.return), component.field.submits else { return false }
        component.field.sendSubmit()
        return true
    }
}
