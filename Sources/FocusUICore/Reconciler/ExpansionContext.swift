/// What flows down the view tree while it is expanded: the environment (inherited by all
/// descendants) and the node modifiers waiting for the next primitive.
struct ExpansionContext {
    var environment: EnvironmentValues
    var node = NodeModifiers()

    /// The context for a primitive's children: same environment, no pending node modifiers.
    var forChildren: ExpansionContext {
        ExpansionContext(environment: environment)
    }

    /// Resolves the pending modifiers and inherited values into a primitive's element.
    func finish(_ element: Element) -> Element {
        var element = element
        element.padding = element.padding + node.padding
        if let label = node.accessibilityLabel { element.accessibilityLabel = label }
        if let hint = node.accessibilityHint { element.accessibilityHint = hint }
        if let shortcut = node.keyboardShortcut { element.keyboardShortcut = shortcut }
        element.isAlert = element.isAlert || node.isAlert
        element.isInvalid = element.isInvalid || node.isInvalid
        element.isDisabled = !environment.isEnabled
        if element.kind == .textField || element.kind == .secureField {
            // Innermost `.onSubmit` first: the closest one is the most specific.
            let actions = environment.submitActions
            if !actions.isEmpty {
                element.onSubmit = {
                    for action in actions.reversed() { action() }
                }
            }
        }
        return element
    }
}
