import FocusKit
import FocusKitTestSupport
import FocusUICore

/// What every editable text shares headlessly: the widget's node and the focusable text node
/// inside it that holds the text, as GTK's entries and text views have them. The fake toolkit
/// selects the text when focus arrives, as `GtkEntry` does, unless `selectsOnFocus` is false
/// (`GtkTextView` never does). The text is set only when the node shows another.
@MainActor
struct HeadlessTextNodes {
    /// The widget's node.
    let node: FocusNodeID
    /// The text node, which takes focus.
    let textNode: FocusNodeID
    private unowned let toolkit: FakeToolkit

    /// The nodes named `name` in the fake toolkit.
    init(_ name: String, selectsOnFocus: Bool, context: HeadlessRenderContext) {
        toolkit = context.toolkit
        (node, textNode) = context.toolkit.makeEntry(name, in: nil, selectsOnFocus: selectsOnFocus)
    }

    /// Writes `text` when the node shows another.
    func apply(text: String) {
        if toolkit.editable(node)?.text != text { toolkit.setText(text, of: node) }
    }

    /// Whether `focus` is the widget or its text.
    func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
}
