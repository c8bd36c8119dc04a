/// A view that shows or hides its content behind a disclosure control, as SwiftUI's
/// `DisclosureGroup`.
///
/// ```swift
/// Form {
///     Section("Network") {
///         DisclosureGroup("Proxy", isExpanded: $showsProxy) {
///             TextField("Host", text: $host)
///             TextField("Port", text: $port)
///         }
///     }
/// }
/// .formStyle(.grouped)
/// ```
///
/// On GTK it is a `GtkExpander` (a header that Space, Return or a click opens and closes, then
/// the content), and, as a row of a ``FormStyle/grouped`` form's section, libadwaita's
/// `AdwExpanderRow`, whose content views are rows below its header, as GNOME's Settings shows
/// them. The header is the Tab stop, a toggle named by the label's text that screen readers
/// say expanded or collapsed; Tab goes on into the content while it is shown. As in SwiftUI,
/// the content exists only while the group is expanded. A `.focused` binding on the group
/// contains focus while the header or anything inside has it, and a write to it focuses the
/// header.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var isExpandedHere = false

    /// A group whose expansion follows `isExpanded`, labelled by `label`, as SwiftUI's
    /// `DisclosureGroup(isExpanded:content:label:)`.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A group that keeps its own expansion (collapsed at first), labelled by `label`, as
    /// SwiftUI's `DisclosureGroup(content:label:)`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// The group's header and, while expanded, its content.
    public var body: some View {
        DisclosureGroupPrimitive(label: label, content: content, isExpanded: isExpanded ?? $isExpandedHere)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title` that keeps its own expansion, as SwiftUI's
    /// `DisclosureGroup(_:content:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled with a localized key that keeps its own expansion.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `title` whose expansion follows `isExpanded`, as SwiftUI's
    /// `DisclosureGroup(_:isExpanded:content:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A group titled with a localized key whose expansion follows `isExpanded`.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// A ``DisclosureGroup`` as evaluated: the header's title and state, and the content while
/// expanded (as rows when the group is a row of a grouped form's section).
struct DisclosureGroupPrimitive<Label: View, Content: View>: View, PrimitiveView {
    typealias Body = Never

    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let title = evaluation.labelText(label, at: path, context: context)
        let binding = isExpanded
        let component = DisclosureGroupComponent(
            title: title, isExpanded: binding.wrappedValue, isFormRow: context.isGroupedFormRow,
            setExpanded: ComponentAction { expanded in
                if binding.wrappedValue != expanded { binding.wrappedValue = expanded }
            })
        var children: [RenderSpec] = []
        if binding.wrappedValue {
            evaluation.expand(
                content, at: path.appending(.content),
                context: context.isGroupedFormRow ? context.forGroupedFormRows : context.forChildren,
                into: &children)
        }
        output.append(
            RenderSpec(
                path: path, element: context.finish(component), focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, tag: context.node.tag, children: children))
    }
}

/// A ``DisclosureGroup`` (GTK: a `GtkExpander`, or libadwaita's `AdwExpanderRow` as a row of a
/// grouped form's section).
public struct DisclosureGroupComponent: ViewComponent {
    /// The label's text: the header's title and accessible name.
    public var title: String
    /// Whether the content is shown.
    public var isExpanded: Bool
    /// Whether it is a row of a grouped form's section (an `AdwExpanderRow`).
    public var isFormRow: Bool
    /// Writes the expansion through the binding: the user opened or closed the group.
    public var setExpanded: ComponentAction<@MainActor (Bool) -> Void>

    /// A disclosure group.
    public init(
        title: String, isExpanded: Bool, isFormRow: Bool,
        setExpanded: ComponentAction<@MainActor (Bool) -> Void>
    ) {
        self.title = title
        self.isExpanded = isExpanded
        self.isFormRow = isFormRow
        self.setExpanded = setExpanded
    }

    /// It holds its content.
    public static var isContainer: Bool { true }
    /// The title.
    public var accessibleName: String? { title.isEmpty ? nil : title }
    /// The title.
    public var describedTitle: String { title }
    /// An expander row is another widget.
    public var structureKey: AnyHashable? { isFormRow }
    /// A group fills the width it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal] }

    /// The user opened or closed the group.
    @MainActor public func sendExpanded(_ expanded: Bool) {
        guard expanded != isExpanded else { return }
        setExpanded.value(expanded)
    }
}
