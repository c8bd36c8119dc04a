import FocusKit
import FocusUICore

/// One toolkit object of the headless backend: a fake-toolkit node (a text field is a wrapper
/// node with a focusable inner text node, like `GtkEntry`), plus what a GTK widget remembers.
@MainActor
final class HeadlessWidget {
    /// The primitive kind; `nil` for a window's root container.
    let kind: ElementKind?
    /// The node registered for `.focused`.
    let node: FocusNodeID
    /// For fields: the inner node that actually takes focus.
    let textNode: FocusNodeID?
    /// Children in order, as the reconciler inserted them.
    var children: [HeadlessWidget] = []
    /// The newest element the reconciler gave this widget.
    var element: Element?
    /// The text last set on a widget that has no editable text (fields and editors keep theirs
    /// in the fake toolkit, see ``HeadlessBackend/text(of:)``).
    var text = ""
    /// A toggle's state, as a `GtkCheckButton` or `GtkSwitch` holds it.
    var isOn = false
    /// A picker's selected position, as a `GtkDropDown` holds it.
    var selectedIndex: Int?
    /// A stepper's value, as a `GtkSpinButton` holds it.
    var value: Double = 0
    /// Whether the widget accepts input (`gtk_widget_get_sensitive`).
    var isSensitive = true
    /// Whether it is hidden (`.hidden()`; `gtk_widget_set_visible(false)`).
    var isHidden = false
    /// A segmented picker's segments, one focusable node per option.
    var segmentNodes: [FocusNodeID] = []
    /// The window a toolbar item belongs to (its node is in the window's header bar).
    var window: FocusWindowID?
    /// Whether the reconciler removed it.
    var isRemoved = false

    init(kind: ElementKind?, node: FocusNodeID, textNode: FocusNodeID? = nil) {
        self.kind = kind
        self.node = node
        self.textNode = textNode
    }

    /// This widget and its descendants, depth first.
    var subtree: [HeadlessWidget] { [self] + children.flatMap(\.subtree) }

    /// Whether the widget contains the node (the entry itself or its inner text node).
    func contains(_ focus: FocusNodeID?) -> Bool {
        guard let focus else { return false }
        return node == focus || textNode == focus || segmentNodes.contains(focus)
    }
}
