import FocusKit
import FocusUICore

/// What a ``HeadlessApp`` and its ``HeadlessWindow``s share: the backend, and either the scene
/// runtime of an `App` or the hosts of views rendered on their own.
@MainActor
final class HeadlessRuntime {
    let recorder = FocusTraceRecorder()
    let backend: HeadlessBackend
    var appHost: AppHost<HeadlessBackend>? {
        didSet {
            appHost?.commandsDidChange = { [weak self] in self?.applyCommands() }
            applyCommands()
        }
    }
    /// The app's commands as the toolkit last applied them (GTK: each a `GAction` whose
    /// enabled state was set after the last evaluation); keyboard shortcuts act on these,
    /// not on a fresh evaluation.
    private(set) var appliedCommands: [CommandItem] = []

    private func applyCommands() {
        appliedCommands = appHost?.commandSections.flatMap(\.items) ?? []
        for warning in appliedCommands.sharedShortcutWarnings { backend.warnOnce(warning) }
    }
    /// Hosts of views rendered without an `App`, by window.
    var viewHosts: [FocusWindowID: ViewHost<HeadlessBackend>] = [:]

    init() {
        backend = HeadlessBackend(logger: recorder)
    }

    /// The host that renders a window, while it is open.
    func host(for window: FocusWindowID) -> ViewHost<HeadlessBackend>? {
        appHost?.host(for: window) ?? viewHosts[window] ?? appHost?.presentedHost(for: window)
            ?? viewHosts.values.lazy.compactMap { $0.presentedHost(for: window) }.first
    }

    /// Renders a view into a new window and presents it, as `WindowGroup` would.
    func mount<Content: View>(_ view: Content, title: String) -> FocusWindowID {
        let made = backend.makeWindow(for: WindowRequest(title: title, sceneID: nil, isSingleton: false))
        let host = ViewHost(rootView: view, window: made.context, rootWidget: made.root, backend: backend)
        viewHosts[made.context.id] = host
        host.render()
        backend.present(made.context)
        backend.settle()
        return made.context.id
    }

    /// The user closes a window: its views are unmounted, then the toolkit destroys it.
    func close(_ window: FocusWindowID) {
        guard backend.roots[window] != nil else { return }
        let title = backend.titles[window] ?? ""
        if let appHost, appHost.host(for: window) != nil {
            appHost.windowDidClose(window)
        } else if let host = viewHosts.removeValue(forKey: window) {
            host.unmount()
        } else if let appHost {
            // A sheet, alert or dialog: dismissed as by `dismiss()`.
            appHost.windowDidClose(window)
        } else {
            for host in viewHosts.values where host.presentedWindowDidClose(window) { break }
        }
        backend.close(WindowContext(id: window, title: title))
        backend.settle()
    }
}
