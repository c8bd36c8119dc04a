/// The primitive behind ``NavigationStack``: its pages, each a ``NavigationPageComponent``
/// holding the root view or a destination, in a ``NavigationStackComponent``; the header bar's
/// Back button while a page is pushed; and Alt+Left.
struct NavigationStackContent<Root: View>: View, PrimitiveView {
    typealias Body = Never

    let root: Root
    let path: NavigationPathAccess
    /// The pages of `NavigationLink(destination:)`s over a path of the app's, by link.
    let linkedPages: Binding<[AnyHashable]>
    let model: NavigationStackModel

    /// One page as the expansion builds it.
    private struct Page {
        let key: AnyHashable
        let view: AnyView
        /// Takes this page off the stack (and every page above it, which goes first).
        let remove: (@MainActor () -> Void)?
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let navigation = makeContext()
        var specs: [RenderSpec] = []
        var keys: [AnyHashable] = []
        let removals = NavigationRemovals()
        var titles: [String?] = []
        var defaultFocus: [@MainActor () -> Void] = []
        let outerTitle = evaluation.navigationTitle

        func render(_ page: Page) {
            var pageContext = context.forChildren
            pageContext.environment.navigationContext = navigation
            if page.remove != nil {
                // `dismiss()` in a pushed page pops it and the pages above it, as in SwiftUI.
                let index = keys.count
                pageContext.environment.dismiss = DismissAction { [removals] in removals.pop(from: index) }
            }
            evaluation.setNavigationTitle(nil, at: path)
            let firstEffect = evaluation.effects.count
            evaluation.emit(
                NavigationPageComponent(key: page.key, model: ComponentAction(model)), content: page.view,
                at: path.appending(.content).appending(.id(page.key)), context: pageContext, into: &specs)
            titles.append(evaluation.navigationTitle)
            defaultFocus = evaluation.defaultFocusWrites(since: firstEffect)
            keys.append(page.key)
            removals.actions.append(page.remove)
        }

        render(Page(key: AnyHashable(NavigationPageKey.root), view: AnyView(root), remove: nil))
        for page in pathPages(in: navigation) { render(page) }
        if !self.path.holdsLinks {
            let linked = linkedPages
            for (index, link) in linked.wrappedValue.enumerated() {
                guard let view = navigation.linkDestinations[link] else { break }
                render(
                    Page(
                        key: AnyHashable(NavigationPageKey.link(link)), view: view,
                        remove: {
                            if linked.wrappedValue.count > index {
                                linked.wrappedValue.removeLast(linked.wrappedValue.count - index)
                            }
                        }))
            }
        }
        // Presented destinations, also those that presented pages declare.
        var index = 0
        while index < navigation.presented.count {
            let presented = navigation.presented[index]
            render(
                Page(
                    key: AnyHashable(NavigationPageKey.presented(presented.key)), view: presented.view,
                    remove: presented.dismiss))
            index += 1
        }

        // Covered pages keep their toolbar items, hidden; the top page titles the window.
        for index in specs.indices.dropLast() { specs[index].hideToolbarItems() }
        let topTitle = titles.last.flatMap { $0 }
        evaluation.setNavigationTitle(topTitle ?? outerTitle, at: path, isRestored: topTitle == nil)
        let top = keys.count - 1
        model.plan(keys, defaultFocus: defaultFocus, popTop: { [removals] in removals.pop(from: top) })
        evaluation.navigationModels.append(model)

        let goBack = Self.altLeft(model)
        var stackContext = context
        stackContext.node.keyPressHandlers.insert(goBack, at: 0)
        output.append(
            RenderSpec(
                path: path,
                element: stackContext.finish(NavigationStackComponent(model: ComponentAction(model))),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag, children: specs))
        if keys.count > 1 {
            output.append(backButton(at: path, context: context, goBack: goBack))
        }
    }

