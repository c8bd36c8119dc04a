/// The description of one render node produced by an evaluation: what the reconciler compares
/// with the persistent render tree.
struct RenderSpec {
    /// The node's structural position; its identity.
    let path: ViewPath
    /// The node's component, shared modifiers and closures.
    var element: Element
    /// The node's `.focused(...)` bindings.
    var focusBindings: [FocusBindingSpec]
    /// The node's `.focusedValue` / `.focusedSceneValue` publications, outermost first.
    var focusedValues: [FocusedValueEntry] = []
    /// From `.tag(_:)` or a `ForEach` element's id: how a picker or a list identifies it.
    var tag: AnyHashable?
    /// The node's children, for containers.
    var children: [RenderSpec]

    init(
        path: ViewPath, element: Element, focusBindings: [FocusBindingSpec],
        focusedValues: [FocusedValueEntry] = [], tag: AnyHashable? = nil, children: [RenderSpec]
    ) {
        self.path = path
        self.element = element
        self.focusBindings = focusBindings
        self.focusedValues = focusedValues
        self.tag = tag
        self.children = children
        // A frame places its view by its alignment only along the axes the view does not fill
        // (``FrameLayout/contentFlexibleAxes``): known once the children are.
        if element.modifiers.frame.alignment != nil {
            let axes = contentFlexibleAxes
            self.element.modifiers.frame.contentFlexibleAxes = axes
        }
    }
}

extension RenderSpec {
    /// Marks the toolbar items in this view hidden: a page covered by another (a stack's, a tab
    /// view's) keeps them, not shown.
    mutating func hideToolbarItems() {
        if element.component is ToolbarItemComponent {
            element.modifiers.isHidden = true
            return
        }
        // Only the branches holding one are changed (and copied).
        for index in children.indices where children[index].holdsToolbarItem {
            children[index].hideToolbarItems()
        }
    }

    /// Whether this view is a toolbar item or holds one.
    var holdsToolbarItem: Bool {
        element.component is ToolbarItemComponent || children.contains { $0.holdsToolbarItem }
    }
}
