/// One persistent node of the render tree: a toolkit widget at a structural position, kept
/// across renders for as long as its position produces the same kind of primitive.
@MainActor
final class RenderNode<Widget: AnyObject> {
    let path: ViewPath
    let widget: Widget
    var element: Element
    var children: [RenderNode] = []
    /// Live focus registrations, in registration order; cancelled when the node goes away.
    var registrations: [(key: FocusBindingSpec.Key, token: FocusRegistration)] = []
    /// Bindings of a node built but not yet in its window; registered when it is inserted.
    var pendingBindings: [FocusBindingSpec] = []
    /// The node's focused values while it is in its window (contract rule 19).
    var focusedValuePublisher: FocusedValuePublisher?
    /// Publications of a node built but not yet in its window; published when it is inserted.
    var pendingFocusedValues: [FocusedValueEntry] = []
    /// The backend's focus node, asked for once.
    var focusNode: FocusNodeID?

    init(path: ViewPath, widget: Widget, element: Element) {
        self.path = path
        self.widget = widget
        self.element = element
    }
}
