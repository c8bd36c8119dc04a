import ColorWell
import FocusKit
import FocusUICore
import FocusUITesting

extension HeadlessControlKind {
    /// A ``ColorWell``: tests find it as `window.control(.colorWell, "Accent")`.
    public static let colorWell = HeadlessControlKind("ColorWell")
}

extension ColorWellComponent: HeadlessRenderable {
    /// A focusable node showing a colour.
    public typealias HeadlessRenderer = ColorWellHeadlessRenderer
}

/// Draws a ``ColorWellComponent`` in the headless twin: a focusable node (a `GtkColorButton`
/// is a button) and the colour its widget shows; ``choose(_:)`` is the user picking a colour in
/// the chooser.
@MainActor
public final class ColorWellHeadlessRenderer: HeadlessComponentRenderer {
    /// The well's node.
    public let node: FocusNodeID
    private var component: ColorWellComponent
    /// The colour the widget shows.
    public private(set) var shownColor: RGBColor

    /// A focusable node.
    public init(_ component: ColorWellComponent, context: HeadlessRenderContext) {
        self.component = component
        shownColor = component.color
        node = context.makeNode("colorWell(\(component.title))", focusable: true)
    }

    /// Found as a colour well, by its title.
    public var controlKind: HeadlessControlKind? { .colorWell }
    /// Its title.
    public var title: String { component.title }

    /// Sets the colour only when the widget shows another.
    public func update(from old: ColorWellComponent?, to new: ColorWellComponent) {
        component = new
        if shownColor != new.color { shownColor = new.color }
    }

    /// The user picked `color` in the chooser.
    public func choose(_ color: RGBColor) {
        shownColor = color
        component.sendColor(color)
    }
}
