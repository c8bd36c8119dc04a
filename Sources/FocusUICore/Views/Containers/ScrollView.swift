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
        evaluation.emit(
            ScrollViewComponent(axes: axes, showsIndicators: showsIndicators), content: content, at: path,
            context: context, into: &output)
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
