/// A scrollable view, as SwiftUI's `ScrollView`: its content is stacked vertically and scrolls
/// along `axes` when it does not fit (GTK: a `GtkScrolledWindow` holding a vertical `GtkBox`;
/// a scroll bar along each axis in `axes`, none along the others, so content is never cut
/// there).
///
/// ```swift
/// ScrollView {
///     ForEach(accounts) { account in
///         Toggle(account.name, isOn: $enabled[account.id])
///     }
/// }
/// .frame(height: 200)
/// ```
///
/// When its whole content is a ``LazyVStack`` (vertical) or ``LazyHStack`` (horizontal), or a
/// lazy grid, that view is made lazily and scrolls itself: GTK's list or grid view is the
/// scrolled window's content, and only the cells on screen are made; when none of the cells has
/// a control, the lazy view is the Tab stop, and its keys scroll it.
///
/// Tab goes through the controls inside it in order, and GTK scrolls a control that gets focus
/// into view; the scroll view itself is a Tab stop only when nothing inside can take focus (so
/// that such content can still be scrolled from the keyboard). A `.focused` binding on the scroll view
/// contains focus while a control inside it has focus. `showsIndicators: false` keeps the
/// content scrollable (wheel, touch, keyboard focus) without drawing scroll bars.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The axes the content scrolls along.
    public let axes: Axis.Set
    /// Whether scroll bars are drawn.
    public let showsIndicators: Bool
    /// The content.
    public let content: Content

    /// A view scrolling the built content along `axes`.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let environment = context.environment
        let scrolling: Axis.Set = environment.isScrollDisabled ? [] : axes
        let showsIndicators = showsIndicators && ![.hidden, .never].contains(environment.scrollIndicators)
        var contentContext = context.forChildren
        if scrolling == .vertical || scrolling == .horizontal {
            contentContext.lazyScroll = ExpansionContext.LazyScroll(
                axis: scrolling == .vertical ? .vertical : .horizontal, showsIndicators: showsIndicators)
        }
        var children: [RenderSpec] = []
        evaluation.expand(content, at: path.appending(.content), context: contentContext, into: &children)
        // A lazy stack or grid that is the whole content scrolls itself (GTK: a list view is the
        // scrolled window's child, so that it makes only the cells on screen): the scroll view
        // only holds it, in a box that keeps the scroll view's own modifiers.
        // (A `List` is not: it stays in the scroll view, as before.)
        let holdsLazyContent =
            children.count == 1
            && children[0].element.component(as: ListComponent.self).map { $0.layout != .list } == true
        let component: any ViewComponent =
            holdsLazyContent
            ? StackComponent(axis: .vertical, spacing: 0)
            : ScrollViewComponent(axes: scrolling, showsIndicators: showsIndicators)
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: children))
    }
}

/// A ``ScrollView`` (GTK: a `GtkScrolledWindow` holding a vertical `GtkBox`).
public struct ScrollViewComponent: ViewComponent {
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it draws its scroll bars.
    public var showsIndicators: Bool
    /// It holds its content.
    public static var isContainer: Bool { true }
}

extension ScrollViewComponent {
    /// A scroll view fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public enum ScrollIndicatorVisibility: Hashable, Sendable {
    /// The platform's choice (GTK's overlay scroll bars).
    case automatic
    /// Shown (GTK's overlay scroll bars).
    case visible
    /// Hidden; the content still scrolls.
    case hidden
    /// Never shown.
    case never
}

struct ScrollDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

struct ScrollIndicatorsKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
    /// Whether scroll views here scroll (``View/scrollDisabled(_:)``).
    public var isScrollDisabled: Bool {
        get { self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = newValue }
    }

    /// Whether scroll views here show indicators (``View/scrollIndicators(_:axes:)``).
    var scrollIndicators: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    /// Stops the scroll views in this view from scrolling, as SwiftUI's `scrollDisabled(_:)`.
    /// On GTK the scroll view then takes its content's whole size (no scrolling, nothing cut),
    /// which is what the modifier is used for: content known to fit.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modified(.environment { $0.isScrollDisabled = disabled })
    }

    /// Shows or hides the scroll indicators of the scroll views in this view, as SwiftUI's
    /// `scrollIndicators(_:axes:)`. Different on GTK: the axes are not told apart.
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.horizontal, .vertical]
    )
        -> some View
    {
        modified(.environment { $0.scrollIndicators = visibility })
    }
}
