/// One evaluation of an app's commands: attaches their dynamic properties, expands the views
/// inside ``CommandMenu`` and ``CommandGroup`` and collects their buttons.
@MainActor
final class CommandsEvaluator {
    private let properties: PropertyStore
    private let focusedValues: FocusedValueRegistry
    private let invalidate: @MainActor () -> Void
    private let environment: EnvironmentValues
    /// Reports command content that cannot be shown (once per message, by the host).
    var warn: (String) -> Void = { _ in }
    private(set) var visited: Set<ViewPath> = []
    private(set) var menus: [(title: String, items: [Evaluated])] = []
    private(set) var groups:
        [(placement: CommandGroupPlacement, position: CommandGroupPosition, items: [Evaluated])] = []

    /// A button, toggle or picker found in command content.
    struct Evaluated {
        let title: String
        let shortcut: KeyboardShortcut?
        let isDisabled: Bool
        let action: @MainActor () -> Void
        /// A `Divider()` came before it.
        var startsSection = false
        var kind: CommandItem.Kind = .action
        var iconName: String?
        var textEditingCommand: TextEditingCommand?
    }

    init(
        properties: PropertyStore, focusedValues: FocusedValueRegistry, environment: EnvironmentValues,
        invalidate: @escaping @MainActor () -> Void
    ) {
        self.properties = properties
        self.environment = environment
        self.focusedValues = focusedValues
        self.invalidate = invalidate
    }

    /// Collects `commands` at `path`: a primitive group adds itself; a composite one has its
    /// `@FocusedValue`s and `@State`s attached, then its body is collected.
    func collect<C: Commands>(_ commands: C, at path: ViewPath) {
        if let primitive = commands as? any PrimitiveCommands {
            primitive.collect(at: path, in: self)
            return
        }
        let commandsPath = path.appending(.type(ObjectIdentifier(C.self)))
        visited.insert(commandsPath)
        properties.attach(
            commands, at: commandsPath, environment: environment, focusScope: .app,
            focusedValues: focusedValues, invalidate: invalidate)
        collect(commands.body, at: commandsPath)
    }

    /// The buttons `content` produces, in order.
    func items<Content: View>(of content: Content, at path: ViewPath) -> [Evaluated] {
        let evaluation = Evaluation(
            properties: properties, focusScope: .app, focusedValues: focusedValues, invalidate: invalidate)
        var specs: [RenderSpec] = []
        evaluation.expand(
            content, at: path.appending(.content),
            context: ExpansionContext(environment: environment),
            into: &specs)
        visited.formUnion(evaluation.visitedViews)
        var result: [Evaluated] = []
        var dividerBefore = false
        // Depth first, in order, without a nested function (which the optimizer's region
        // analysis takes for a closure that captures each element).
        var pending = Array(specs.reversed())
        while let spec = pending.popLast() {
            let element = spec.element
            var evaluated: Evaluated?
            if let button = element.component(as: ButtonComponent.self) {
                evaluated = Evaluated(
                    title: button.title, shortcut: element.modifiers.keyboardShortcut,
                    isDisabled: element.modifiers.isDisabled, action: button.action.value,
                    iconName: MenuControlReading.iconName(in: spec))
            } else if let toggle = MenuControlReading.toggle(of: element) {
                evaluated = Evaluated(
                    title: toggle.title, shortcut: element.modifiers.keyboardShortcut,
                    isDisabled: element.modifiers.isDisabled, action: { toggle.sendToggle(!toggle.isOn) },
                    kind: .toggle(isOn: toggle.isOn))
            } else if let (picker, isInline) = MenuControlReading.picker(of: element) {
                evaluated = Evaluated(
                    title: picker.title, shortcut: nil, isDisabled: element.modifiers.isDisabled, action: {},
                    kind: .picker(
                        options: picker.options, selectedIndex: picker.selectedIndex, isInline: isInline,
                        select: picker.select.value))
            }
            if var evaluated {
                evaluated.startsSection = dividerBefore && !result.isEmpty
                result.append(evaluated)
                dividerBefore = false
                // A button's label, a toggle's or picker's options are not items of their own.
                continue
            } else if element.component is DividerComponent {
                // A menu section starts at the next button.
                dividerBefore = true
            } else if !type(of: element.component).isContainer && !(element.component is SpacerComponent) {
                let message =
                    "commands show only buttons, toggles and pickers; \(type(of: element.component)) "
                    + "\"\(element.describedTitle)\" in a command menu is not shown"
                warn(message)
            }
            pending.append(contentsOf: spec.children.reversed())
        }
        return result
    }

    func addMenu(_ title: String, items: [Evaluated]) {
        menus.append((title, items))
    }

    func addGroup(
        _ placement: CommandGroupPlacement, position: CommandGroupPosition, items: [Evaluated]
    ) {
        groups.append((placement, position, items))
    }
}
