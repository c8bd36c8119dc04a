import Foundation
import Observation

/// Mounts a root view into one toolkit window and keeps the window's widgets equal to it.
///
/// The host owns everything per window: the persistent render tree, the storage of every
/// `@State` / `@FocusState` by structural position, the lifecycle effects, and the focus
/// registrations. A state change anywhere in the tree, or a change of an `@Observable` model's
/// property that the last render read (Observation's `withObservationTracking`), asks for one
/// coalesced re-render (``setNeedsUpdate()``), which re-evaluates the tree from the root and
/// diffs it. The rows of lists are the exception: each is evaluated on its own when the
/// toolkit shows it, and a row shown is evaluated again only if a state it read changed, or if
/// the render may change what rows are made from (a state the views outside the rows read, an
/// `@Observable`'s property, the environment, the root view). A write of a state none of the
/// views read evaluates nothing but the rows that read it, unless the window presents a sheet
/// or an alert (built from this window's closures, which may read any of its state).
///
/// View-level `@FocusState`s are scoped to this window (`.window(id)`), pinned when the view is
/// first mounted.
@MainActor
public final class ViewHost<Backend: ViewBackend> {
    /// The backend that draws the window.
    public let backend: Backend
    /// The window the views are rendered into.
    public let window: WindowContext
    /// The container the root view's primitives are inserted into.
    public let rootWidget: Backend.Widget
    /// The environment the root view is evaluated in. Changing it re-renders.
    public var environment: EnvironmentValues {
        didSet { setNeedsUpdate() }
    }
    /// How many renders have run, for diagnostics and tests of coalescing.
    public private(set) var renderCount = 0
    /// Whether the host still drives its window (false after ``unmount()``).
    public private(set) var isMounted = true

    /// The root view; a new one (the app's scenes evaluated again) may change what every row
    /// is made from.
    var rootView: AnyView {
        didSet { request = .other }
    }
    let properties = PropertyStore()
    var rootNodes: [RenderNode<Backend.Widget>] = []
    let lifecycle = LifecycleTracker()
    /// The sheets, alerts and dialogs presented from this window.
    let presentations = PresentationTracker<Backend>()
    /// The lists of this window, which keep their rows between renders.
    let lazyContainers = LazyContainerStore()
    /// The window title last given to the backend (`.navigationTitle`, or the scene's title):
    /// the title the window shows now, which its sheets take.
    private(set) var appliedTitle: String
    /// The window subtitle last given to the backend (`.navigationSubtitle`); empty for none.
    private(set) var appliedSubtitle = ""
    /// Whether the backend was last told that the user may not dismiss the window
    /// (`.interactiveDismissDisabled`).
    private(set) var appliedDismissDisabled = false
    /// The heights the views ask the window to have if it is a sheet (`.presentationDetents`).
    private(set) var presentationDetents: Set<PresentationDetent>?
    /// Whether the window's toolbar shows its title, as last told to the backend.
    private var appliedShowsToolbarTitle = true
    /// Whether the window is active (`appearsActive`): observed, so only views that read it
    /// render again when it changes.
    private let activity = WindowActivity(isActive: true)
    /// The observation that keeps ``activity`` current.
    private var activation: FocusObservation?
    private var updateScheduled = false
    private var isRendering = false
    /// What asked for the next render.
    private var request = RenderRequest.none
    /// The states the last render's views read (outside the rows of lists, which keep their own).
    private var bodyReads = StateReads()

    /// What asked for a render: decides whether the rows of lists may have to render again.
    private enum RenderRequest {
        /// Nothing (a ``render()`` nothing asked for renders everything, as for ``other``).
        case none
        /// Only writes of `@State` and changes of `@FocusState`, whose readers are known.
        case stateWrites
        /// Anything else: an `@Observable`'s property, the environment, a new root view.
        case other
    }

