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
        var element = Element(kind: .button)
        element.title = title
        element.action = action
        var context = context
        if let alert = context.environment.alertButtonHandling {
            // In an alert every button closes it; the first plain one is the default (Return).
            let adopted = alert.adopt(role: role, action: action, shortcut: context.node.keyboardShortcut)
            element.action = adopted.action
            if adopted.isDefault { context.node.keyboardShortcut = .defaultAction }
            if let focus = adopted.focus { context.node.focusBindings.append(focus) }
        }
        guard role == .destructive else {
            evaluation.emit(element, at: path, context: context, into: &output)
            return
        }
        var finished = context.finish(element)
        finished.styleClasses.append("destructive-action")
        output.append(
            RenderSpec(
                path: path, element: finished, focusBindings: context.node.focusBindings,
                focusedValues: context.node.focusedValues, children: []))
    }
}
