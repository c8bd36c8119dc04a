import FocusKit
import FocusUICore

extension TextComponent: HeadlessRenderable {
    /// A label.
    public typealias HeadlessRenderer = TextHeadlessRenderer
}

extension ImageComponent: HeadlessRenderable {
    /// An image.
    public typealias HeadlessRenderer = PlainHeadlessRenderer<ImageComponent>
}

extension DividerComponent: HeadlessRenderable {
    /// A separator.
    public typealias HeadlessRenderer = PlainHeadlessRenderer<DividerComponent>
}

extension SpacerComponent: HeadlessRenderable {
    /// Empty space.
    public typealias HeadlessRenderer = PlainHeadlessRenderer<SpacerComponent>
}

/// Draws a `TextComponent` headlessly: a node that cannot take focus (unless `.focusable()`),
/// which tests find by its string.
@MainActor
public final class TextHeadlessRenderer: HeadlessComponentRenderer {
    /// The label's node.
    public let node: FocusNodeID
    private var component: TextComponent

    /// A node.
    public init(_ component: TextComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("text(\(component.content))", focusable: false)
    }

    /// A text.
    public var controlKind: HeadlessControlKind? { .text }
    /// Its string.
    public var title: String { component.content }
    /// Keeps the newest string.
    public func update(from old: TextComponent?, to new: TextComponent) { component = new }
}

/// A component with nothing for tests to act on: a node that cannot take focus, named after
/// it.
public protocol PlainHeadlessComponent: ViewComponent {
    /// The node's name in the twin's diagnostics.
    static var nodeName: String { get }
    /// What tests find it as; `nil` (the default) for nothing.
    static var controlKind: HeadlessControlKind? { get }
    /// A problem with the app's view the backend reports once; `nil` (the default) for none.
    var renderWarning: String? { get }
}

extension PlainHeadlessComponent {
    /// Not a control tests find.
    public static var controlKind: HeadlessControlKind? { nil }
    /// Nothing to report.
    public var renderWarning: String? { nil }
}

extension ImageComponent: PlainHeadlessComponent {
    /// `image`.
    public static var nodeName: String { "image" }
    /// An image.
    public static var controlKind: HeadlessControlKind? { .image }
    /// An SF Symbol without a close icon, as GTK's renderer reports it.
    public var renderWarning: String? { unmappedSymbolWarning }
}

extension DividerComponent: PlainHeadlessComponent {
    /// `divider`.
    public static var nodeName: String { "divider" }
}

extension SpacerComponent: PlainHeadlessComponent {
    /// `spacer`.
    public static var nodeName: String { "spacer" }
}

/// Draws an image, a divider or a spacer headlessly: a node that cannot take focus (unless
/// `.focusable()`).
@MainActor
public final class PlainHeadlessRenderer<Component: PlainHeadlessComponent>: HeadlessComponentRenderer {
    /// The node.
    public let node: FocusNodeID

    private var component: Component
    private let context: HeadlessRenderContext

    /// A node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        self.component = component
        self.context = context
        node = context.makeNode("\(Component.nodeName)(\(component.describedTitle))", focusable: false)
    }

    /// What tests find it as, if anything (an image; not a divider or a spacer).
    public var controlKind: HeadlessControlKind? { Component.controlKind }
    /// What names it: an image's icon or file name.
    public var title: String { component.describedTitle }

    /// Keeps the newest component; reports its problem when it has a new one, as GTK's
    /// renderer does (not on every render).
    public func update(from old: Component?, to new: Component) {
        component = new
        if let warning = new.renderWarning, warning != old?.renderWarning { context.warn(warning) }
    }
}

extension ShapeComponent: HeadlessRenderable {
    /// A drawing.
    public typealias HeadlessRenderer = PlainHeadlessRenderer<ShapeComponent>
}

extension ShapeComponent: PlainHeadlessComponent {
    /// `shape`.
    public static var nodeName: String { "shape" }
}

extension SectionFooterComponent: HeadlessRenderable {
    /// A label.
    public typealias HeadlessRenderer = SectionFooterHeadlessRenderer
}

/// Draws a `SectionFooterComponent` headlessly: a text node that cannot take focus, which
/// tests find by its string (``HeadlessWindow/text(_:)``), as they find a `Text`.
@MainActor
public final class SectionFooterHeadlessRenderer: HeadlessComponentRenderer {
    /// The label's node.
    public let node: FocusNodeID
    private var component: SectionFooterComponent

    /// A node.
    public init(_ component: SectionFooterComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("footer(\(component.text))", focusable: false)
    }

    /// A text.
    public var controlKind: HeadlessControlKind? { .text }
    /// Its string.
    public var title: String { component.text }
    /// Keeps the newest string.
    public func update(from old: SectionFooterComponent?, to new: SectionFooterComponent) { component = new }
}

extension ProgressComponent: HeadlessRenderable {
    /// A spinner or a bar.
    public typealias HeadlessRenderer = ProgressHeadlessRenderer
}

/// Draws a `ProgressComponent` headlessly: a node that cannot take focus, found by its label,
/// whose value is the fraction done (0 while spinning).
@MainActor
public final class ProgressHeadlessRenderer: HeadlessComponentRenderer {
    /// The node.
    public let node: FocusNodeID
    private var component: ProgressComponent

    /// A node.
    public init(_ component: ProgressComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("progressView(\(component.title))", focusable: false)
    }

    /// A progress view.
    public var controlKind: HeadlessControlKind? { .progressView }
    /// Its label.
    public var title: String { component.title }
    /// How much is done, 0 to 1; `nil` while spinning.
    public var fraction: Double? { component.fraction }
    /// Keeps the newest component.
    public func update(from old: ProgressComponent?, to new: ProgressComponent) { component = new }
}
