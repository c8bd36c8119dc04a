import FocusKit
import FocusUICore

extension StepperComponent: HeadlessRenderable {
    /// A spin button.
    public typealias HeadlessRenderer = ValueHeadlessRenderer<StepperComponent>
}

extension SliderComponent: HeadlessRenderable {
    /// A scale.
    public typealias HeadlessRenderer = ValueHeadlessRenderer<SliderComponent>
}

/// A component that holds a number: a `Stepper` or a `Slider`.
public protocol ValueStyledComponent: ViewComponent {
    /// The value.
    var value: ValueComponent { get }
    /// The node's name in the twin's diagnostics.
    static var nodeName: String { get }
    /// What tests find it as.
    static var controlKind: HeadlessControlKind { get }
}

extension StepperComponent: ValueStyledComponent {
    /// `stepper`.
    public static var nodeName: String { "stepper" }
    /// A stepper.
    public static var controlKind: HeadlessControlKind { .stepper }
}

extension SliderComponent: ValueStyledComponent {
    /// `slider`.
    public static var nodeName: String { "slider" }
    /// A slider.
    public static var controlKind: HeadlessControlKind { .slider }
}

/// Draws a `Stepper` or `Slider` headlessly: a focusable node and the value its widget
/// shows; the arrow keys move it by its keyboard step within its bounds, through the newest
/// binding.
@MainActor
public final class ValueHeadlessRenderer<Component: ValueStyledComponent>: HeadlessComponentRenderer,
    HeadlessAdjustable
{
    /// The control's node.
    public let node: FocusNodeID
    private var component: Component
    /// The value, as the widget shows it.
    public private(set) var value: Double = 0

    /// A focusable node.
    public init(_ component: Component, context: HeadlessRenderContext) {
        self.component = component
        node = context.makeNode("\(Component.nodeName)(\(component.value.title))", focusable: true)
    }

    /// A stepper or slider.
    public var controlKind: HeadlessControlKind? { Component.controlKind }
    /// Its title or label.
    public var title: String { component.value.title }

    /// The value as the widget shows it: a stepper's format style's text, else the number as
    /// a screen reader is told it.
    public var shownText: String {
        component.value.format.value?.text(value) ?? component.value.spokenText(of: value)
    }

    /// Sets the value only when the widget shows another.
    public func update(from old: Component?, to new: Component) {
        component = new
        if value != new.value.value { value = new.value.value }
    }

    func step(by direction: Double) {
        let model = component.value
        let next = min(
            max(value + direction * model.keyboardStep, model.range.lowerBound), model.range.upperBound)
        guard next != value else { return }
        value = next
        model.sendValue(next)
    }
}
