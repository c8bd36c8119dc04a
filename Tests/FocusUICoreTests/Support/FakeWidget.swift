import FocusKit
import FocusUICore

@testable import FocusKitTestSupport

/// A toolkit object of the fake backend: one FakeToolkit node (an entry is a wrapper node with
/// a focusable inner text node, like `GtkEntry`), plus what a real widget would remember.
@MainActor
final class FakeWidget {
    /// The primitive kind; `nil` for a window's root container.
    let kind: ElementKind?
    /// A readable name: kind and title or text at creation, e.g. `textField(Username)`.
    let name: String
    /// The node registered for `.focused`.
    let node: FocusNodeID
    /// For fields: the inner node that actually takes focus.
    let textNode: FocusNodeID?
    var children: [FakeWidget] = []
    /// The newest element the reconciler gave this widget.
    var element: Element?
    /// The widget's own text, as a `GtkEntry` buffer would hold it.
    var text = ""
    /// How many times the backend had to change `text` because the element differed: must stay
    /// zero while the user types (no echo).
    var textSetCount = 0
    var isSensitive = true
    /// A toggle's state, a picker's selected position and a stepper's value, as the widget
    /// holds them.
    var isOn = false
    var selectedIndex: Int?
    var value: Double = 0
    /// How many times the backend had to change one of those because the element differed:
    /// must stay zero while the user operates the control (no echo).
    var valueSetCount = 0

    init(kind: ElementKind?, name: String, node: FocusNodeID, textNode: FocusNodeID? = nil) {
        self.kind = kind
        self.name = name
        self.node = node
        self.textNode = textNode
    }

    /// This widget and its descendants, depth first.
    var subtree: [FakeWidget] { [self] + children.flatMap(\.subtree) }
}
