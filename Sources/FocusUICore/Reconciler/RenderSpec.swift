/// The description of one render node produced by an evaluation: what the reconciler compares
/// with the persistent render tree.
struct RenderSpec {
    /// The node's structural position; its identity.
    let path: ViewPath
    /// The node's properties.
    let element: Element
    /// The node's `.focused(...)` bindings.
    let focusBindings: [FocusBindingSpec]
    /// The node's `.focusedValue` / `.focusedSceneValue` publications, outermost first.
    var focusedValues: [FocusedValueEntry] = []
    /// The node's children, for containers.
    let children: [RenderSpec]
}
