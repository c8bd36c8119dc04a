import Foundation

/// The primitive behind ``NavigationSplitView``: a ``NavigationSplitComponent`` whose children
/// are its columns (``NavigationColumnComponent``s), each with a navigation context in which a
/// link shows its destination in the next column.
struct NavigationSplitContent<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    typealias Body = Never

    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: NavigationSplitViewVisibility
    let shownInContent: Binding<NavigationSplitPresentation?>
    let shownInDetail: Binding<NavigationSplitPresentation?>

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        var columns: [RenderSpec] = []
        var widths: [NavigationSplitViewColumnWidth] = []
        let hasContent = content != nil
        let sidebarContext = Self.context(showingIn: hasContent ? shownInContent : shownInDetail)
        let sidebarHidden =
            visibility == .detailOnly || (hasContent && visibility == .doubleColumn)
        column(
            .sidebar, AnyView(sidebar), navigation: sidebarContext, hidden: sidebarHidden, at: path,
            context: context, evaluation: evaluation, into: &columns, widths: &widths)
        var previous = sidebarContext
        var previousShown = hasContent ? shownInContent : shownInDetail
        if let content {
            let contentContext = Self.context(showingIn: shownInDetail)
            column(
                .content, Self.shown(previousShown.wrappedValue, by: previous) ?? AnyView(content),
                identity: previousShown.wrappedValue, navigation: contentContext,
                hidden: visibility == .detailOnly, at: path, context: context, evaluation: evaluation,
                into: &columns, widths: &widths)
            previous = contentContext
            previousShown = shownInDetail
        }
        column(
            .detail, Self.shown(previousShown.wrappedValue, by: previous) ?? AnyView(detail),
            identity: previousShown.wrappedValue, navigation: nil, hidden: false, at: path, context: context,
            evaluation: evaluation, into: &columns, widths: &widths)
        output.append(
            RenderSpec(
                path: path,
                element: context.finish(
                    NavigationSplitComponent(columnCount: columns.count, columnWidths: widths)),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag, children: columns))
    }

    /// One column, whose content is `view`; a new `identity` (another link's destination) is
    /// a new view.
    private func column(
        _ role: NavigationColumnComponent.Role, _ view: AnyView, identity: NavigationSplitPresentation? = nil,
        navigation: NavigationContext?, hidden: Bool, at path: ViewPath, context: ExpansionContext,
        evaluation: Evaluation, into columns: inout [RenderSpec],
        widths: inout [NavigationSplitViewColumnWidth]
    ) {
        var columnContext = context.forChildren
        columnContext.node.isHidden = hidden
        // A column's links act on the next column, not on a stack around the split view.
        columnContext.environment.navigationContext = navigation
        // As SwiftUI: a list of the automatic style in the sidebar is a sidebar list.
        if role == .sidebar, columnContext.environment.listStyle == .automatic {
            columnContext.environment.listStyle = .sidebar
        }
        var children: [RenderSpec] = []
        var contentPath = path.appending(.content).appending(.id(role))
        if let identity { contentPath = contentPath.appending(.explicitID(identity)) }
        // The column's `.navigationSplitViewColumnWidth`, as a preference: what its views ask,
        // not what a split view around this one was told.
        let outerWidth = evaluation.navigationColumnWidth
        evaluation.navigationColumnWidth = nil
        evaluation.expand(view, at: contentPath, context: columnContext.forChildren, into: &children)
        if children.count == 1 { NavigationColumnComponent.centre(&children[0]) }
        switch role {
        case .sidebar: widths.append(evaluation.navigationColumnWidth ?? .sidebar)
        case .content: widths.append(evaluation.navigationColumnWidth ?? .content)
        case .detail: break
        }
        evaluation.navigationColumnWidth = outerWidth
        columns.append(
            RenderSpec(
                path: path.appending(.id(role)),
                element: columnContext.finish(NavigationColumnComponent(role: role)),
                focusBindings: [], children: children))
    }

    /// A context in which a link shows its destination in the next column.
    private static func context(showingIn shown: Binding<NavigationSplitPresentation?>) -> NavigationContext {
        NavigationContext(
            pushValue: { value in
                shown.wrappedValue = NavigationSplitPresentation(value: value, isLink: false)
                return true
            },
            pushLink: { link in shown.wrappedValue = NavigationSplitPresentation(value: link, isLink: true) },
            warn: { _ in })
    }

    /// The destination a link of the previous column shows, if it is still there.
    private static func shown(_ presentation: NavigationSplitPresentation?, by navigation: NavigationContext)
        -> AnyView?
    {
        guard let presentation else { return nil }
        if presentation.isLink { return navigation.linkDestinations[presentation.value] }
        return navigation.destination(for: presentation.value)
    }
}

