/// A control that increments and decrements a value, as SwiftUI's `Stepper` (GTK: a row of a
/// label and a `GtkSpinButton`, whose buttons and arrow keys step the value and whose entry
/// accepts a typed number).
///
/// ```swift
/// @State private var fontSize = 12
///
/// Stepper("Font Size: \(fontSize)", value: $fontSize, in: 8...72)
///     .focused($focusedSetting, equals: .fontSize)
/// ```
///
/// - **Focus in:** it is a Tab stop (GTK focuses the spin button's entry); a `.focused` state
///   bound to it reads its value.
/// - **Focus out:** the state becomes `nil` when focus leaves, including when the stepper is
///   removed, hidden or disabled while focused.
/// - **Write:** assigning its value to the state focuses it. Each step the user takes writes
///   the new value, clamped to the bounds, through `value`; a step goes from the value (272
///   down by 10 is 262) and a typed number is kept as typed, not snapped to a grid of steps; a
///   change of `value` from code updates the widget without focusing it.
/// - **Screen readers:** the new value is said as the user steps (GTK 4.8 sends no value
///   change; FocusUI makes it the spin button's description while focus is in it).
/// - **Return:** in the spin button's entry, Return takes the typed number and then
///   activates the window's default button (`.keyboardShortcut(.defaultAction)`, a sheet's
///   Save), as Return in a text field does. GTK's spin button does not do the second by
///   itself; SwiftUI's stepper on macOS has no entry.
///
/// The title is shown before the value and is its accessible name.
public struct Stepper: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The label, and the name screen readers announce.
    public let title: String
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double
    /// The label view of `init(value:in:step:label:)`, whose text is the title.
    private var labelView: AnyView?
    /// How the value is shown and read back, from a format style
    /// (`init(value:in:step:format:label:)`); `nil` shows the number.
    private var format: ValueFormat?

    /// A stepper titled `title` changing an integer `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: BinaryInteger>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.title = String(title)
        self.value = Binding(
            get: { Double(value.wrappedValue) },
            set: { value.wrappedValue = V(exactly: $0.rounded()) ?? value.wrappedValue })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(V(0).advanced(by: step))
    }

    /// A stepper titled `title` changing an integer `value` by `step`, bounded only by the
    /// widget's range (±2,147,483,647, GTK's limit for exact integers in a spin button here).
    public init<S: StringProtocol, V: BinaryInteger>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        let lower = V(clamping: Int32.min)
        let upper = V(clamping: Int32.max)
        self.init(title, value: value, in: lower...upper, step: step)
    }

    /// A stepper titled `title` changing a floating-point `value` by `step` within `bounds`;
    /// the widget shows as many decimals as `step` has (up to six).
    public init<S: StringProtocol, V: BinaryFloatingPoint>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) where V.Stride: BinaryFloatingPoint {
        self.title = String(title)
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
    }

    /// A stepper changing an integer `value` by `step` within `bounds`, labelled by a view, as
    /// SwiftUI's `init(value:in:step:label:)`: the label's text is its title (a label that
    /// shows the value, `Text("Rating: \(rating)")`, follows it).
    public init<V: BinaryInteger, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        self.init("", value: value, in: bounds, step: step)
        labelView = AnyView(label())
    }

    /// A stepper changing a floating-point `value` by `step` within `bounds`, labelled by a
    /// view, as SwiftUI's `init(value:in:step:label:)`.
    public init<V: BinaryFloatingPoint, Label: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init("", value: value, in: bounds, step: step)
        labelView = AnyView(label())
    }

    /// A stepper showing a floating-point `value` through a format style, changed by `step`
    /// within `bounds`, labelled by `label`, as SwiftUI's
    /// `init(value:in:step:format:label:onEditingChanged:)`:
    ///
    /// ```swift
    /// Stepper(value: $price, in: 0...100, step: 0.5, format: .currency(code: "EUR")) {
    ///     Text("Price")
    /// }
    /// ```
    ///
    /// GTK's spin button shows the formatted value ("€12.50") and reads what the user types
    /// through the format style's parse strategy, or as a plain number ("12.5"); text that
    /// neither reads keeps the value. No `onEditingChanged` (GTK's spin button has no press to
    /// report).
    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label
    )
    where
        F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String,
        F.FormatInput.Stride: BinaryFloatingPoint
    {
        self.init(value: value, in: bounds, step: step, label: label)
        self.format = ValueFormat(format, as: F.FormatInput.self)
    }

    /// A stepper showing a floating-point `value` through a format style, changed by `step`,
    /// as SwiftUI's `init(value:step:format:label:onEditingChanged:)` (see
    /// ``init(value:in:step:format:label:)``).
    public init<F: ParseableFormatStyle, Label: View>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label
    )
    where
        F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String,
        F.FormatInput.Stride: BinaryFloatingPoint
    {
        self.init(
            value: value, in: -F.FormatInput.greatestFiniteMagnitude...F.FormatInput.greatestFiniteMagnitude,
            step: step, format: format, label: label)
    }

    /// A stepper titled `title` showing a floating-point `value` through a format style, as
    /// SwiftUI's `init(_:value:in:step:format:onEditingChanged:)` (see
    /// ``init(value:in:step:format:label:)``).
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F
    )
    where
        F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String,
        F.FormatInput.Stride: BinaryFloatingPoint
    {
        self.init(title, value: value, in: bounds, step: step)
        self.format = ValueFormat(format, as: F.FormatInput.self)
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let title =
            labelView.map { evaluation.labelText($0, at: path.appending(.index(0)), context: context) }
            ?? title
        var stepper = ValueComponent(
            title: title, value: value.wrappedValue, range: bounds, step: step,
            isLabelHidden: context.environment.labelsHidden, binding: ComponentAction(value))
        if let format {
            stepper.formattedValue = format.text(value.wrappedValue)
            stepper.format = ComponentAction(format)
        }
        evaluation.emit(StepperComponent(value: stepper), at: path, context: context, into: &output)
    }
}

