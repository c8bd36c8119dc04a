/// A value within a range, as SwiftUI's `Gauge`: a level bar filled to the value, with its
/// label above, the bounds' labels at its ends and the current value's label below
/// (GTK: a `GtkLevelBar`).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery)) %")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
///
/// A value outside the bounds shows as the nearest bound. It is not a Tab stop, as in SwiftUI
/// and as GTK's level bar. Screen readers read it as a level bar named by its label followed by
/// the current value's label ("Battery, 40 %": GTK sends no value text, FocusKitGTK's quirk
/// `valueTextNotOnTheBus`), with its value and bounds as numbers. GTK's level bar takes no
/// bound below zero: a range reaching below zero is drawn shifted up by its lower bound, so a
/// screen reader's value counts from zero; give such a gauge a `currentValueLabel`.
///
/// Different on GTK: there is one look, GNOME's level bar, filled in the accent colour.
/// SwiftUI's `gaugeStyle(_:)` and the initializers with `markedValueLabels` are not offered, so
/// SwiftUI code using them does not compile rather than silently showing another look.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let value: Double
    let bounds: ClosedRange<Double>

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        func text<Part: View>(_ part: Part?, _ index: Int) -> String? {
            guard let part else { return nil }
            let text = evaluation.labelText(part, at: path.appending(.index(index)), context: context)
            return text.isEmpty ? nil : text
        }
        evaluation.emit(
            GaugeComponent(
                title: evaluation.labelText(label, at: path, context: context), value: value,
                lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
                currentValueLabel: text(currentValueLabel, 1), minimumValueLabel: text(minimumValueLabel, 2),
                maximumValueLabel: text(maximumValueLabel, 3)),
            at: path, context: context, into: &output)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`, with labels for the current
    /// value and for the bounds at the bar's ends, as SwiftUI's
    /// `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`, with a label for the current
    /// value, as SwiftUI's `Gauge(value:in:label:currentValueLabel:)`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`, as SwiftUI's
    /// `Gauge(value:in:label:)`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }
}

/// A ``Gauge`` (GTK: a `GtkLevelBar` between its bounds' labels, under its label).
public struct GaugeComponent: ViewComponent {
    /// The label; empty for none.
    public var title: String
    /// The value, within the bounds (a value outside them is the nearest bound).
    public var value: Double
    /// The lowest value.
    public var lowerBound: Double
    /// The highest value.
    public var upperBound: Double
    /// The current value's label's text (`currentValueLabel`); `nil` for none.
    public var currentValueLabel: String?
    /// The minimum value's label's text, at the bar's start; `nil` for none.
    public var minimumValueLabel: String?
    /// The maximum value's label's text, at the bar's end; `nil` for none.
    public var maximumValueLabel: String?

    /// A gauge of `value`, clamped into `lowerBound...upperBound`.
    public init(
        title: String, value: Double, lowerBound: Double, upperBound: Double,
        currentValueLabel: String? = nil, minimumValueLabel: String? = nil, maximumValueLabel: String? = nil
    ) {
        self.title = title
        self.value = value.isNaN ? lowerBound : min(max(value, lowerBound), upperBound)
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The label.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The current value's label, said after the label.
    public var accessibilityValue: String? { currentValueLabel }
    /// The label.
    public var describedTitle: String { title }
    /// The bar fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
