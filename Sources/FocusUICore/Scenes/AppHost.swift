/// Runs an ``App`` on a ``ViewBackend``: keeps the app's state, opens and closes the windows of
/// its scenes, and supplies `openWindow` and `dismiss` to their views.
///
/// The toolkit module creates one in `App.main()`, calls ``launch()`` when the toolkit is
/// ready (GTK: `activate`), and reports windows the user closed with ``windowDidClose(_:)``.
@MainActor
public final class AppHost<Backend: ViewBackend> {
    /// The window of one open scene.
    private struct OpenWindow {
        let sceneIndex: Int
        let host: ViewHost<Backend>
        /// The value a window of a `WindowGroup(for:)` presents.
        let value: PresentedWindowValue?
    }

    /// The backend that makes the windows.
    public let backend: Backend
    /// The app instance; created once, its dynamic properties attached to persistent storage.
    public let app: any App
    /// How many times the app's scenes were re-evaluated after app state changed.
    public private(set) var renderCount = 0
    /// Whether the scheduled update renders the windows again (app state changed), or only
    /// evaluates the scenes and commands (a focused value the app reads changed).
    private var windowsNeedRender = false

    private let evaluateScenes: @MainActor () -> [SceneDescription]
    private var scenes: [SceneDescription] = []
    private let properties = PropertyStore()
    private var windows: [OpenWindow] = []
    private var updateScheduled = false
    private var commandsHost: CommandsHost?

    /// The app's menu commands, evaluated against the key window's focused values: the
    /// standard ones (New Window, Close Window, Quit when ``quitAction`` is set) and those of
    /// every `.commands { }`, in menu order.
    public var commandSections: [CommandSection] { commandsHost?.sections ?? [] }

    /// Told after the commands were evaluated again (a focused value they read changed, app
    /// state changed, or ``quitAction`` was set): the toolkit updates its actions and menus.
    public var commandsDidChange: (@MainActor () -> Void)? {
        didSet { commandsHost?.didChange = commandsDidChange }
    }

    /// How the toolkit quits the app; when set, the standard Quit command (Ctrl+Q) runs it.
    public var quitAction: (@MainActor () -> Void)? {
        didSet { refreshCommands() }
    }

    /// How the toolkit lists the keyboard shortcuts; when set, the standard Keyboard Shortcuts
    /// command (Ctrl+?, in the ``CommandGroupPlacement/help`` group) runs it.
    public var showKeyboardShortcutsAction: (@MainActor () -> Void)? {
        didSet { refreshCommands() }
    }

    /// How the toolkit shows the app's About window, with the title of its menu item ("About
    /// Notes"); when set, the standard About command (the ``CommandGroupPlacement/appInfo``
    /// group, after Keyboard Shortcuts, as in GNOME's primary menus) runs it. It has no
    /// shortcut: GNOME gives About none.
    public var aboutCommand: (title: String, action: @MainActor () -> Void)? {
        didSet { refreshCommands() }
    }

    /// How many times the commands were evaluated, for tests of rule 19.
    package var commandsEvaluationCount: Int { commandsHost?.evaluationCount ?? 0 }

    /// The store of the app's ``AppStorage`` values, shared by the app, its commands and every
    /// window.
    public let appStorage: AppStorageStore
    /// The app's focused values, shared with its windows' hosts (rule 19).
    let focusedValues: FocusedValueRegistry

