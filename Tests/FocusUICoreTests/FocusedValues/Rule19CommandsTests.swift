import TestViews
import Testing

@testable import FocusKit
@testable import FocusKitTestSupport
@testable import FocusUICore
@testable import FocusUITesting

private struct ReplacingApp: App {
    var body: some Scene {
        WindowGroup("Main") {
            SessionWindow()
        }
        .commands {
            CommandGroup(replacing: .windowArrangement) {
                Button("Close All") {}
            }
            CommandGroup(before: .help) {
                Button("Guide") {}
                    .keyboardShortcut(.upArrow, modifiers: [.option, .shift])
            }
        }
    }
}

private struct IncrementActionKey: FocusedValueKey {
    typealias Value = () -> Void
}

extension FocusedValues {
    fileprivate var increment: (() -> Void)? {
        get { self[IncrementActionKey.self] }
        set { self[IncrementActionKey.self] = newValue }
    }
}

/// SwiftUI's usual menu command: the window publishes a closure, the app's `@FocusedValue`
/// reads it in `.commands`.
private struct ClosureCommandApp: App {
    @FocusedValue(\.increment) var increment

    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
        .commands {
            CommandGroup(replacing: .newItem) {
                Button("Increment") { increment?() }
                    .disabled(increment == nil)
            }
        }
    }
}

private struct CounterView: View {
    @State var count = 0

    var body: some View {
        Text("count \(count)")
            .focusedSceneValue(\.increment, { count += 1 })
    }
}

@MainActor
@Suite("Rule 19: commands read the key window's focused values")
struct Rule19CommandsTests {
    let backend = HeadlessBackend()

    private func item(_ title: String, in app: AppHost<HeadlessBackend>) -> CommandItem? {
        app.commandSections.flatMap(\.items).first { $0.title == title }
    }

    private func signIn(_ window: WindowContext) {
        backend.widget(.button, "Sign In", in: window.id)!.element!.sendAction()
        backend.runUpdates()
    }

    private func name(in app: AppHost<HeadlessBackend>, _ window: WindowContext) -> String? {
        (app.host(for: window.id)!.properties.storages(named: "_name").first as! StateBox<String?>).value
    }

