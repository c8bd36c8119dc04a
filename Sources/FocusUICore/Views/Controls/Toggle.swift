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
        let toggle = ToggleComponent(title: title, isOn: isOn.wrappedValue, binding: ComponentAction(isOn))
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

/// What a ``Toggle`` is, whatever its style.
public struct ToggleComponent: Equatable {
    /// The title.
    public var title: String
    /// Whether it is on, from the binding.
    public var isOn: Bool
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
}

/// A ``Toggle`` with `.toggleStyle(.switch)` (GTK: a row of a `GtkLabel` and a `GtkSwitch`).
public struct SwitchComponent: ViewComponent {
    /// The toggle.
    public var toggle: ToggleComponent
    /// The title.
    public var accessibleName: String? { toggle.title }
    /// The title.
    public var describedTitle: String { toggle.title }
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
}