    /// A runtime for `app` drawing with `backend`. App-level `@FocusState`s become app-scoped.
    /// `appStorage` keeps the app's ``AppStorage`` values (by default in memory; `App.main()`
    /// gives the one kept in the user's configuration directory).
    public init<A: App>(_ app: A, backend: Backend, appStorage: AppStorageStore = AppStorageStore()) {
        self.app = app
        self.backend = backend
        self.appStorage = appStorage
        focusedValues = FocusedValueRegistry.shared(on: backend.focusCoordinator)
        var appEnvironment = EnvironmentValues()
        appEnvironment.appStorage = appStorage
        evaluateScenes = {
            var scenes: [SceneDescription] = []
            collectScenes(app.body, into: &scenes)
            return scenes
        }
        properties.attach(
            app, at: .root, environment: appEnvironment, focusScope: .app,
            focusedValues: focusedValues,
            invalidate: { [weak self] in self?.setNeedsUpdate() },
            invalidateForFocusedValue: { [weak self] in self?.setNeedsUpdate(renderingWindows: false) })
        scenes = evaluateScenes()
        commandsHost = CommandsHost(
            focusedValues: focusedValues,
            schedule: { [backend] flush in backend.scheduleUpdate(flush) })
        var commandsEnvironment = appEnvironment
        commandsEnvironment.openWindow = OpenWindowAction { [weak self] request in self?.open(request) }
        commandsEnvironment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        // From a command, `dismissWindow()` means the key window.
        commandsEnvironment.dismissWindow = DismissWindowAction { [weak self] request in
            guard let self else { return }
            if let request {
                self.dismiss(request)
            } else if let key = self.backend.focusCoordinator.keyWindow, self.host(for: key) != nil {
                self.close(key)
            }
        }
        commandsHost?.environment = commandsEnvironment
        refreshCommands()
    }

    /// Collects the commands of the app's scenes again and evaluates them with the standard
    /// ones.
    private func refreshCommands() {
        var list: [@MainActor (ViewPath, CommandsEvaluator) -> Void] = []
        collectSceneCommands(app.body, into: &list)
        commandsHost?.setCommands(list, standard: standardCommands())
    }

    private func standardCommands() -> [CommandGroupPlacement: [CommandsEvaluator.Evaluated]] {
        var standard: [CommandGroupPlacement: [CommandsEvaluator.Evaluated]] = [:]
        standard[.newItem] = [
            .init(title: "New Window", shortcut: KeyboardShortcut("n"), isDisabled: scenes.isEmpty) {
                [weak self] in self?.launch()
            }
        ]
        standard[.windowArrangement] = [
            .init(title: "Close Window", shortcut: KeyboardShortcut("w"), isDisabled: false) { [weak self] in
                guard let self, let key = self.backend.focusCoordinator.keyWindow, self.host(for: key) != nil
                else { return }
                self.close(key)
            }
        ]
        if let editing = backend as? any TextEditingCommandPerforming {
            for command in TextEditingCommand.allCases {
                var item = CommandsEvaluator.Evaluated(
                    title: command.title, shortcut: command.shortcut, isDisabled: !editing.canPerform(command)
                ) { [weak editing] in editing?.perform(command) }
                item.textEditingCommand = command
                standard[command.placement, default: []].append(item)
            }
        }
        if let settings = scenes.first(where: \.isSettings), let id = settings.id {
            standard[.appSettings] = [
                .init(title: "Preferences", shortcut: KeyboardShortcut(","), isDisabled: false) {
                    [weak self] in self?.openWindow(id: id)
                }
            ]
        }
        if let showKeyboardShortcutsAction {
            standard[.help] = [
                .init(
                    title: "Keyboard Shortcuts", shortcut: KeyboardShortcut("?"), isDisabled: false,
                    action: showKeyboardShortcutsAction)
            ]
        }
        if let aboutCommand {
            standard[.appInfo] = [
                .init(
                    title: aboutCommand.title, shortcut: nil, isDisabled: false, action: aboutCommand.action)
            ]
        }
        if let quitAction {
            standard[.appTermination] = [
                .init(title: "Quit", shortcut: KeyboardShortcut("q"), isDisabled: false, action: quitAction)
            ]
        }
        return standard
    }

    /// The windows currently open, in opening order.
    public var openWindows: [WindowContext] { windows.map(\.host.window) }

    /// The host that renders a window, if it is open.
    public func host(for window: FocusWindowID) -> ViewHost<Backend>? {
        windows.first { $0.host.window.id == window }?.host
    }

    /// The storage of the app's own `@FocusState` declared as `name` (without the underscore),
    /// for the testing product.
    package func focusState(named name: String) -> AnyFocusState? {
        properties.storages(named: "_" + name).lazy.compactMap { $0 as? AnyFocusState }.first
    }

