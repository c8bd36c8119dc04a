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

/// What a text field, a secure field and a vertical text field share headlessly: the text's
/// nodes (``HeadlessTextNodes``) holding the field's text, and Return.
@MainActor
final class HeadlessEntryField {
    let nodes: HeadlessTextNodes
    private(set) var component: TextFieldComponent

    /// `selectsOnFocus`: whether focus arriving selects the text, as in `GtkEntry`.
    init(
        _ component: TextFieldComponent, name: String, selectsOnFocus: Bool = true,
        context: HeadlessRenderContext
    ) {
        self.component = component
        nodes = HeadlessTextNodes(name, selectsOnFocus: selectsOnFocus, context: context)
    }

    func update(to new: TextFieldComponent) {
        component = new
        nodes.apply(text: new.text)
    }

    /// Return: a value field's commit, then the `.onSubmit` actions, or, without any, the
    /// window's default button.
    func pressReturn() -> Bool {
        guard component.submits else {
            component.commit.value?()
            return false
        }
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
    public var node: FocusNodeID { field.nodes.node }
    var textNode: FocusNodeID { field.nodes.textNode }
    var isEditor: Bool { false }
    var acceptsTab: Bool { false }
    /// A text field.
    public var controlKind: HeadlessControlKind? { .textField }
    /// Its title.
    public var title: String { field.component.title }

    /// Applies the text when the entry shows another.
    public func update(from old: TextFieldComponent?, to new: TextFieldComponent) { field.update(to: new) }
    /// The entry or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { field.nodes.contains(focus) }
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
    public var node: FocusNodeID { field.nodes.node }
    var textNode: FocusNodeID { field.nodes.textNode }
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
    public func contains(_ focus: FocusNodeID) -> Bool { field.nodes.contains(focus) }
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
    let field: HeadlessEntryField

    /// A node with a text node.
    public init(_ component: GrowingTextFieldComponent, context: HeadlessRenderContext) {
        field = HeadlessEntryField(
            component.field, name: "textField(\(component.field.title), vertical)", selectsOnFocus: false,
            context: context)
    }

    /// The field's node.
    public var node: FocusNodeID { field.nodes.node }
    var textNode: FocusNodeID { field.nodes.textNode }
    var isEditor: Bool { true }
    var acceptsTab: Bool { false }
    /// A text field.
    public var controlKind: HeadlessControlKind? { .textField }
    /// Its title.
    public var title: String { field.component.title }

    /// Applies the text when the field holds another.
    public func update(from old: GrowingTextFieldComponent?, to new: GrowingTextFieldComponent) {
        field.update(to: new.field)
    }

    /// The field or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { field.nodes.contains(focus) }
    func textDidChange(to text: String) { field.component.sendTextChange(text) }

    /// Return submits when the field has `.onSubmit`.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        chord == DesktopKeyChord(.return) ? field.pressReturn() : false
    }
}
