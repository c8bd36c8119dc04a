import CGtk
import FocusUICore

extension TextFieldComponent: GtkRenderable {
    /// A `GtkEntry`.
    public typealias GtkRenderer = TextFieldGtkRenderer
}

/// Draws a `TextFieldComponent`: a `GtkEntry` whose placeholder and accessible name are the
/// title. Return runs `.onSubmit`, or without one activates the window's default button.
@MainActor
public final class TextFieldGtkRenderer: GtkComponentRenderer {
    let field: GtkEntryField

    /// An entry.
    public init(_ component: TextFieldComponent, context: GtkRenderContext) {
        field = GtkEntryField(component, secure: false)
    }

    /// The entry (which contains the `GtkText` that takes focus).
    public var widget: UnsafeMutablePointer<GtkWidget> { field.widget }

    /// Applies the text (only when the entry shows another), placeholder and alignment.
    public func update(from old: TextFieldComponent?, to new: TextFieldComponent) {
        field.update(from: old, to: new)
    }
}
