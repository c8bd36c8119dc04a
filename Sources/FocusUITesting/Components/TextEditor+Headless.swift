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
    private let nodes: HeadlessTextNodes
    private var component: TextEditorComponent

    /// A scrolled window's node with a text node.
    public init(_ component: TextEditorComponent, context: HeadlessRenderContext) {
        self.component = component
        nodes = HeadlessTextNodes("textEditor()", selectsOnFocus: false, context: context)
    }

    /// The scrolled window.
    public var node: FocusNodeID { nodes.node }
    var textNode: FocusNodeID { nodes.textNode }
    var isEditor: Bool { true }
    var acceptsTab: Bool { component.acceptsTab }
    /// A text editor.
    public var controlKind: HeadlessControlKind? { .textEditor }

    /// Applies the text when the view holds another.
    public func update(from old: TextEditorComponent?, to new: TextEditorComponent) {
        component = new
        nodes.apply(text: new.text)
    }

    /// The scrolled window or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { nodes.contains(focus) }
    func textDidChange(to text: String) { component.sendTextChange(text) }
}
