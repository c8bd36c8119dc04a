import CGtk
import FocusUICore

extension SecureFieldComponent: GtkRenderable {
    /// A `GtkPasswordEntry`.
    public typealias GtkRenderer = SecureFieldGtkRenderer
}

/// Draws a `SecureFieldComponent`: a `GtkPasswordEntry` without a peek icon, whose password
/// never reaches the accessibility bus (`MaskedPasswordText`: the entry holds invisible
/// characters only).
@MainActor
public final class SecureFieldGtkRenderer: GtkComponentRenderer {
    let field: GtkEntryField

    /// A password entry.
    public init(_ component: SecureFieldComponent, context: GtkRenderContext) {
        field = GtkEntryField(component.field, secure: true)
    }

    /// The entry (which contains the `GtkText` that takes focus).
    public var widget: UnsafeMutablePointer<GtkWidget> { field.widget }

    /// Applies the password (only when it differs), placeholder and alignment.
    public func update(from old: SecureFieldComponent?, to new: SecureFieldComponent) {
        field.update(from: old?.field, to: new.field)
    }

    /// The password, for tests.
    var password: String { field.text }
}
