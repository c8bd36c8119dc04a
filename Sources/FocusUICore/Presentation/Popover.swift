extension View {
    /// Presents a popover next to this view while `isPresented` is true, as SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. On GTK it is a `GtkPopover`
    /// pointing at this view, in this view's window.
    ///
    /// ```swift
    /// struct FilterButton: View {
    ///     @State private var showsFilter = false
    ///     @State private var query = ""
    ///
    ///     var body: some View {
    ///         Button("Filter…") { showsFilter = true }
    ///             .popover(isPresented: $showsFilter, arrowEdge: .top) {
    ///                 TextField("Name contains", text: $query)
    ///                     .padding()
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// The popover is a focus scope, as a sheet is (the focus contract, "Popovers"):
    /// - **Focus in:** when it appears, focus goes into it: to what its `defaultFocus` or a
    ///   write of its `onAppear` asks for, else to its first Tab stop (GTK's own choice).
    /// - **Inside:** Tab and Shift+Tab cycle through its controls and never leave it, as in
    ///   every GTK popover.
    /// - **Focus out:** Escape, a click outside it, `dismiss()` from its environment or setting
    ///   `isPresented` to `false` closes it; focus then returns to this view's first Tab stop
    ///   (the button that opened it) as one change, with no `nil` in between for a state bound
    ///   both inside and outside. When this view has no Tab stop, the window's focus is cleared
    ///   as for a field that goes away (rule 11).
    ///
    /// Unlike a sheet it is part of this view's window: `@FocusState`s of the window can bind
    /// fields inside it, and a write that moves focus to a field outside it does not wait: focus
    /// moves and the popover closes (as a transient popover closes on macOS when its window
    /// stops being key).
    ///
    /// Differences on GTK: `arrowEdge` chooses the side the popover opens on (the arrow's
    /// edge faces this view; `nil` lets GTK choose, below the view); the attachment anchor is
    /// always the view's bounds, so `attachmentAnchor` is not offered.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover is up; set to `false` when it closes.
    ///   - arrowEdge: The edge of the popover its arrow is on, facing this view.
    ///   - content: The popover's views.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) -> some View {
        PopoverPresenter(
            anchor: self, isPresented: isPresented.wrappedValue, identity: nil, arrowEdge: arrowEdge,
            close: { isPresented.wrappedValue = false }, content: { AnyView(content()) })
    }

    /// Presents a popover for `item` while it is not `nil`, as SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`. Closing it sets `item` to `nil`;
    /// another item (another `id`) while it is up replaces its content.
    ///
    /// ```swift
    /// .popover(item: $inspected) { contact in
    ///     ContactCard(contact: contact)
    /// }
    /// ```
    ///
    /// Focus behaves as for ``View/popover(isPresented:arrowEdge:content:)``.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping @MainActor (Item) -> Content
    ) -> some View {
        let current = item.wrappedValue
        return PopoverPresenter(
            anchor: self, isPresented: current != nil, identity: current.map { AnyHashable($0.id) },
            arrowEdge: arrowEdge, close: { item.wrappedValue = nil },
            content: { AnyView(current.map(content)) })
    }
}

/// The view `.popover` returns: keeps the popover's model across renders.
struct PopoverPresenter<Anchor: View>: View {
    let anchor: Anchor
    let isPresented: Bool
    let identity: AnyHashable?
    let arrowEdge: Edge?
    let close: @MainActor () -> Void
    let content: @MainActor () -> AnyView
    @State private var model = PopoverModel()

    var body: some View {
        PopoverContent(presenter: self, model: model)
    }
}

/// The primitive behind `.popover`: the anchor's views, then, while presented, the popover's,
/// in one ``PopoverComponent``.
struct PopoverContent<Anchor: View>: View, PrimitiveView {
    typealias Body = Never

    let presenter: PopoverPresenter<Anchor>
    let model: PopoverModel

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var anchorSpecs: [RenderSpec] = []
        evaluation.expand(
            presenter.anchor, at: path.appending(.index(0)), context: context.forChildren, into: &anchorSpecs)
        var contentSpecs: [RenderSpec] = []
        var defaultFocus: [@MainActor () -> Void] = []
        var asksToStayOpen = false
        if presenter.isPresented {
            var contentContext = context.forChildren
            contentContext.environment.dismiss = DismissAction { [model] in model.dismiss() }
            // A popover opened from a toolbar item is not in the toolbar.
            contentContext.environment.toolbarItemPlacement = nil
            let firstEffect = evaluation.effects.count
            // The content's `.interactiveDismissDisabled` is its popover's, not the window's.
            let windowDismissDisabled = evaluation.interactiveDismissDisabled
            evaluation.interactiveDismissDisabled = false
            // Its `.presentationDetents` are not the window's either (a popover sizes to its content).
            let windowDetents = evaluation.presentationDetents
            evaluation.expand(
                presenter.content(),
                at: path.appending(.index(1)).appending(.id(presenter.identity ?? AnyHashable(0))),
                context: contentContext, into: &contentSpecs)
            defaultFocus = evaluation.defaultFocusWrites(since: firstEffect)
            asksToStayOpen = evaluation.interactiveDismissDisabled
            evaluation.interactiveDismissDisabled = windowDismissDisabled
            evaluation.presentationDetents = windowDetents
        }
        model.plan(
            isPresented: presenter.isPresented, defaultFocus: defaultFocus, asksToStayOpen: asksToStayOpen,
            close: presenter.close)
        evaluation.popoverModels.append(model)
        output.append(
            RenderSpec(
                path: path,
                element: context.finish(
                    PopoverComponent(
                        anchorCount: anchorSpecs.count, arrowEdge: presenter.arrowEdge,
                        model: ComponentAction(model))),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag, children: anchorSpecs + contentSpecs))
    }
}

/// A view with a popover (`.popover`): its first ``anchorCount`` children are the view, the
/// others the popover's content, present only while it is up. Whether it is up is the
/// model's, which shows it once the content is rendered.
public struct PopoverComponent: ViewComponent {
    /// How many of the children are the view the popover points at.
    public var anchorCount: Int
    /// The popover's edge that faces the view; `nil` for the toolkit's choice.
    public var arrowEdge: Edge?
    /// What shows and hides the popover, and moves focus around it.
    package var model: ComponentAction<PopoverModel>

    /// It holds the view and the popover's content.
    public static var isContainer: Bool { true }
    /// The split between the view and the content.
    public var structureKey: AnyHashable? { anchorCount }
}
