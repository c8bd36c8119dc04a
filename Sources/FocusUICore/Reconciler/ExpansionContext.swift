/// What flows down the view tree while it is expanded: the environment (inherited by all
/// descendants) and the node modifiers waiting for the next primitive.
struct ExpansionContext {
    var environment: EnvironmentValues
    var node = NodeModifiers()
    /// Whether the views expanded here are rows of a grouped form's section themselves (not
    /// views inside a row): a picker is then a combo row, a `LabeledContent` an action row, a
    /// `DisclosureGroup` an expander row. Not inherited by a primitive's children.
    var isGroupedFormRow = false
    /// How a ``ScrollView`` scrolls the views expanded here, when they are its whole content: a
    /// lazy stack or grid here makes only the cells on screen (GTK: it is a list view, which
    /// scrolls itself). Not inherited by a primitive's children, so a lazy stack inside another
    /// view of the scroll view is built whole, as a plain stack.
    var lazyScroll: LazyScroll?

    /// The scrolling a lazy stack or grid takes over from its ``ScrollView``.
    struct LazyScroll {
        /// The one axis the scroll view scrolls along.
        var axis: Axis
        /// Whether it draws its scroll bar.
        var showsIndicators: Bool
    }

    /// The context for a primitive's children: same environment, no pending node modifiers;
    /// merged into the primitive when it is made one accessibility element
    /// (`.accessibilityElement(children: .combine)`).
    var forChildren: ExpansionContext {
        var children = ExpansionContext(environment: environment)
        // A list row's link is the row's own view (through `ForEach`, `Group` and modifiers),
        // not a view inside a stack of the row or inside a popover opened from it.
        children.environment.listRowLink = nil
        if node.accessibilityChildren?.mergesChildren == true {
            children.environment.isMergedIntoAccessibilityElement = true
        }
        return children
    }

    /// The context for the rows of a grouped form's section (``isGroupedFormRow``).
    var forGroupedFormRows: ExpansionContext {
        var rows = forChildren
        rows.isGroupedFormRow = true
        return rows
    }

    /// Resolves the pending modifiers and inherited values into a primitive's element.
    func finish(_ component: any ViewComponent) -> Element {
        var shared = SharedModifiers()
        shared.padding = node.padding
        shared.innerPadding = node.innerPadding
        shared.accessibilityLabel = node.accessibilityLabel
        shared.accessibilityHint = node.accessibilityHint
        shared.accessibilityIdentifier = node.accessibilityIdentifier
        shared.accessibilityValue = node.accessibilityValue
        shared.addedAccessibilityTraits = node.addedAccessibilityTraits
        shared.removedAccessibilityTraits = node.removedAccessibilityTraits
        shared.isAccessibilityHidden = environment.isAccessibilityHidden
        // Controls stay their own elements: they take focus, where a screen reader must say them.
        shared.isMergedIntoAccessibilityElement =
            environment.isMergedIntoAccessibilityElement
            && (component is TextComponent || component is ImageComponent)
        shared.keyboardShortcut = node.keyboardShortcut
        shared.help = node.help
        shared.isHidden = node.isHidden
        shared.opacity = node.opacity
        shared.frame = node.frameLayout
        shared.offset = node.offset
        // Text styles are inherited through the environment but applied to leaves only: GTK's
        // font classes are relative sizes, which would compound on a container and its texts.
        let kind = type(of: component)
        if !kind.isContainer {
            shared.styleClasses = environment.textStyleClasses + environment.tintClasses(for: kind.tintKind)
        }
        shared.styleClasses += node.decorationClasses
        shared.isAlert = node.isAlert
        shared.isInvalid = node.isInvalid
        shared.isDisabled = !environment.isEnabled
        if let focusable = node.isFocusable {
            shared.isFocusable = focusable
            shared.focusesOnClick = node.focusesOnClick
        }
        shared.isFocusEffectDisabled = environment.isFocusEffectDisabled
        var actions = SharedActions()
        actions.onExitCommand = node.onExitCommand
        actions.keyPressHandlers = node.keyPressHandlers
        // `.contextMenu` and `.accessibilityAction` may offer one action twice: shown once.
        actions.contextMenu = MenuItem.withoutRepeatedActions(node.contextMenu)
        actions.pointer = node.pointer
        return Element(component, modifiers: shared, actions: actions)
    }

    /// The combined `.onSubmit` actions above a text field, innermost first; `nil` when none.
    var submitAction: (@MainActor () -> Void)? {
        let actions = environment.submitActions
        guard !actions.isEmpty else { return nil }
        return {
            for action in actions.reversed() { action() }
        }
    }
}
