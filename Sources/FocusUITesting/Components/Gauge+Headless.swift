import FocusKit
import FocusUICore

extension HeadlessControlKind {
    /// A `Gauge` (found by its label's text).
    public static let gauge = HeadlessControlKind("Gauge")
}

extension GaugeComponent: HeadlessRenderable {
    /// A node showing a value within bounds.
    public typealias HeadlessRenderer = GaugeHeadlessRenderer
}

/// Draws a `GaugeComponent` headlessly: a node that cannot take focus (a `GtkLevelBar` is not a
/// Tab stop), found as ``HeadlessControlKind/gauge`` by its label, showing its value within its
/// bounds and its labels' texts.
@MainActor
public final class GaugeHeadlessRenderer: HeadlessComponentRenderer {
    /// The node.
    public let node: FocusNodeID
    private var component: GaugeComponent

    /// A node that cannot take focus.
    public init(_ component: GaugeComponent, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("gauge(\(component.title))", focusable: false)
    }

    /// A gauge.
    public var controlKind: HeadlessControlKind? { .gauge }
    /// Its label's text.
    public var title: String { component.title }
    /// The value shown, within ``bounds``.
    public var value: Double { component.value }
    /// The lowest and highest values.
    public var bounds: ClosedRange<Double> { component.lowerBound...component.upperBound }
    /// The current value's label's text; `nil` for none.
    public var currentValueLabel: String? { component.currentValueLabel }
    /// The minimum value's label's text; `nil` for none.
    public var minimumValueLabel: String? { component.minimumValueLabel }
    /// The maximum value's label's text; `nil` for none.
    public var maximumValueLabel: String? { component.maximumValueLabel }
    /// Keeps the newest component.
    public func update(from old: GaugeComponent?, to new: GaugeComponent) { component = new }
}
