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
}
