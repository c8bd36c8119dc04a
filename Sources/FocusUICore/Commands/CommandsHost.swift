import FocusKit
import Observation

/// Keeps an app's menu commands evaluated: the standard ones and those of every
/// `.commands { }`, against the key window's focused values.
///
/// Re-evaluation is scheduled (coalesced) when a focused value that the commands read
/// changes, when the app's state changes, when an observable model they read changes
/// (`@ObservedObject`/`@FocusedObject`'s `objectWillChange`, an `@Observable` property read
/// during the evaluation), or when the scenes are re-evaluated; never otherwise (contract
/// rule 19).
@MainActor
final class CommandsHost {
    /// The evaluated sections, in menu order.
    private(set) var sections: [CommandSection] = []
    /// How many times the commands were evaluated, for tests.
    private(set) var evaluationCount = 0
    /// Told after every evaluation.
    var didChange: (@MainActor () -> Void)?
    /// The environment commands are evaluated in (`openWindow` works in them).
    var environment = EnvironmentValues()

    private let properties = PropertyStore()
    private let focusedValues: FocusedValueRegistry
    private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
    private var commands: [@MainActor (ViewPath, CommandsEvaluator) -> Void] = []
    private var standard: [CommandGroupPlacement: [CommandsEvaluator.Evaluated]] = [:]
    private var updateScheduled = false
    private var warned: Set<String> = []

    init(
        focusedValues: FocusedValueRegistry,
        schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
    ) {
        self.focusedValues = focusedValues
        self.schedule = schedule
    }

    /// Replaces the app's commands and the standard ones, and evaluates them now.
    func setCommands(
        _ commands: [@MainActor (ViewPath, CommandsEvaluator) -> Void],
        standard: [CommandGroupPlacement: [CommandsEvaluator.Evaluated]]
    ) {
        self.commands = commands
        self.standard = standard
        evaluate()
    }

    /// Asks for one coalesced re-evaluation.
    func setNeedsUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        schedule { [weak self] in
            guard let self, self.updateScheduled else { return }
            self.evaluate()
        }
    }

    /// Evaluates every command now and tells ``didChange``.
    func evaluate() {
        updateScheduled = false
        evaluationCount += 1
        let evaluator = CommandsEvaluator(
            properties: properties, focusedValues: focusedValues, environment: environment,
            invalidate: { [weak self] in self?.setNeedsUpdate() })
        evaluator.warn = { [weak self] message in
            guard let self, self.warned.insert(message).inserted else { return }
            self.focusedValues.warn(message)
        }
        // An `@Observable` property the commands read (a model behind `@FocusedValue(Model.self)`,
        // or one they hold) re-evaluates them when it changes, as it re-renders a view.
        let invalidate: @MainActor @Sendable () -> Void = { [weak self] in self?.setNeedsUpdate() }
        withObservationTracking {
            for (index, collect) in commands.enumerated() {
                collect(ViewPath.root.appending(.index(index)), evaluator)
            }
        } onChange: {
            MainQueueMarker.runOnMainActor(invalidate)
        }
        properties.retainOnly(evaluator.visited)

        var byPlacement = standard
        for group in evaluator.groups {
            var items = byPlacement[group.placement] ?? []
            switch group.position {
            case .replacing: items = group.items
            case .before: items = group.items + items
            case .after: items += group.items
            }
            byPlacement[group.placement] = items
        }
        var result: [CommandSection] = []
        func named(_ prefix: String, _ items: [CommandsEvaluator.Evaluated]) -> [CommandItem] {
            items.enumerated().map { index, item in
                CommandItem(
                    name: "\(prefix)-\(index)", title: item.title, shortcut: item.shortcut,
                    isDisabled: item.isDisabled, action: item.action, startsSection: item.startsSection,
                    kind: item.kind, iconName: item.iconName, textEditingCommand: item.textEditingCommand)
            }
        }
        for placement in CommandGroupPlacement.menuOrder {
            if let items = byPlacement[placement], !items.isEmpty {
                result.append(
                    CommandSection(placement: placement, menuTitle: nil, items: named(placement.name, items)))
            }
            if placement == CommandGroupPlacement.menusFollow {
                for (index, menu) in evaluator.menus.enumerated() {
                    result.append(
                        CommandSection(
                            placement: nil, menuTitle: menu.title,
                            items: named("menu\(index)-\(Self.actionName(menu.title))", menu.items)))
                }
            }
        }
        sections = result
        didChange?()
    }

    /// A title made fit for an action name: lowercase letters and digits, others as `-`.
    static func actionName(_ title: String) -> String {
        String(title.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