    /// A host for `rootView` in `window`, whose root container is `rootWidget`. Nothing is
    /// rendered until ``render()`` (or a scheduled update) runs.
    ///
    /// Unless `environment` supplies them, `dismiss` unmounts and closes the window,
    /// `openWindow` does nothing (an ``AppHost`` supplies a working one), and `@AppStorage` and
    /// `@SceneStorage` use stores in memory made for this host.
    public init<Content: View>(
        rootView: Content, window: WindowContext, rootWidget: Backend.Widget, backend: Backend,
        environment: EnvironmentValues? = nil
    ) {
        self.rootView = AnyView(rootView)
        self.window = window
        self.rootWidget = rootWidget
        self.backend = backend
        focusedValues = FocusedValueRegistry.shared(on: backend.focusCoordinator)
        appliedTitle = window.title
        if let environment {
            self.environment = environment
        } else {
            self.environment = EnvironmentValues()
            self.environment.dismiss = DismissAction { [weak self] in self?.dismiss() }
            // A window of its own: `@AppStorage` and `@SceneStorage` in memory, for this host.
            self.environment.appStorage = AppStorageStore()
            self.environment.sceneStorage = AppStorageStore()
        }
        self.environment.windowActivity = activity
        activity.isActive = backend.focusCoordinator.keyWindow == window.id
        activation = backend.focusCoordinator.addFocusObserver { [weak self] in self?.followActivation() }
        if self.environment.systemURLOpener == nil {
            self.environment.systemURLOpener = { [weak backend] url in backend?.openURL(url) ?? false }
        }
    }

    /// `appearsActive` follows the coordinator's key window.
    private func followActivation() {
        let isActive = coordinator.keyWindow == window.id
        if activity.isActive != isActive { activity.isActive = isActive }
    }

    /// The coordinator fields are registered with.
    public var coordinator: FocusCoordinator { backend.focusCoordinator }

    /// The app's focused values, which this window's views publish and read.
    let focusedValues: FocusedValueRegistry

    /// The storage of every `@FocusState` declared as `name` (without the underscore) by a view
    /// currently in this window, for the testing product.
    package func focusStates(named name: String) -> [AnyFocusState] {
        properties.storages(named: "_" + name).compactMap { $0 as? AnyFocusState }
    }

    /// Replaces the root view and schedules a re-render; positions that stay keep their state.
    public func setRootView<Content: View>(_ view: Content) {
        rootView = AnyView(view)
        setNeedsUpdate()
    }

    /// Asks for a re-render at the backend's next update turn; many requests in one turn make
    /// one render.
    public func setNeedsUpdate() {
        request = .other
        scheduleUpdate()
    }

    /// Asks for a re-render for a write of a `@State` or a change of a `@FocusState` of this
    /// window's views: the rows of lists that did not read it are not rendered again.
    func setNeedsUpdateForStateWrite() {
        if request == .none { request = .stateWrites }
        scheduleUpdate()
    }

    private func scheduleUpdate() {
        guard isMounted, !updateScheduled else { return }
        updateScheduled = true
        // A focus write before the scheduled turn renders first (see the coordinator's
        // pending-update handlers); the scheduled turn then has nothing left to do.
        coordinator.setPendingUpdateHandler(for: self) { [weak self] in self?.runScheduledUpdate() }
        backend.scheduleUpdate { [weak self] in self?.runScheduledUpdate() }
    }

    private func runScheduledUpdate() {
        guard updateScheduled, !isRendering else { return }
        render()
    }

