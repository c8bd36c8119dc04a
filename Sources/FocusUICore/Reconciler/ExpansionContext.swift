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
        if let tag = node.tag { element.tag = tag }
        if let help = node.help { element.help = help }
        element.isHidden = element.isHidden || node.isHidden
        element.opacity *= node.opacity
        if let width = node.frameWidth { element.frameWidth = width }
        if let height = node.frameHeight { element.frameHeight = height }
        element.frameLayout = node.frameLayout
        // Text styles are inherited through the environment but applied to leaves only: GTK's
        // font classes are relative sizes, which would compound on a container and its texts.
        if !element.kind.isContainer {
            element.styleClasses = environment.textStyleClasses + environment.tintClasses(for: element.kind)
            element.lineLimit = environment.lineLimit
            element.textAlignment = environment.multilineTextAlignment
        }
        element.isAlert = element.isAlert || node.isAlert
        element.isInvalid = element.isInvalid || node.isInvalid
        element.isDisabled = !environment.isEnabled
        if let exit = node.onExitCommand { element.onExitCommand = exit }
        element.keyPressHandlers = node.keyPressHandlers + element.keyPressHandlers
        if let focusable = node.isFocusable {
            element.isFocusable = focusable
            element.focusesOnClick = node.focusesOnClick
        }
        element.isFocusEffectDisabled = environment.isFocusEffectDisabled
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
