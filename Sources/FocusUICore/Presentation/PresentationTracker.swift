/// Keeps the windows presented from one view host (sheets, alerts, confirmation dialogs) equal
/// to its presentation modifiers, as contract rule 18 describes.
///
/// Each presented window is a modal toolkit window over the presenter's, with its own
/// ``ViewHost``: its `@FocusState`s are scoped to it, and its `defaultFocus` and writes apply
/// when it first renders, before it is shown (rules 7 and 13). While it is up, the coordinator
/// keeps writes that would move focus into the presenter pending (rule 7). When it closes, the
/// presenter is presented again: its focus widget, which the toolkit kept, is focused again, and
/// the writes that waited are applied.
@MainActor
final class PresentationTracker<Backend: ViewBackend> {
    private final class Entry {
        let identity: AnyHashable?
        let host: ViewHost<Backend>
        var spec: PresentationSpec
        let dismissal: PresentationDismissal

        init(
            identity: AnyHashable?, host: ViewHost<Backend>, spec: PresentationSpec,
            dismissal: PresentationDismissal
        ) {
            self.identity = identity
            self.host = host
            self.spec = spec
            self.dismissal = dismissal
        }
    }

    private var entries: [ViewPath: Entry] = [:]

    /// The hosts of the windows presented now, for lookups.
    var hosts: [ViewHost<Backend>] { entries.values.map(\.host) }

    /// Whether nothing is presented now.
    var isEmpty: Bool { entries.isEmpty }

    /// After a render of `presenter`: presents what became presented, re-renders what stays,
    /// and dismisses what is no longer presented or whose modifier went away.
    func commit(_ specs: [(path: ViewPath, spec: PresentationSpec)], presenter: ViewHost<Backend>) {
        var seen: Set<ViewPath> = []
        for (path, spec) in specs where seen.insert(path).inserted {
            if let entry = entries[path] {
                if spec.isPresented, entry.identity == spec.identity {
                    entry.spec = spec
                    entry.host.environment = environment(for: spec, dismissal: entry.dismissal)
                    entry.host.setRootView(rootView(for: spec, dismissal: entry.dismissal))
                    continue
                }
                close(path, presenter: presenter, closedByToolkit: false, resetBinding: false)
            }
            if spec.isPresented { open(spec, at: path, presenter: presenter) }
        }
        for path in entries.keys where !seen.contains(path) {
            close(path, presenter: presenter, closedByToolkit: false, resetBinding: false)
        }
    }

    /// The toolkit closed a presented window (the window manager's close button): the binding
    /// is written back as for `dismiss()`. Returns whether this tracker, or one of a presented
    /// window's own, presented that window.
    func windowDidClose(_ window: FocusWindowID, presenter: ViewHost<Backend>) -> Bool {
        if let path = entries.first(where: { $0.value.host.window.id == window })?.key {
            close(path, presenter: presenter, closedByToolkit: true, resetBinding: true)
            return true
        }
        return entries.values.contains { $0.host.presentedWindowDidClose(window) }
    }

    /// The presenter goes away: every presented window is closed with it, without writing the
    /// bindings back or running `onDismiss` (the views that own them are gone).
    func tearDown(presenter: ViewHost<Backend>) {
        for (path, entry) in entries {
            entries[path] = nil
            entry.host.unmount()
            presenter.backend.close(entry.host.window)
            presenter.coordinator.endPresentation(over: presenter.window.id)
        }
    }

    private func open(_ spec: PresentationSpec, at path: ViewPath, presenter: ViewHost<Backend>) {
        let backend = presenter.backend
        var request = WindowRequest(
            title: spec.title.isEmpty ? presenter.appliedTitle : spec.title,
            sceneID: presenter.window.sceneID, isSingleton: false,
            presenter: presenter.window.id, style: spec.style == .alert ? .alert : .sheet)
        request.accessibleDescription = spec.message
        let made = backend.makeWindow(for: request)
        let window = made.context.id
        let dismiss: @MainActor @Sendable () -> Void = { [weak self, weak presenter] in
            guard let self, let presenter,
                let path = self.entries.first(where: { $0.value.host.window.id == window })?.key
            else { return }
            self.close(path, presenter: presenter, closedByToolkit: false, resetBinding: true)
        }
        // Escape in a sheet runs its Cancel button, as SwiftUI does (its action decides, and may
        // dismiss a sheet the user may not), else dismisses it unless a view says the user may
        // not (`.interactiveDismissDisabled`).
        let dismissForUser: @MainActor @Sendable () -> Void = { [weak self] in
            guard let entry = self?.entries.values.first(where: { $0.host.window.id == window }) else {
                return
            }
            if let cancel = entry.host.cancelButtonAction() {
                cancel()
            } else if !entry.host.appliedDismissDisabled {
                dismiss()
            }
        }
        if spec.style != .alert { backend.setEscapeAction(dismissForUser, of: made.context) }
        let dismissal = PresentationDismissal(
            dismiss: dismiss, dismissForUser: dismissForUser,
            alert: spec.style == .alert ? AlertButtonHandling(dismiss: dismiss) : nil)
        let host = ViewHost(
            rootView: rootView(for: spec, dismissal: dismissal), window: made.context, rootWidget: made.root,
            backend: backend, environment: environment(for: spec, dismissal: dismissal))
        entries[path] = Entry(identity: spec.identity, host: host, spec: spec, dismissal: dismissal)
        presenter.coordinator.beginPresentation(over: presenter.window.id)
        // Rendered before it is shown: its default focus and the writes of its `onAppear`
        // apply before the toolkit's first-Tab-stop focus (rules 13 and 7).
        host.render()
        if spec.style != .alert, let detents = host.presentationDetents, !detents.isEmpty {
            backend.setPresentationDetents(detents, of: made.context)
        }
        backend.present(made.context)
    }

    private func close(
        _ path: ViewPath, presenter: ViewHost<Backend>, closedByToolkit: Bool, resetBinding: Bool
    ) {
        guard let entry = entries.removeValue(forKey: path) else { return }
        entry.host.unmount()
        if !closedByToolkit { presenter.backend.close(entry.host.window) }
        if resetBinding { entry.spec.resetBinding() }
        // Focus goes back to the presenter's focus widget, which the toolkit kept; writes to
        // its states that waited while it was covered are applied now.
        presenter.coordinator.endPresentation(over: presenter.window.id)
        if presenter.isMounted {
            presenter.coordinator.presentWindow(presenter.window.id, becomingKey: .whenNoWindowIsKey)
        }
        entry.spec.onDismiss?()
    }

    private func environment(for spec: PresentationSpec, dismissal: PresentationDismissal)
        -> EnvironmentValues
    {
        var environment = spec.environment
        environment.dismiss = DismissAction(dismissal.dismiss)
        environment.isPresented = true
        environment.alertButtonHandling = nil
        // A sheet presented from a toolbar item is not in the toolbar, nor one presented from a
        // list row in the row.
        environment.toolbarItemPlacement = nil
        environment.listRowLink = nil
        environment.navigationLinkBadge = nil
        // Nor is it in the section it was presented from (a text editor there is named by it).
        environment.sectionTitle = nil
        return environment
    }

    private func rootView(for spec: PresentationSpec, dismissal: PresentationDismissal) -> AnyView {
        let content = spec.content(dismissal)
        if let alert = dismissal.alert {
            return AnyView(PresentedContent(content: content, onEscape: { alert.cancel() }))
        }
        return AnyView(PresentedContent(content: content, onEscape: dismissal.dismissForUser))
    }
}
