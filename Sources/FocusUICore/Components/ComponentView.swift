/// A view your package draws itself: a control backed by a toolkit widget of your choosing, as
/// FocusUI's own controls are.
///
/// Describe the control as a ``ViewComponent`` value and return it from
/// ``makeComponent(in:)``; the reconciler does the rest: it keeps one renderer per view
/// (GTK: your `GtkComponentRenderer`; headless: your `HeadlessComponentRenderer`), gives it
/// the new component when it differs from the last one, and applies every shared modifier
/// (`.padding`, `.frame`, `.disabled`, `.hidden()`, `.accessibilityLabel`, `.help`,
/// `.focused`, `.focusable()`, `.onKeyPress`) around it, so `.focused($state, equals: value)`
/// works on your control as on a `TextField` (the focus contract's rule 20).
///
/// ```swift
/// public struct ColorWell: ComponentView {
///     public let title: String
///     @Binding public var color: RGBColor
///
///     public func makeComponent(in environment: EnvironmentValues) -> ColorWellComponent {
///         ColorWellComponent(title: title, color: color, binding: ComponentAction($color))
///     }
/// }
/// ```
///
/// The view is a leaf: it has no child views. See the article "Adding a control" for the
/// component and its renderers, with the worked example in `Examples/ColorWell`.
@MainActor
@preconcurrency
public protocol ComponentView: View where Body == Never {
    /// The component it describes itself as.
    associatedtype Component: ViewComponent

    /// The component for this render; `environment` is the view's environment (its font,
    /// whether it is enabled, what you put there).
    func makeComponent(in environment: EnvironmentValues) -> Component
}

extension ComponentView {
    /// Emits the component as a leaf.
    func expandComponent(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.emit(makeComponent(in: context.environment), at: path, context: context, into: &output)
    }
}
