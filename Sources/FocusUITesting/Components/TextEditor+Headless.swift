import FocusKit
import FocusKitTestSupport
import FocusUICore

extension TextEditorComponent: HeadlessRenderable {
    /// A text view.
    public typealias HeadlessRenderer = TextEditorHeadlessRenderer
}

/// Draws a `TextEditorComponent` headlessly: a scrolled window's node whose text node takes
/// focus, like `GtkTextView`, which never selects its text when focus arrives.
@MainActor
public final class TextEditorHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput {
    /// The scrolled window.
    public let node: FocusNodeID
    let textNode: FocusNodeID
    private var component: TextEditorComponent
    private unowned let toolkit: FakeToolkit

    /// A scrolled window's node with a text node.
    public init(_ component: TextEditorComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        (node, textNode) = context.toolkit.makeEntry("textEditor()", in: nil, selectsOnFocus: false)
    }

    var isEditor: Bool { true }
    var acceptsTab: Bool { component.acceptsTab }
    /// A text editor.
    public var controlKind: HeadlessControlKind? { .textEditor }

    /// Applies the text when the view holds another.
    public func update(from old: TextEditorComponent?, to new: TextEditorComponent) {
        component = new
        if toolkit.editable(node)?.text != new.text { toolkit.setText(new.text, of: node) }
    }

    /// The scrolled window or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
    func textDidChange(to text: String) { component.sendTextChange(text) }
}