    /// The size the window opens with when its scene gives none, if its content asks for one:
    /// the first `NavigationSplitView` outside lists' rows
    /// (``NavigationSplitComponent/windowOpeningSize``).
    package var windowOpeningSize: CGSize? {
        var pending = rootNodes
        var next = 0
        while next < pending.count {
            let node = pending[next]
            next += 1
            if let split = node.element.component as? NavigationSplitComponent {
                return split.windowOpeningSize
            }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    /// Re-evaluates the tree and applies the differences now. A state change made while
    /// rendering (by a focus change or `onAppear`) schedules another render.
    public func render() {
        guard isMounted else { return }
        guard !isRendering else {
            setNeedsUpdate()
            return
        }
        isRendering = true
        updateScheduled = false
        coordinator.setPendingUpdateHandler(for: self, nil)
        defer { isRendering = false }
        // Only state writes asked, and none of the views read them (a list's own selection and
        // focus, written by a key press): the views would render as they are. Not while the
        // window presents a sheet or an alert: what it shows is built in this window's closures
        // when it renders, and reads this window's state in its own views.
        if request == .stateWrites, presentations.isEmpty, !bodyReads.hasChanged,
            !lazyContainers.hasStaleSelection
        {
            request = .none
            renderRowsOnly()
            return
        }
        renderCount += 1

        let evaluation = makeEvaluation(properties: properties)
        lazyContainers.host = self
        // Only state writes that none of the views read leave the rows of lists as they were
        // (each row renders again if a state it read changed).
        evaluation.rowContentMayHaveChanged = request != .stateWrites || bodyReads.hasChanged
        request = .none
        let reads = StateReads()
        var specs: [RenderSpec] = []
        // Every `@Observable` property the views read is tracked: a change schedules one
        // re-render, as a `@State` change does.
        let invalidate: @MainActor @Sendable () -> Void = { [weak self] in self?.setNeedsUpdate() }
        StateReads.recording(into: reads) {
            withObservationTracking {
                evaluation.expand(
                    rootView, at: .root, context: ExpansionContext(environment: environment), into: &specs)
            } onChange: {
                MainQueueMarker.runOnMainActor(invalidate)
            }
        }
        // One group for the coordinator: a pending write is applied after the whole
        // reconciliation, never between a field's new registration and its old one's end.
        prepareNavigation(evaluation)
        coordinator.performUpdate {
            rootNodes = reconcile(specs, old: rootNodes, in: rootWidget)
            lazyContainers.finishRender()
        }
        bodyReads = reads
        let title = evaluation.navigationTitle ?? window.title
        if title != appliedTitle {
            appliedTitle = title
            backend.setTitle(title, of: window)
        }
        let subtitle = evaluation.navigationSubtitle ?? ""
        if subtitle != appliedSubtitle {
            appliedSubtitle = subtitle
            backend.setSubtitle(subtitle, of: window)
        }
        presentationDetents = evaluation.presentationDetents
        if evaluation.removesToolbarTitle == appliedShowsToolbarTitle {
            appliedShowsToolbarTitle = !evaluation.removesToolbarTitle
            backend.setShowsTitleInToolbar(appliedShowsToolbarTitle, of: window)
        }
        if evaluation.interactiveDismissDisabled != appliedDismissDisabled {
            appliedDismissDisabled = evaluation.interactiveDismissDisabled
            backend.setUserDismissalDisabled(appliedDismissDisabled, of: window)
        }
        properties.retainOnly(evaluation.visitedViews)
        lifecycle.commit(evaluation.effects, coordinator: coordinator)
        presentations.commit(evaluation.presentations, presenter: self)
        finishNavigation(evaluation)
        focusedValues.resolveIfNeeded()
    }

    /// After state writes none of the views read: the rows of lists that read one render again,
    /// and the focused values are resolved again, since a published binding may show a written
    /// state (contract rule 19). What a render would also do is left as it is, being the same.
    private func renderRowsOnly() {
        coordinator.performUpdate { lazyContainers.refreshRows() }
        focusedValues.resolve()
    }

    /// Stops driving the window: cancels every focus registration, runs `onDisappear`, cancels
    /// tasks and drops all state. Widgets are left to the toolkit (the window is being
    /// destroyed). Idempotent.
    public func unmount() {
        guard isMounted else { return }
        isMounted = false
        coordinator.setPendingUpdateHandler(for: self, nil)
        presentations.tearDown(presenter: self)
        for node in rootNodes { tearDown(node) }
        rootNodes = []
        lazyContainers.tearDownAll()
        lifecycle.commit([], coordinator: coordinator)
        properties.removeAll()
        focusedValues.resolveIfNeeded()
    }

    /// The default `dismiss`: unmount, then let the backend close the window.
    private func dismiss() {
        guard isMounted else { return }
        unmount()
        backend.close(window)
    }
}