    /// Opens a window of the first scene, as SwiftUI does at launch.
    public func launch() {
        guard !scenes.isEmpty else { return }
        open(sceneAt: 0)
    }

    /// Opens a window of the scene with identifier `id` (`openWindow(id:)`): a new window for a
    /// `WindowGroup`; for a `Window` that is already open, presents it instead. With a `value`,
    /// for a `WindowGroup(for:)`: the window presenting that value comes to the front, or a new
    /// one opens for it.
    public func openWindow(id: String, value: AnyHashable? = nil) {
        open(
            WindowRequestByValue(
                id: id, value: value, valueType: value.map { ObjectIdentifier(type(of: $0.base)) }))
    }

    /// Opens the scene window a request names (see ``openWindow(id:value:)``); a value without
    /// an id goes to the first `WindowGroup(for:)` of its type.
    func open(_ request: WindowRequestByValue) {
        let logger = backend.focusCoordinator.logger
        let index: Int
        if let id = request.id {
            guard let found = scenes.firstIndex(where: { $0.id == id }) else {
                logger.warning("openWindow: no scene has id \(id)")
                return
            }
            index = found
        } else if let type = request.valueType,
            let found = scenes.firstIndex(where: { $0.presentation?.valueType == type })
        {
            index = found
        } else {
            let typeName = request.value.map { String(describing: type(of: $0.base)) } ?? "nil"
            logger.warning("openWindow(value:): no WindowGroup presents values of type \(typeName)")
            return
        }
        if scenes[index].isSingleton, let existing = windows.first(where: { $0.sceneIndex == index }) {
            backend.focusCoordinator.presentWindow(existing.host.window.id, becomingKey: .always)
            return
        }
        if let value = request.value, scenes[index].presentation != nil,
            let existing = windows.first(where: { $0.sceneIndex == index && $0.value?.value == value })
        {
            // One window per value: the one presenting it comes to the front.
            backend.focusCoordinator.presentWindow(existing.host.window.id, becomingKey: .always)
            return
        }
        open(sceneAt: index, value: request.value)
    }

    /// Closes the windows a `dismissWindow` request names: those of the scene with its id,
    /// those presenting its value, or the one doing both.
    func dismiss(_ request: WindowRequestByValue) {
        let matching = windows.filter { window in
            if let id = request.id, scenes.indices.contains(window.sceneIndex),
                scenes[window.sceneIndex].id != id
            {
                return false
            }
            if let value = request.value {
                guard let presented = window.value, presented.value == value,
                    scenes.indices.contains(window.sceneIndex),
                    scenes[window.sceneIndex].presentation?.valueType == request.valueType
                else { return false }
            }
            return true
        }
        for window in matching { close(window.host.window.id) }
    }

    /// Opens the `Settings` scene's window (`openSettings()`), or reports that there is none.
    func openSettings() {
        guard let settings = scenes.first(where: \.isSettings), let id = settings.id else {
            backend.focusCoordinator.logger.warning("openSettings: the app has no Settings scene")
            return
        }
        openWindow(id: id)
    }

    /// Closes a window from the app (`dismiss()`): unmounts its views, then asks the backend to
    /// close it.
    public func close(_ window: FocusWindowID) {
        guard let host = forget(window) else { return }
        backend.close(host.window)
    }

    /// The backend reports that the user closed a window: its views are unmounted (focus
    /// registrations cancelled, `onDisappear` run, state dropped). For a sheet, alert or dialog
    /// the presentation is dismissed as by `dismiss()` (its binding is written back and focus
    /// returns to the presenting window). Idempotent.
    public func windowDidClose(_ window: FocusWindowID) {
        if forget(window) != nil { return }
        // A sheet, alert or dialog: the window that presented it dismisses it.
        for open in windows where open.host.presentedWindowDidClose(window) { return }
    }

    /// The host of a sheet, alert or dialog presented from one of the app's windows.
    package func presentedHost(for window: FocusWindowID) -> ViewHost<Backend>? {
        windows.lazy.compactMap { $0.host.presentedHost(for: window) }.first
    }

