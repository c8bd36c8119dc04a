/// A control that turns an option on and off, as SwiftUI's `Toggle`.
///
/// It is a checkbox (GTK: `GtkCheckButton` labelled with the title) unless a
/// ``View/toggleStyle(_:)`` above it asks for a switch (a row of a label and a `GtkSwitch`) or
/// a button (`GtkToggleButton`).
///
/// ```swift
/// @State private var showsPreview = true
/// @FocusState private var focusedSetting: Setting?
///
/// Form {
///     Toggle("Show Preview", isOn: $showsPreview)
///         .focused($focusedSetting, equals: .preview)
/// }
/// ```
///
/// - **Focus in:** it is a Tab stop; when it gets focus a `.focused` state bound to it reads
///   its value, as for a text field.
/// - **Focus out:** the state becomes `nil` when focus leaves, or when the toggle is removed,
///   hidden or disabled while focused.
/// - **Write:** assigning its value to the state focuses it. Space (or a click) flips it and
///   writes the new value through `isOn`; a change of `isOn` from code updates the widget
///   without focusing it.
///
/// The title is its accessible name.
public struct Toggle: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The label, and the name screen readers announce.
    public let title: String
    /// Whether the option is on.
    public let isOn: Binding<Bool>

    /// A toggle titled `title` showing and changing `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        self.isOn = isOn
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let kind: ElementKind
        switch context.environment.toggleStyle {
        case .automatic, .checkbox: kind = .checkbox
        case .switch: kind = .toggleSwitch
        case .button: kind = .toggleButton
        }
        var element = Element(kind: kind)
        element.title = title
        element.isOn = isOn.wrappedValue
        element.toggleBinding = isOn
        evaluation.emit(element, at: path, context: context, into: &output)
    }
}
