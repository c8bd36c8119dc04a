/// A push button with a title (GTK: `GtkButton`).
public struct Button: View, PrimitiveView {
    /// The body of a primitive is never evaluated.
    public typealias Body = Never

    /// The button's title.
    public let title: String
    /// What the button is for (``ButtonRole``), if anything in particular.
    public let role: ButtonRole?
    /// What a click does.
    public let action: @MainActor () -> Void

    /// A button titled `title` that runs `action` when clicked.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = nil
        self.action = action
    }

    /// A button titled `title` with a role, as SwiftUI's `init(_:role:action:)`: in an alert or
    /// confirmation dialog Escape runs the ``ButtonRole/cancel`` one; a
    /// ``ButtonRole/destructive`` one is drawn as dangerous.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = role
        self.action = action
    }

    func expand(
        at path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        if let pass = context.environment.alertButtonPass, (role == .cancel) != (pass == .cancel) {
            // An alert's button row keeps this button in its other pass (``AlertButtonRow``).
            return
        }
        var component = ButtonComponent(title: title, role: role, action: ComponentAction(action))
        var context = context
        if let alert = context.environment.alertButtonHandling {
            // In an alert every button closes it; the first plain one is the default (Return).
            let adopted = alert.adopt(role: role, action: action, shortcut: context.node.keyboardShortcut)
            component.action = ComponentAction(adopted.action)
            if adopted.isDefault { context.node.keyboardShortcut = .defaultAction }
            if let focus = adopted.focus { context.node.focusBindings.append(focus) }
        }
        evaluation.emit(component, at: path, context: context, into: &output)
        if role == .destructive {
            output[output.count - 1].element.modifiers.styleClasses.append("destructive-action")
        }
    }
}

/// A ``Button`` (GTK: `GtkButton`, the window's default widget with
/// `.keyboardShortcut(.defaultAction)`).
public struct ButtonComponent: ViewComponent {
    /// The title.
    public var title: String
    /// Its role (``ButtonRole``), if any.
    public var role: ButtonRole?
    /// What a click does.
    public var action: ComponentAction<@MainActor () -> Void>

    /// Tinted as GNOME's button styles.
    public static var tintKind: ComponentTintKind { .action }
    /// The title.
    public var accessibleName: String? { title }
    /// The title.
    public var describedTitle: String { title }
}