    /// Asks for one coalesced re-evaluation of the app's scenes and a re-render of every window,
    /// after app-level state changed.
    public func setNeedsUpdate() {
        setNeedsUpdate(renderingWindows: true)
    }

    /// Asks for one coalesced re-evaluation of the app's scenes and commands; with
    /// `renderingWindows`, every window renders again too. A focused value the app reads (an
    /// `@FocusedValue` of the `App`, read by its commands) re-evaluates the scenes and commands
    /// only: the windows' views did not change, and rendering them again republishes what they
    /// publish, of which a value that cannot be compared (a closure) counts as changed every
    /// time, which would render them again without end (a newcomer's app never drew its window).
    func setNeedsUpdate(renderingWindows: Bool) {
        if renderingWindows { windowsNeedRender = true }
        guard !updateScheduled else { return }
        updateScheduled = true
        // As for a view host: a focus write before the scheduled turn re-evaluates first.
        backend.focusCoordinator.setPendingUpdateHandler(for: self) { [weak self] in self?.update() }
        backend.scheduleUpdate { [weak self] in self?.update() }
    }

    private func update() {
        guard updateScheduled else { return }
        updateScheduled = false
        backend.focusCoordinator.setPendingUpdateHandler(for: self, nil)
        renderCount += 1
        scenes = evaluateScenes()
        refreshCommands()
        guard windowsNeedRender else { return }
        windowsNeedRender = false
        for window in windows where window.sceneIndex < scenes.count {
            // Every window re-renders: views may read app state through closures and bindings.
            window.host.rootView = content(of: scenes[window.sceneIndex], presenting: window.value)
            window.host.render()
        }
    }

    /// A window's root view: the scene's content, for its presented value if it has one.
    private func content(of scene: SceneDescription, presenting value: PresentedWindowValue?) -> AnyView {
        if let presentation = scene.presentation, let value {
            return presentation.makeContent(value)
        }
        return scene.makeContent()
    }

    private func open(sceneAt index: Int, value: AnyHashable? = nil) {
        let scene = scenes[index]
        let made = backend.makeWindow(
            for: WindowRequest(
                title: scene.title, sceneID: scene.id, isSingleton: scene.isSingleton,
                defaultWidth: scene.defaultSize.map { Double($0.width) },
                defaultHeight: scene.defaultSize.map { Double($0.height) },
                resizability: scene.resizability ?? .automatic,
                style: scene.isSettings ? .settings : index == 0 || !scene.isSingleton ? .main : .auxiliary))
        let windowID = made.context.id
        var environment = EnvironmentValues()
        environment.appStorage = appStorage
        environment.sceneStorage = AppStorageStore()
        // A settings window is GNOME's preferences window: its forms are grouped rows by default.
        if scene.isSettings { environment.formStyle = .grouped }
        environment.openWindow = OpenWindowAction { [weak self] request in self?.open(request) }
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        environment.dismiss = DismissAction { [weak self] in self?.close(windowID) }
        environment.dismissWindow = DismissWindowAction { [weak self] request in
            guard let self else { return }
            if let request { self.dismiss(request) } else { self.close(windowID) }
        }
        let presented = scene.presentation.map { _ in PresentedWindowValue(value: value) }
        let host = ViewHost(
            rootView: content(of: scene, presenting: presented), window: made.context, rootWidget: made.root,
            backend: backend, environment: environment)
        presented?.didChange = { [weak host] in host?.setNeedsUpdate() }
        windows.append(OpenWindow(sceneIndex: index, host: host, value: presented))
        // Render before presenting, so that the window maps with its fields registered and
        // `defaultFocus` applies before the toolkit's first-Tab-stop focus (rule 13).
        host.render()
        if scene.defaultSize == nil, let size = host.windowOpeningSize {
            backend.setOpeningSize(width: Double(size.width), height: Double(size.height), of: made.context)
        }
        backend.present(made.context)
    }

    private func forget(_ window: FocusWindowID) -> ViewHost<Backend>? {
        guard let index = windows.firstIndex(where: { $0.host.window.id == window }) else { return nil }
        let host = windows.remove(at: index).host
        host.unmount()
        return host
    }
}
