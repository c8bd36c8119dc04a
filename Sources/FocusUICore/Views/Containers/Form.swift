/// A container of controls laid out as a form, as SwiftUI's `Form`; ``View/formStyle(_:)``
/// decides how.
///
/// - ``FormStyle/grouped``: a GNOME preferences page (libadwaita's `AdwPreferencesPage`,
///   which scrolls), each ``Section`` a boxed list of rows; views outside any section are the
///   rows of an untitled group (each run of them one group), as SwiftUI draws them.
/// - ``FormStyle/automatic`` and ``FormStyle/columns``: a vertical `GtkBox` with the `form`
///   style class, rows 12 apart.
///
/// Tab goes through the controls in order, whatever the style.
public struct Form<Content: View>: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The controls.
    public let content: Content

    /// A form with the built content. As in SwiftUI, the closure runs here, once per
    /// evaluation of the enclosing view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let isGrouped = context.environment.formStyle == .grouped
        var context = context
        if isGrouped {
            context.environment.isInGroupedForm = true
            // As SwiftUI: a toggle of the automatic style is a switch in a grouped form.
            if context.environment.toggleStyle == .automatic { context.environment.toggleStyle = .switch }
        } else {
            context.environment.isInGroupedForm = false
            evaluation.emit(
                FormComponent(isGrouped: false), content: content, at: path, context: context, into: &output)
            return
        }
        // Views outside any `Section` are rows of an untitled group, as SwiftUI draws a grouped
        // form's loose rows in one group: labelled rows, not bare fields.
        var children: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.content), context: context.forGroupedFormRows, into: &children)
        output.append(
            RenderSpec(
                path: path, element: context.finish(FormComponent(isGrouped: true)),
                focusBindings: context.node.focusBindings, focusedValues: context.node.focusedValues,
                tag: context.node.tag,
                children: Self.groupingLooseRows(children, context: context.forChildren)))
    }

    /// Each run of specs that are not sections, in an untitled grouped section of its own.
    private static func groupingLooseRows(_ children: [RenderSpec], context: ExpansionContext) -> [RenderSpec]
    {
        var grouped: [RenderSpec] = []
        var loose: [RenderSpec] = []
        func closeRun() {
            guard let first = loose.first else { return }
            grouped.append(
                RenderSpec(
                    path: first.path.appending(.id("FocusUI.implicitSection")),
                    element: context.finish(SectionComponent(title: nil, isGrouped: true)), focusBindings: [],
                    children: loose))
            loose = []
        }
        for child in children {
            if child.element.component is SectionComponent {
                closeRun()
                grouped.append(child)
            } else {
                loose.append(child)
            }
        }
        closeRun()
        return grouped
    }
}

/// A ``Form`` (GTK: a libadwaita `AdwPreferencesPage` when grouped, else a vertical `GtkBox`
/// with the `form` style class).
public struct FormComponent: ViewComponent {
    /// Whether it is drawn ``FormStyle/grouped``.
    public var isGrouped: Bool

    /// A form.
    public init(isGrouped: Bool = false) {
        self.isGrouped = isGrouped
    }

    /// It holds its content.
    public static var isContainer: Bool { true }
    /// Grouped or not: another widget.
    public var structureKey: AnyHashable? { isGrouped }
}

extension FormComponent {
    /// A form fills the room it is offered.
    public var flexibleAxes: Axis.Set { [.horizontal, .vertical] }
}