    @Test func standardGroupsCommandMenusAndGroupsAppearInMenuOrder() {
        let app = AppHost(CommandsApp(), backend: backend)
        app.launch()
        backend.runUpdates()
        let layout = app.commandSections.map {
            ($0.placement?.name ?? "menu \($0.menuTitle!)", $0.items.map(\.title))
        }
        #expect(
            layout.map(\.0) == [
                "new-item", "menu Account", "undo-redo", "pasteboard", "text-editing", "window-arrangement",
            ])
        #expect(
            layout.map(\.1) == [
                ["New Window", "Extra"], ["Sign Out"], ["Undo", "Redo"], ["Cut", "Copy", "Paste"],
                ["Select All"],
                ["Close Window"],
            ])
        #expect(item("Sign Out", in: app)?.shortcut == KeyboardShortcut("o", modifiers: [.command, .shift]))
        #expect(item("New Window", in: app)?.shortcut == KeyboardShortcut("n", modifiers: .command))
        // Names are unique and fit for GAction names.
        let names = app.commandSections.flatMap(\.items).map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        // Quit exists only when the toolkit can quit.
        var quits = 0
        app.quitAction = { quits += 1 }
        item("Quit", in: app)?.action()
        #expect(quits == 1)
        #expect(item("Quit", in: app)?.shortcut == KeyboardShortcut("q"))
    }

    /// A closure the window publishes cannot be compared, so each render of the window
    /// publishes a changed value: the app's reader re-evaluates its commands, not its windows,
    /// or the two would render each other without end (a newcomer's app never drew).
    @Test func aClosureTheAppReadsRefreshesItsCommandsWithoutRenderingItsWindowsAgain() {
        let app = AppHost(ClosureCommandApp(), backend: backend)
        app.launch()
        // The window manager activates the window: its focused values are the app's.
        backend.settle()
        #expect(!backend.hasPendingUpdates, "settled")
        let window = app.openWindows[0]
        let renders = app.host(for: window.id)!.renderCount
        #expect(item("Increment", in: app)?.isDisabled == false)
        item("Increment", in: app)?.action()
        backend.runUpdates()
        #expect(!backend.hasPendingUpdates, "settled")
        let count = app.host(for: window.id)!.properties.storages(named: "_count").first as! StateBox<Int>
        #expect(count.value == 1)
        #expect(app.host(for: window.id)!.renderCount == renders + 1, "the write's render only")
        item("Increment", in: app)?.action()
        backend.runUpdates()
        #expect(count.value == 2, "the newest closure runs")
    }

    @Test func replacingBeforeAndAfterChangeTheStandardGroups() {
        let app = AppHost(ReplacingApp(), backend: backend)
        app.launch()
        #expect(item("Close Window", in: app) == nil)
        let sections = app.commandSections.map { ($0.placement, $0.items.map(\.title)) }
        #expect(
            sections.map(\.0) == [.newItem, .undoRedo, .pasteboard, .textEditing, .windowArrangement, .help])
        #expect(
            sections.map(\.1) == [
                ["New Window"], ["Undo", "Redo"], ["Cut", "Copy", "Paste"], ["Select All"], ["Close All"],
                ["Guide"],
            ])
    }

    @Test func aCommandIsEnabledOnlyWhileTheKeyWindowPublishesWhatItNeeds() {
        let app = AppHost(CommandsApp(), backend: backend)
        app.launch()
        app.launch()
        // The window manager activates the windows presented, as on GTK.
        backend.settle()
        let (first, second) = (app.openWindows[0], app.openWindows[1])
        #expect(backend.focusCoordinator.keyWindow == second.id)
        #expect(item("Sign Out", in: app)?.isDisabled == true)
        backend.toolkit.activate(first.id)
        signIn(first)
        #expect(item("Sign Out", in: app)?.isDisabled == false)
        backend.toolkit.activate(second.id)
        backend.runUpdates()
        #expect(item("Sign Out", in: app)?.isDisabled == true)
        backend.toolkit.activate(first.id)
        backend.runUpdates()
        #expect(item("Sign Out", in: app)?.isDisabled == false)
    }

    @Test func activatingACommandActsOnTheKeyWindowOnly() {
        let app = AppHost(CommandsApp(), backend: backend)
        app.launch()
        app.launch()
        backend.runUpdates()
        let (first, second) = (app.openWindows[0], app.openWindows[1])
        signIn(second)
        backend.toolkit.activate(first.id)
        signIn(first)
        let secondName = name(in: app, second)
        #expect(secondName != nil)
        item("Sign Out", in: app)!.action()
        backend.runUpdates()
        #expect(name(in: app, first) == nil)
        #expect(name(in: app, second) == secondName)
        #expect(item("Sign Out", in: app)?.isDisabled == true)
    }

    @Test func commandsAreReEvaluatedExactlyWhenAValueTheyReadChanges() {
        let app = AppHost(CommandsApp(), backend: backend)
        var told = 0
        app.commandsDidChange = { told += 1 }
        app.launch()
        app.launch()
        backend.runUpdates()
        let (first, second) = (app.openWindows[0], app.openWindows[1])
        let start = app.commandsEvaluationCount
        // Focus moves and window switches that leave the session nil: nothing to re-evaluate.
        backend.click(backend.widget(.textField, "Other", in: second.id)!)
        backend.toolkit.activate(first.id)
        backend.click(backend.widget(.textField, "Field", in: first.id)!)
        backend.runUpdates()
        #expect(app.commandsEvaluationCount == start)
        // Signing in the key window changes the session: one re-evaluation.
        signIn(first)
        #expect(app.commandsEvaluationCount == start + 1)
        // The window re-renders with the same session (equal by name): none.
        backend.click(backend.widget(.textField, "Other", in: first.id)!)
        app.host(for: first.id)!.setNeedsUpdate()
        backend.runUpdates()
        #expect(app.commandsEvaluationCount == start + 1)
        // Switching to the signed-out window changes it again.
        backend.toolkit.activate(second.id)
        backend.runUpdates()
        #expect(app.commandsEvaluationCount == start + 2)
        // Every evaluation after the first (made when the app host was created) was told.
        #expect(told == app.commandsEvaluationCount - 1)
    }

    @Test func closeWindowClosesTheKeyWindow() {
        let app = AppHost(CommandsApp(), backend: backend)
        app.launch()
        app.launch()
        backend.runUpdates()
        let (first, second) = (app.openWindows[0], app.openWindows[1])
        backend.toolkit.activate(first.id)
        item("Close Window", in: app)!.action()
        #expect(app.openWindows.map(\.id) == [second.id])
        item("New Window", in: app)!.action()
        #expect(app.openWindows.count == 2)
    }
}

@MainActor
private final class RecordingLogger: FocusLogger {
    var warnings: [String] = []
    func trace(_ line: String) {}
    func warning(_ message: String) { warnings.append(message) }
}

private struct TextInMenuApp: App {
    var body: some Scene {
        WindowGroup("Main") {
            Text("Window")
        }
        .commands {
            CommandMenu("Info") {
                Text("Not a command")
                Button("Real") {}
            }
        }
    }
}

@MainActor
@Suite("Commands that cannot be shown")
struct CommandsWarningTests {
    @Test func aViewThatIsNotAButtonInACommandMenuIsReportedOnce() {
        let backend = HeadlessBackend()
        let logger = RecordingLogger()
        backend.focusCoordinator.logger = logger
        let app = AppHost(TextInMenuApp(), backend: backend)
        app.launch()
        app.quitAction = {}
        #expect(app.commandSections.first { $0.menuTitle == "Info" }?.items.map(\.title) == ["Real"])
        #expect(logger.warnings.count == 1)
        #expect(logger.warnings.first?.contains("Not a command") == true)
    }
}
