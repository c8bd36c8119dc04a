/// A control for choosing one of several options, as SwiftUI's `Picker` (GTK: a row of a label
/// and a `GtkDropDown`).
///
/// Each option is a view in `content` (usually a ``Text``) identified by its
/// ``View/tag(_:)``, or by its id inside a ``ForEach``. Choosing an option writes its tag to
/// `selection`; the option whose tag equals `selection` is shown as chosen (none when no tag
/// equals it).
///
/// ```swift
/// enum Theme: Hashable { case system, light, dark }
/// @State private var theme = Theme.system
///
/// Picker("Theme", selection: $theme) {
///     Text("System").tag(Theme.system)
///     Text("Light").tag(Theme.light)
///     Text("Dark").tag(Theme.dark)
/// }
/// .focused($focusedSetting, equals: .theme)
/// ```
///
/// - **Focus in:** it is a Tab stop (GTK focuses the drop-down's button); a `.focused` state
///   bound to it reads its value.
/// - **Focus out:** the state becomes `nil` when focus leaves, including when the picker is
///   removed, hidden or disabled while focused. While its popup is open focus is in the popup,
///   and the state keeps its value until the popup closes elsewhere.
/// - **Write:** assigning its value to the state focuses it. A change of `selection` from code
///   updates the shown option without focusing it.
///
/// The title is shown before the drop-down and is its accessible name.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    let title: String?
    let label: Label?
    /// The chosen option's tag.
    public let selection: Binding<SelectionValue>
    /// The options.
    public let content: Content

    /// A picker labelled by `label` choosing among the tagged views of `content`, as SwiftUI's
    /// `Picker(selection:content:label:)`. The label's text is its title.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        title = nil
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        // The options are evaluated like children (their views may have state), but they are
        // entries of the drop-down's list rather than widgets of their own.
        var specs: [RenderSpec] = []
        evaluation.expand(content, at: path.appending(.content), context: context.forChildren, into: &specs)
        let options = specs.flatMap(Self.options)
        let choice = TaggedSelection(tags: options.map(\.tag), selection: selection)
        let text = title ?? label.map { evaluation.labelText($0, at: path, context: context) } ?? ""
        let picker = PickerComponent(
            title: text, isLabelHidden: context.environment.labelsHidden, options: options.map(\.label),
            selectedIndex: choice.selectedIndex, select: ComponentAction { _ = choice.choose($0) })
        switch context.environment.pickerStyle {
        case .automatic, .menu, .wheel, .navigationLink:
            evaluation.emit(
                DropDownPickerComponent(picker: picker, isFormRow: context.isGroupedFormRow), at: path,
                context: context, into: &output)
        case .segmented, .palette:
            evaluation.emit(
                SegmentedPickerComponent(picker: picker), at: path, context: context, into: &output)
        case .radioGroup, .inline:
            evaluation.emit(
                RadioGroupPickerComponent(picker: picker), at: path, context: context, into: &output)
        }
    }

    /// The options of one evaluated view: itself when it is tagged or has no children, else
    /// its children's options. A tagged container (an `HStack` of texts) is one option labelled
    /// with its texts.
    private static func options(_ spec: RenderSpec) -> [(tag: AnyHashable?, label: String)] {
        if spec.tag != nil || spec.children.isEmpty {
            return [(spec.tag, label(spec))]
        }
        return spec.children.flatMap(options)
    }

    /// An option's label: its texts, without its images (a `Label`'s icon, whose described
    /// title is its icon's name).
    private static func label(_ spec: RenderSpec) -> String {
        if spec.element.component is ImageComponent { return "" }
        if spec.children.isEmpty { return spec.element.describedTitle }
        return spec.children.map(label).filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` choosing among the tagged views of `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.title = String(title)
        label = nil
        self.selection = selection
        self.content = content()
    }

    /// A picker titled with a localized key choosing among the tagged views of `content`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(titleKey.plainText, selection: selection, content: content)
    }
}

/// What a ``Picker`` is, whatever its style.
public struct PickerComponent: Equatable {
    /// The title.
    public var title: String
    /// Whether the title is not shown (`.labelsHidden()`); it still names the picker.
    public var isLabelHidden: Bool = false
    /// The option labels, in order.
    public var options: [String]
    /// The index in ``options`` of the selection; `nil` when no option's tag equals it.
    public var selectedIndex: Int?
    /// Writes the tag of the option at an index through the selection binding.
    public var select: ComponentAction<@MainActor (Int) -> Void>

    /// The user chose the option at `index`; an index outside ``options`` is ignored.
    @MainActor public func sendSelection(_ index: Int) {
        guard options.indices.contains(index), index != selectedIndex else { return }
        select.value(index)
    }
}

/// A ``Picker`` (`.menu` or automatic style; GTK: a row of a `GtkLabel` and a `GtkDropDown`;
/// as a row of a grouped form's section, libadwaita's `AdwComboRow`).
public struct DropDownPickerComponent: ViewComponent {
    /// The picker.
    public var picker: PickerComponent
    /// Whether it is a row of a grouped form's section (GTK: an `AdwComboRow`, the row itself
    /// a Tab stop and the focus field).
    public var isFormRow: Bool

    /// A drop-down picker; a combo row when `isFormRow`.
    public init(picker: PickerComponent, isFormRow: Bool = false) {
        self.picker = picker
        self.isFormRow = isFormRow
    }

    /// A combo row is another widget.
    public var structureKey: AnyHashable? { isFormRow }
    /// Not tinted.
    public static var tintKind: ComponentTintKind { .none }
    /// The title.
    public var accessibleName: String? { picker.title }
    /// The title.
    public var describedTitle: String { picker.title }
}

/// A ``Picker`` with `.pickerStyle(.segmented)` (GTK: a row of a `GtkLabel` and linked, grouped
/// `GtkToggleButton`s, each a Tab stop).
public struct SegmentedPickerComponent: ViewComponent {
    /// The picker.
    public var picker: PickerComponent
    /// The title.
    public var accessibleName: String? { picker.title }
    /// The title.
    public var describedTitle: String { picker.title }
}

/// A ``Picker`` with `.pickerStyle(.radioGroup)` (GTK: a row of a `GtkLabel` and grouped
/// `GtkCheckButton`s).
public struct RadioGroupPickerComponent: ViewComponent {
    /// The picker.
    public var picker: PickerComponent
    /// The title.
    public var accessibleName: String? { picker.title }
    /// The title.
    public var describedTitle: String { picker.title }
}

extension DropDownPickerComponent {
    /// A picker row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}

extension SegmentedPickerComponent {
    /// A picker row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}

extension RadioGroupPickerComponent {
    /// A picker row fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }
}
