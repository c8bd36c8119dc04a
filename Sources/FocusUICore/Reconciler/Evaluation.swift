/// One evaluation of a view tree: expands views into render specifications, attaches dynamic
/// properties to their persistent storage, and collects lifecycle effects.
@MainActor
final class Evaluation {
    private let properties: PropertyStore
    private let focusScope: FocusScope
    private let invalidate: @MainActor () -> Void
    private let invalidateForStateWrite: @MainActor () -> Void
    private let focusedValues: FocusedValueRegistry?
    /// Positions of composite views evaluated, so storage of views that went away is dropped.
    private(set) var visitedViews: Set<ViewPath> = []
    /// The window title from the last `.navigationTitle` evaluated, if any.
    private(set) var navigationTitle: String?
    /// While a ``TabView`` expands its tabs: each title set, with where it was set, so that the
    /// shown tab's titles the window; `nil` otherwise.
    var navigationTitleRecords: [(path: ViewPath, title: String)]?
    /// The window subtitle from the last `.navigationSubtitle` evaluated, if any.
    var navigationSubtitle: String?
    /// Whether a view asked that the user not dismiss the window's sheet
    /// (`.interactiveDismissDisabled`); a popover's content asks for its popover only.
    var interactiveDismissDisabled = false
    /// The heights the window's sheet may have, from the outermost `.presentationDetents`.
    var presentationDetents: Set<PresentationDetent>?
    /// Whether a view asked that the window's toolbar not show its title (`.toolbar(removing: .title)`).
    var removesToolbarTitle = false
    /// The width the views of the ``NavigationSplitView`` column being expanded ask for
    /// (`.navigationSplitViewColumnWidth`), read and cleared by the column.
    var navigationColumnWidth: NavigationSplitViewColumnWidth?
    /// The models of the navigation stacks evaluated, which settle focus around the
    /// reconciliation (``NavigationStackModel``).
    var navigationModels: [NavigationStackModel] = []
    /// The models of the popovers evaluated, which show, hide and move focus around the
    /// reconciliation (``PopoverModel``).
    var popoverModels: [PopoverModel] = []
    /// The `.searchFocused` bindings waiting for their searchable view.
    var searchFocus = SearchFocusRequests()
    /// Presentation modifiers in tree order (`.sheet`, `.alert`, …), by their position.
    var presentations: [(path: ViewPath, spec: PresentationSpec)] = []
    /// Lifecycle effects in tree order.
    private(set) var effects: [(path: ViewPath, effect: LifecycleEffect)] = []
    /// The lists (and lazy stacks and grids) of the host, which keep their rows between renders;
    /// `nil` where no host keeps them (a commands body).
    var lazyContainers: LazyContainerStore?
    /// Whether what the lists' rows are made from may have changed since the last render: false
    /// when the render is for state writes that no view outside the rows read (the rows then
    /// render again only if a state they read changed, see ``StateReads``).
    var rowContentMayHaveChanged = true

    init(
        properties: PropertyStore, focusScope: FocusScope, focusedValues: FocusedValueRegistry?,
        invalidate: @escaping @MainActor () -> Void,
        invalidateForStateWrite: (@MainActor () -> Void)? = nil
    ) {
        self.properties = properties
        self.focusScope = focusScope
        self.focusedValues = focusedValues
        self.invalidate = invalidate
        self.invalidateForStateWrite = invalidateForStateWrite ?? invalidate
    }

    /// The view types found to be composite (neither primitive nor component views).
    private static var compositeTypes: Set<ObjectIdentifier> = []

    /// Expands `view` at `path`, appending the render specifications it produces.
    func expand<V: View>(
        _ view: V, at path: ViewPath, context: ExpansionContext, into output: inout [RenderSpec]
    ) {
        // A composite view's type is remembered: its two failed casts were paid on every
        // evaluation of it otherwise (a type's conformances never change).
        let type = ObjectIdentifier(V.self)
        if !Self.compositeTypes.contains(type) {
            if let primitive = view as? any PrimitiveView {
                primitive.expand(at: path, context: context, in: self, into: &output)
                return
            }
            if let component = view as? any ComponentView {
                component.expandComponent(at: path, context: context, in: self, into: &output)
                return
            }
            Self.compositeTypes.insert(type)
        }
        // A composite view: its type is part of its identity, its state is re-attached, and
        // its body is evaluated now (every render re-evaluates the whole window).
        let viewPath = attachComposite(view, at: path, context: context)
        expand(view.body, at: viewPath, context: context, into: &output)
    }

    /// Re-attaches a composite view's state at its position (its type is part of its
    /// identity) and returns the position of its body.
    func attachComposite<V: View>(_ view: V, at path: ViewPath, context: ExpansionContext) -> ViewPath {
        let viewPath = path.appending(.type(ObjectIdentifier(V.self)))
        visitedViews.insert(viewPath)
        properties.attach(
            view, at: viewPath, environment: context.environment, focusScope: focusScope,
            focusedValues: focusedValues, invalidate: invalidate,
            invalidateForStateWrite: invalidateForStateWrite)
        return viewPath
    }

    /// Points the dynamic properties of a view-like value that is not expanded as a composite
    /// view (a ``ViewModifier``) at the storage of its position, and keeps that storage.
    func attachProperties(of subject: Any, at path: ViewPath, context: ExpansionContext) {
        visitedViews.insert(path)
        properties.attach(
            subject, at: path, environment: context.environment, focusScope: focusScope,
            focusedValues: focusedValues, invalidate: invalidate,
            invalidateForStateWrite: invalidateForStateWrite)
    }

    /// Emits a leaf primitive.
    func emit(
        _ component: any ViewComponent, at path: ViewPath, context: ExpansionContext,
        into output: inout [RenderSpec]
    ) {
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: []))
    }

    /// Emits a container primitive with its content as children.
    func emit<Content: View>(
        _ component: any ViewComponent, content: Content, at path: ViewPath, context: ExpansionContext,
        into output: inout [RenderSpec]
    ) {
        var children: [RenderSpec] = []
        expand(content, at: path.appending(.content), context: context.forChildren, into: &children)
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: children))
    }

    /// The writes of the `defaultFocus` effects recorded since `firstEffect` (a count of
    /// ``effects`` taken before expanding a pushed page or a popover's content): how content
    /// that appears in a window shown long ago applies its default focus.
    func defaultFocusWrites(since firstEffect: Int) -> [@MainActor () -> Void] {
        effects[firstEffect...].compactMap { entry -> (@MainActor () -> Void)? in
            if case .defaultFocus(let request) = entry.effect { return request.write }
            return nil
        }
    }

    /// Records a lifecycle effect of the modifier at `path`.
    func record(_ effect: LifecycleEffect, at path: ViewPath) {
        effects.append((path, effect))
    }
}

extension Evaluation {
    /// Sets the window title from a view at `path` (a `.navigationTitle`, a stack's top page),
    /// recorded for the ``TabView`` being expanded, if any; a title only restored (the one from
    /// before a stack or tab view that set none) is not the view's, and is not recorded.
    func setNavigationTitle(_ title: String?, at path: ViewPath, isRestored: Bool = false) {
        navigationTitle = title
        if let title, !isRestored { navigationTitleRecords?.append((path, title)) }
    }
}