    /// The context of this render: pushing a value appends it to the path; pushing a link's
    /// destination appends it to the stack's own path, or on top of a path of the app's.
    private func makeContext() -> NavigationContext {
        let access = path
        let linked = linkedPages
        let model = model
        return NavigationContext(
            pushValue: { access.append($0) },
            pushLink: { link in
                if access.holdsLinks {
                    _ = access.append(AnyHashable(NavigationLinkedPage(link: link)))
                } else {
                    linked.wrappedValue.append(link)
                }
            },
            warn: { [weak model] in model?.warn($0) })
    }

    /// The pages of the path's values; a value without a destination ends them, with a warning.
    private func pathPages(in navigation: NavigationContext) -> [Page] {
        var pages: [Page] = []
        let access = path
        for (index, value) in access.elements.enumerated() {
            // Pages are expanded in order, so a destination a pushed page declares is known for
            // the pages above it; the expansion asks again for each page.
            pages.append(
                Page(
                    key: AnyHashable(NavigationPageKey.value(index: index, value)),
                    view: AnyView(NavigationPathPage(value: value, navigation: navigation)),
                    remove: { access.truncate(index) }))
        }
        return pages
    }

    /// Alt+Left pops the top page, as GNOME's navigation does.
    static func altLeft(_ model: NavigationStackModel) -> KeyPressHandler {
        KeyPressHandler(keys: [.leftArrow], characters: nil, phases: [.down, .repeat]) { press in
            guard press.modifiers == .option else { return .ignored }
            return model.goBack() ? .handled : .ignored
        }
    }

    /// The Back button, in a toolbar item at the start of the header bar.
    private func backButton(at path: ViewPath, context: ExpansionContext, goBack: KeyPressHandler)
        -> RenderSpec
    {
        var itemContext = context.forChildren
        // `.hidden()` on the stack hides its Back button too, as its toolbar items.
        itemContext.node.isHidden = context.node.isHidden
        var buttonContext = context.forChildren
        buttonContext.node.help = "Back"
        buttonContext.node.keyPressHandlers = [goBack]
        let button = RenderSpec(
            path: path.appending(.label).appending(.content),
            element: buttonContext.finish(NavigationBackButtonComponent(model: ComponentAction(model))),
            focusBindings: [], children: [])
        return RenderSpec(
            path: path.appending(.label),
            element: itemContext.finish(ToolbarItemComponent(placement: .navigation)), focusBindings: [],
            children: [button])
    }
}

/// How each page of one render leaves the stack (`nil` for the root view).
@MainActor
final class NavigationRemovals {
    var actions: [(@MainActor () -> Void)?] = []

    /// Takes the page at `index` and those above it off the stack, the top one first.
    func pop(from index: Int) {
        guard index > 0, index < actions.count else { return }
        for action in actions[index...].reversed() { action?() }
    }
}

/// Which page of a stack a page is.
enum NavigationPageKey: Hashable {
    /// The root view.
    case root
    /// The value at `index` of the path.
    case value(index: Int, AnyHashable)
    /// The destination of a `NavigationLink(destination:)` over a path of the app's.
    case link(AnyHashable)
    /// A destination presented by a binding.
    case presented(AnyHashable)
}

/// The page of one value of a stack's path: its destination, looked up when the page is
/// expanded (after the pages below it, which may declare it); nothing, with a warning, when no
/// destination shows the value's type.
struct NavigationPathPage: View, PrimitiveView {
    typealias Body = Never

    let value: AnyHashable
    let navigation: NavigationContext

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let linked = value.base as? NavigationLinkedPage {
            guard let view = navigation.linkDestinations[linked.link] else { return }
            evaluation.expand(view, at: path, context: context, into: &output)
            return
        }
        guard let view = navigation.destination(for: value) else {
            let typeName = String(describing: type(of: value.base))
            navigation.warn(
                "a NavigationStack's path holds a value of type \(typeName), but no navigationDestination(for: "
                    + "\(typeName).self) is in the stack; its page is empty")
            return
        }
        evaluation.expand(view, at: path, context: context, into: &output)
    }
}