/// A ``NavigationSplitView`` as the toolkit draws it (GTK: a horizontal `GtkPaned`, two for
/// three columns).
public struct NavigationSplitComponent: ViewComponent {
    /// Two or three.
    public var columnCount: Int
    /// The widths of the columns before the detail, in order (`.navigationSplitViewColumnWidth`,
    /// else ``NavigationSplitViewColumnWidth/sidebar`` and ``NavigationSplitViewColumnWidth/content``).
    public var columnWidths: [NavigationSplitViewColumnWidth]

    /// It holds its columns.
    public static var isContainer: Bool { true }
    /// It takes the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
    /// Two and three columns are drawn with different widgets.
    public var structureKey: AnyHashable? { columnCount }

    /// The size a window holding the split view opens with when its scene gives no
    /// `.defaultSize`: room for the leading columns at their ideal widths and a detail beside
    /// them, at least 800 × 600, the size GNOME's split-view apps open with. A window opening
    /// at its content's natural size would be as narrow as a sidebar's rows and a detail's
    /// placeholder.
    package var windowOpeningSize: CGSize {
        let leading = columnWidths.map(\.ideal).reduce(0, +)
        return CGSize(width: max(800, leading + 560), height: 600)
    }
}

extension NavigationColumnComponent {
    /// A column's only view sits in the middle of the column along each axis it is not
    /// flexible along, as SwiftUI places a view in the room it is offered (a detail column's
    /// `Text("Select a note")` is centred); along a flexible axis it fills (a list, a form, a
    /// stack holding a text field fills the width). A view with a `.frame` of its own is
    /// placed by it.
    static func centre(_ spec: inout RenderSpec) {
        // Read once into a copy: comparing through `Element.modifiers`' read accessor twice in
        // one condition read freed memory under AddressSanitizer (Swift 6.3).
        let modifiers = spec.element.modifiers
        guard modifiers.frame == FrameLayout(), modifiers.alignmentInStack == nil else { return }
        let flexible = spec.flexibleAxes
        var frame = FrameLayout()
        switch (flexible.contains(.horizontal), flexible.contains(.vertical)) {
        case (true, true):
            return
        case (false, false):
            frame.alignment = .center
        case (true, false):
            spec.element.modifiers.alignmentInStack = .vertical(.center)
        case (false, true):
            spec.element.modifiers.alignmentInStack = .horizontal(.center)
        }
        frame.expandsHorizontally = !flexible.contains(.horizontal)
        frame.expandsVertically = !flexible.contains(.vertical)
        spec.element.modifiers.frame = frame
    }
}

/// One column of a ``NavigationSplitView`` (GTK: a vertical `GtkBox` in a pane).
public struct NavigationColumnComponent: ViewComponent {
    /// Which column.
    public enum Role: Hashable, Sendable {
        /// The leading column.
        case sidebar
        /// The middle column of three.
        case content
        /// The trailing column.
        case detail
    }

    /// Which column it is.
    public var role: Role

    /// It holds the column's views.
    public static var isContainer: Bool { true }
    /// It fills its pane.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
