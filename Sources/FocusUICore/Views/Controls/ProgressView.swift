/// Progress of a task, as SwiftUI's `ProgressView`: spinning while the amount is unknown
/// (GTK: `GtkSpinner`), a bar filling up when it is known (GTK: `GtkProgressBar`), with its
/// label above.
///
/// ```swift
/// ProgressView()                                  // spinning
/// ProgressView("Syncing…")                        // spinning, labelled
/// ProgressView("Downloading", value: 0.4)         // a bar, 40 %
/// ProgressView(value: done, total: Double(count)) { Text("Importing") }
/// ```
///
/// It is not a Tab stop. Screen readers read it as a progress bar named by its label, with its
/// value. Different on GTK: a `.circular` style with a known amount is a bar (GTK has no
/// circular bar); an unknown amount is a spinner in either style.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?

    /// A progress view of `value` out of `total`, labelled by `label`, as SwiftUI's
    /// `ProgressView(value:total:label:currentValueLabel:)`. A `nil` value spins.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        title = nil
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        fraction = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let text = title ?? label.map { evaluation.labelText($0, at: path, context: context) } ?? ""
        let detail = currentValueLabel.map {
            evaluation.labelText($0, at: path.appending(.index(1)), context: context)
        }
        evaluation.emit(
            ProgressComponent(
                title: text, fraction: fraction, currentValue: detail?.isEmpty == false ? detail : nil),
            at: path, context: context, into: &output)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view of `value` out of `total`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        currentValueLabel = nil
        fraction = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }

    /// A spinning progress view labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        currentValueLabel = nil
        fraction = nil
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinning progress view without a label; give it `.accessibilityLabel` when nothing
    /// near it says what is in progress.
    public init() {
        title = ""
        label = nil
        currentValueLabel = nil
        fraction = nil
    }

    /// A progress view of `value` out of `total`, without a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        title = ""
        label = nil
        currentValueLabel = nil
        fraction = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinning progress view titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.title = String(title)
        label = nil
        currentValueLabel = nil
        fraction = nil
    }

    /// A spinning progress view titled with a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(titleKey.plainText)
    }

    /// A progress view titled `title` of `value` out of `total`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.title = String(title)
        label = nil
        currentValueLabel = nil
        fraction = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }

    /// A progress view titled with a localized key of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
        self.init(titleKey.plainText, value: value, total: total)
    }
}

/// A ``ProgressView`` (GTK: `GtkSpinner` or `GtkProgressBar`, under its label).
public struct ProgressComponent: ViewComponent {
    /// The label; empty for none.
    public var title: String
    /// How much is done, 0 to 1; `nil` while unknown (a spinner).
    public var fraction: Double?
    /// The current value's own label (`currentValueLabel`), shown on the bar.
    public var currentValue: String?

    /// The label.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The current value's label, said after the label.
    public var accessibilityValue: String? { currentValue }
    /// The label.
    public var describedTitle: String { title }
    /// A spinner and a bar are different widgets.
    public var structureKey: AnyHashable? { fraction == nil }
    /// A bar fills the width it is offered; a spinner does not.
    public var flexibleAxes: Axis.Set { fraction == nil ? [] : [.horizontal] }
}

/// How progress views look, as SwiftUI's progress view styles.
public enum ProgressViewStyle: Hashable, Sendable {
    /// The platform's: a bar for a known amount, a spinner for an unknown one.
    case automatic
    /// A bar (a spinner for an unknown amount).
    case linear
    /// A circle: a spinner for an unknown amount, a bar for a known one on GTK.
    case circular
}

extension View {
    /// Sets the style of the progress views in this view, as SwiftUI's `progressViewStyle(_:)`.
    /// Different on GTK: every style is a bar for a known amount and a spinner for an unknown
    /// one, so this has no visible effect.
    public func progressViewStyle(_ style: ProgressViewStyle) -> some View {
        self
    }
}