/// What a ``Stepper`` or ``Slider`` holds: a number in bounds, moved by steps.
public struct ValueComponent: Equatable {
    /// The title (a stepper's) or the label's text (a slider's).
    public var title: String
    /// The value, from the binding.
    public var value: Double
    /// The bounds.
    public var range: ClosedRange<Double>
    /// The increment; 0 for a continuous slider.
    public var step: Double
    /// Whether the title is not shown (`.labelsHidden()`); it still names the control.
    public var isLabelHidden: Bool = false
    /// The two-way binding, as a `Double`.
    public var binding: ComponentAction<Binding<Double>>
    /// The value as a format style writes it (a stepper's `format:`), or `nil` to show the
    /// number.
    public var formattedValue: String?
    /// The format style behind ``formattedValue``: writes any value, reads typed text.
    package var format: ComponentAction<ValueFormat?> = ComponentAction(nil)
    /// Whether a value the user sets snaps to a whole number of steps from the lower bound, as
    /// a slider's does in SwiftUI. A stepper's is only clamped: SwiftUI's steps from the value
    /// (272 down by 10 in `0...272` is 262), and a number typed into GTK's spin button stays as
    /// typed (500 in `1...5000` by 10 is 500, not 501).
    public var snapsToSteps = false

    /// How far one arrow key moves it: its step, or a hundredth of its range for a continuous
    /// slider.
    public var keyboardStep: Double {
        step > 0 ? step : (range.upperBound - range.lowerBound) / 100
    }

    /// `value` as a screen reader is told a slider's: with as many decimals as its values on
    /// the grid of steps can have (those of the keyboard step and of the lower bound, up to
    /// six), without trailing zeros ("7.5" by steps of 2.5, "5", "0.35" for a continuous slider
    /// in `0...1`). A stepper's is its spin button's text, as GTK shows it.
    package func spokenText(of value: Double) -> String {
        let decimals = max(Self.decimals(of: keyboardStep), Self.decimals(of: range.lowerBound))
        let scaled = (value * Self.power(of: decimals)).rounded()
        guard abs(scaled) < 1e15 else { return "\(value)" }
        var digits = String(Int64(abs(scaled)))
        if decimals > 0 {
            digits = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return scaled < 0 ? "-" + digits : digits
    }

    /// How many decimals `number` has, up to six.
    private static func decimals(of number: Double) -> Int {
        var decimals = 0
        while decimals < 6 {
            let scaled = number * power(of: decimals)
            if abs(scaled - scaled.rounded()) < 1e-9 * max(1, abs(scaled)) { break }
            decimals += 1
        }
        return decimals
    }

    private static func power(of exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// What the binding is given for `newValue` the user set: snapped to a whole number of
    /// steps from the lower bound (``snapsToSteps``), clamped to the bounds.
    package func settled(_ newValue: Double) -> Double {
        var snapped = newValue
        if step > 0, snapsToSteps {
            snapped = range.lowerBound + ((newValue - range.lowerBound) / step).rounded() * step
        }
        return min(max(snapped, range.lowerBound), range.upperBound)
    }

    /// The user changed the value: snapped to a whole number of steps from the lower bound
    /// (a slider with a step, ``snapsToSteps``), clamped to the bounds, and written through
    /// the binding unless it has it already.
    @MainActor public func sendValue(_ newValue: Double) {
        let clamped = settled(newValue)
        guard binding.value.wrappedValue != clamped else { return }
        binding.value.wrappedValue = clamped
    }
}

/// A ``Stepper`` (GTK: a row of a `GtkLabel` and a `GtkSpinButton`).
public struct StepperComponent: ViewComponent {
    /// Its value.
    public var value: ValueComponent
    /// The title.
    public var accessibleName: String? { value.title }
    /// The title.
    public var describedTitle: String { value.title }
}

extension StepperComponent {
    /// A stepper row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}

/// A format style for a control's number (``Stepper/init(value:in:step:format:label:)``): the
/// text it writes for a value, and the value it reads from text, as `Double`s.
package struct ValueFormat {
    /// The text for `value`.
    package let text: (Double) -> String
    /// The value `text` says through the style's parse strategy, or `nil`.
    package let parse: (String) -> Double?

    init<F: ParseableFormatStyle, V: BinaryFloatingPoint>(_ format: F, as type: V.Type)
    where F.FormatInput == V, F.FormatOutput == String {
        text = { format.format(V($0)) }
        parse = { text in (try? format.parseStrategy.parse(text)).map { Double($0) } }
    }
}
