/// What a button is for, as SwiftUI's `ButtonRole`: it changes how the button looks and, in an
/// alert or confirmation dialog, which key runs it.
///
/// ```swift
/// .alert("Delete “Ada”?", isPresented: $confirmingDelete) {
///     Button("Delete", role: .destructive) { store.delete(ada) }
///     Button("Cancel", role: .cancel) {}
/// }
/// ```
///
/// - ``cancel``: in an alert or dialog, Escape runs it (then the alert closes); it is never
///   the default button.
/// - ``destructive``: drawn as a dangerous action (GTK style class `destructive-action`; in an
///   alert, libadwaita's destructive response); in an alert or dialog, Return does not run it
///   unless it has `.keyboardShortcut(.defaultAction)`.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// Cancels the operation the alert or dialog asks about.
    public static let cancel = ButtonRole(name: "cancel")
    /// Deletes or destroys something.
    public static let destructive = ButtonRole(name: "destructive")
}
