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
public struct Toggle<Label: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let label: Label?
    /// Whether the option is on.
    public let isOn: Binding<Bool>

    /// A toggle labelled by `label`, as SwiftUI's `Toggle(isOn:label:)`. The label's text is
    /// its title (an image in the label is not drawn: GTK's check button and switch row show
    /// text).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.isOn = isOn
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let text = title ?? label.map { evaluation.labelText($0, at: path, context: context) } ?? ""
        let toggle = ToggleComponent(
            title: text, isOn: isOn.wrappedValue, isLabelHidden: context.environment.labelsHidden,
            binding: ComponentAction(isOn))
        switch context.environment.toggleStyle {
        case .automatic, .checkbox:
            evaluation.emit(CheckboxComponent(toggle: toggle), at: path, context: context, into: &output)
        case .switch:
            evaluation.emit(SwitchComponent(toggle: toggle), at: path, context: context, into: &output)
        case .button:
            evaluation.emit(ToggleButtonComponent(toggle: toggle), at: path, context: context, into: &output)
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title` showing and changing `isOn`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        label = nil
        self.isOn = isOn
    }

    /// A toggle titled with a localized key showing and changing `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(titleKey.plainText, isOn: isOn)
    }
}

extension Toggle where Label == FocusUICore.Label<Text, Image> {
    /// A toggle titled `title` with an icon, as SwiftUI's `Toggle(_:systemImage:isOn:)`.
    /// Different on GTK: the icon is not drawn; GTK's check box, switch row and toggle button
    /// show the title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.title = String(title)
        label = nil
        self.isOn = isOn
    }
}

/// What a ``Toggle`` is, whatever its style.
public struct ToggleComponent: Equatable {
    /// The title.
    public var title: String
    /// Whether it is on, from the binding.
    public var isOn: Bool
    /// Whether the title is not shown (`.labelsHidden()`); it still names the toggle.
    public var isLabelHidden: Bool = false
    /// The two-way binding the backend writes the user's clicks through.
    public var binding: ComponentAction<Binding<Bool>>

    /// The user toggled it: written through the binding unless it has the value already.
    @MainActor public func sendToggle(_ isOn: Bool) {
        guard binding.value.wrappedValue != isOn else { return }
        binding.value.wrappedValue = isOn
    }
}

/// A ``Toggle`` as a check box (the default style; GTK: `GtkCheckButton` labelled with the title).
public struct CheckboxComponent: ViewComponent {
    /// The toggle.
    public var toggle: ToggleComponent
    /// The title.
    public var accessibleName: String? { toggle.title }
    /// The title.
    public var describedTitle: String { toggle.title }
    /// A toggle.
    public static var accessibilityTraits: AccessibilityTraits { .isToggle }
}

/// A ``Toggle`` with `.toggleStyle(.switch)` (GTK: a row of a `GtkLabel` and a `GtkSwitch`).
public struct SwitchComponent: ViewComponent {
    /// The toggle.
    public var toggle: ToggleComponent
    /// The title.
    public var accessibleName: String? { toggle.title }
    /// The title.
    public var describedTitle: String { toggle.title }
    /// A toggle.
    public static var accessibilityTraits: AccessibilityTraits { .isToggle }
}

/// A ``Toggle`` with `.toggleStyle(.button)` (GTK: `GtkToggleButton` labelled with the title).
public struct ToggleButtonComponent: ViewComponent {
    /// The toggle.
    public var toggle: ToggleComponent
    /// Tinted as GNOME's button styles.
    public static var tintKind: ComponentTintKind { .action }
    /// The title.
    public var accessibleName: String? { toggle.title }
    /// The title.
    public var describedTitle: String { toggle.title }
    /// A toggle.
    public static var accessibilityTraits: AccessibilityTraits { .isToggle }
}

extension SwitchComponent {
    /// A switch row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
