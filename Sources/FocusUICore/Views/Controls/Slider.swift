/// A control for choosing a value from a bounded range, as SwiftUI's `Slider` (GTK: a row of a
/// label and a horizontal `GtkScale`; the arrow keys move it by a step).
///
/// ```swift
/// @State private var volume = 0.5
///
/// Slider(value: $volume, in: 0...1) {
///     Text("Volume")
/// }
/// .focused($focusedSetting, equals: .volume)
/// ```
///
/// - **Focus in:** it is a Tab stop; a `.focused` state bound to it reads its value.
/// - **Focus out:** the state becomes `nil` when focus leaves, including when the slider is
///   removed, hidden or disabled while focused.
/// - **Write:** assigning its value to the state focuses it. Each move writes the new value,
///   snapped to `step` when there is one and clamped to the bounds, through `value`; a change
///   of `value` from code moves the widget without focusing it.
/// - **Screen readers:** the new value is said as the arrow keys move it, with the decimals
///   of the step ("7.5"): GTK 4.8 sends no value change, so FocusUI makes it the scale's
///   description while focus is in it.
///
/// The label's text is shown before the scale and is its accessible name.
public struct Slider<Label: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double
    /// What the slider is for.
    public let label: Label

    /// A slider of a floating-point `value` within `bounds`, moving by `step` (continuous when
    /// `nil`), described by `label` (usually a ``Text``).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) } ?? 0
        self.label = label()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let slider = ValueComponent(
            title: evaluation.labelText(label, at: path, context: context), value: value.wrappedValue,
            range: bounds, step: step, isLabelHidden: context.environment.labelsHidden,
            binding: ComponentAction(value), snapsToSteps: true)
        evaluation.emit(SliderComponent(value: slider), at: path, context: context, into: &output)
    }
}

extension Slider where Label == EmptyView {
    /// A slider without a label; give it `.accessibilityLabel` so screen readers can name it.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
}

/// A ``Slider`` (GTK: a row of a `GtkLabel` and a horizontal `GtkScale`).
public struct SliderComponent: ViewComponent {
    /// Its value.
    public var value: ValueComponent
    /// The label's text.
    public var accessibleName: String? { value.title.isEmpty ? nil : value.title }
    /// The label's text.
    public var describedTitle: String { value.title }
}

extension SliderComponent {
    /// A slider row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
