import FocusKit
import FocusKitTestSupport
import FocusUICore
import Foundation

/// A ``ViewBackend`` with no display: widgets are nodes of the fake toolkit, which behaves like
/// GTK 4 where focus depends on it (the rule tests check it against real GTK), and scheduled
/// updates wait until ``settle()`` runs them, like idle turns of GTK's main loop.
@MainActor
final class HeadlessBackend: ViewBackend {
    let toolkit: FakeToolkit
    /// Each open window's root container.
    private(set) var roots: [FocusWindowID: HeadlessWidget] = [:]
    /// Each open window's title.
    private(set) var titles: [FocusWindowID: String] = [:]
    /// Each open window's subtitle (`.navigationSubtitle`), when it has one.
    private(set) var subtitles: [FocusWindowID: String] = [:]
    /// The sheets whose views keep the user from closing them (`.interactiveDismissDisabled`;
    /// GTK: not deletable).
    private(set) var undismissableSheets: Set<FocusWindowID> = []
    /// What Escape that no view handled does in each sheet (the core's).
    private(set) var escapeActions: [FocusWindowID: @MainActor () -> Void] = [:]
    /// What each window was made with (its default size and resizability).
    private(set) var requests: [FocusWindowID: WindowRequest] = [:]
    /// The sizes windows open with that their content asked for (``setOpeningSize(width:height:of:)``).
    private(set) var openingSizes: [FocusWindowID: (width: Double, height: Double)] = [:]
    /// The heights sheets may have (``setPresentationDetents(_:of:)``).
    private(set) var presentationDetents: [FocusWindowID: Set<PresentationDetent>] = [:]
    /// Windows whose toolbar hides the title (``setShowsTitleInToolbar(_:of:)``).
    private(set) var windowsHidingTitle: Set<FocusWindowID> = []
    /// Every window made, in the order it was made (closed ones included).
    private(set) var windowOrder: [FocusWindowID] = []
    /// The window each presented window (sheet, alert, dialog) is modal over.
    private(set) var presenters: [FocusWindowID: FocusWindowID] = [:]
    /// The URLs the user opened with a `Link`, in order.
    var openedURLs: [String] = []
    /// The clipboard and the texts' undo histories, for the edit commands and keys.
    let textEditing = HeadlessTextEditing()
    /// Told when a window closes, so that the scene runtime unmounts its views.
    var onWindowClosed: ((FocusWindowID) -> Void)?
    /// Each window's header bar slots (leading, title, trailing) for toolbar items.
    private var toolbarSlots: [FocusWindowID: [FocusNodeID]] = [:]
    private var pendingFlushes: [@MainActor () -> Void] = []
    fileprivate var warned: Set<String> = []

    /// One structural operation of the reconciler, by node name, for the repository's tests.
    package enum Operation: Equatable {
        case make(String)
        case insert(String, into: String, at: Int)
        case move(String, to: Int)
        case remove(String)
    }

    /// The structural operations so far, in order (updates are counted per widget instead).
    package var operations: [Operation] = []
    /// How many updates changed the component or a shared modifier.
    package private(set) var effectiveUpdates = 0
    /// How many times a window's title was set after it was made (`.navigationTitle`).
    package private(set) var titleSetCount = 0
    /// The windows closed from the app (`dismiss()`, a sheet closing), in order.
    package private(set) var closedWindows: [FocusWindowID] = []

    init(logger: any FocusLogger) {
        toolkit = FakeToolkit(logger: logger)
    }

    var focusCoordinator: FocusCoordinator { toolkit.coordinator }

    // MARK: ViewBackend

    func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: HeadlessWidget) {
        let id = toolkit.makeWindow()
        let root = HeadlessWidget(
            renderer: nil, node: toolkit.makeNode("root", in: id, focusable: false), name: "vStack()")
        roots[id] = root
        titles[id] = request.title
        requests[id] = request
        windowOrder.append(id)
        if let presenter = request.presenter { presenters[id] = presenter }
        return (WindowContext(id: id, title: request.title, sceneID: request.sceneID), root)
    }

    /// `gtk_window_set_default_size`: kept for ``HeadlessWindow/defaultSize``.
    func setOpeningSize(width: Double, height: Double, of window: WindowContext) {
        openingSizes[window.id] = (width, height)
    }

    /// Kept for ``HeadlessWindow/showsTitleInToolbar``.
    func setShowsTitleInToolbar(_ shows: Bool, of window: WindowContext) {
        if shows { windowsHidingTitle.remove(window.id) } else { windowsHidingTitle.insert(window.id) }
    }

    /// Kept for ``HeadlessWindow/presentationDetents`` (no layout to measure them against).
    func setPresentationDetents(_ detents: Set<PresentationDetent>, of sheet: WindowContext) {
        presentationDetents[sheet.id] = detents
    }

    /// `gtk_window_present`: shown at once, activated by the window manager at the next frame.
    func present(_ window: WindowContext) {
        toolkit.present(window.id)
    }

    func openURL(_ url: URL) -> Bool {
        openedURLs.append(url.absoluteString)
        return true
    }

    func setTitle(_ title: String, of window: WindowContext) {
        titles[window.id] = title
        titleSetCount += 1
    }

    func setSubtitle(_ subtitle: String, of window: WindowContext) {
        subtitles[window.id] = subtitle.isEmpty ? nil : subtitle
    }

    /// The sheet's Escape action, which the twin runs as GTK's window shortcut does.
    func setEscapeAction(_ action: @escaping @MainActor () -> Void, of window: WindowContext) {
        escapeActions[window.id] = action
    }

    /// As GTK: a sheet (no other window) is kept from the user while its views ask.
    func setUserDismissalDisabled(_ disabled: Bool, of window: WindowContext) {
        guard requests[window.id]?.style == .sheet else { return }
        if disabled {
            undismissableSheets.insert(window.id)
        } else {
            undismissableSheets.remove(window.id)
        }
    }

    func close(_ window: WindowContext) {
        closedWindows.append(window.id)
        roots[window.id] = nil
        titles[window.id] = nil
        subtitles[window.id] = nil
        undismissableSheets.remove(window.id)
        escapeActions[window.id] = nil
        toolbarSlots[window.id] = nil
        toolkit.close(window.id)
    }

    /// Makes the node's renderer (its component's ``HeadlessRenderable`` renderer); a component
    /// without one is a node that cannot take focus, reported once.
    func makeWidget(for element: Element, in window: WindowContext) -> HeadlessWidget {
        let context = HeadlessRenderContext(modifiers: element.modifiers, window: window.id, backend: self)
        let renderer: any AnyHeadlessRenderer
        if let renderable = element.component as? any HeadlessRenderable {
            renderer = Self.makeRenderer(renderable, context: context)
        } else {
            let message =
                "\(type(of: element.component)) has no headless renderer (conform it to HeadlessRenderable)"
            warnOnce(message)
            renderer = HeadlessRendererBox(
                PlainHeadlessRenderer<MissingHeadlessComponent>(MissingHeadlessComponent(), context: context))
        }
        let widget = HeadlessWidget(
            renderer: renderer, node: renderer.node, name: toolkit.name(renderer.node))
        if element.component is ToolbarItemComponent { widget.window = window.id }
        (renderer.base as? HeadlessWidgetOwner)?.adopt(widget)
        operations.append(.make(widget.name))
        return widget
    }

    private static func makeRenderer<C: HeadlessRenderable>(_ component: C, context: HeadlessRenderContext)
        -> any AnyHeadlessRenderer
    {
        C.makeRenderer(component, context: context)
    }

    /// Applies the component through the renderer, then, as GTK's backend does, the shared
    /// modifiers the fake toolkit models: visibility, focusability, sensitivity.
    func update(_ widget: HeadlessWidget, from old: Element?, to new: Element) {
        widget.element = new
        let textBefore = toolkit.editable(widget.focusNode)?.text
        let valueBefore = valueState(of: widget)
        widget.renderer?.update(from: old?.component, to: new.component)
        if old != nil {
            if toolkit.editable(widget.focusNode)?.text != textBefore { widget.textSetCount += 1 }
            if valueState(of: widget) != valueBefore { widget.valueSetCount += 1 }
            if new.componentChanged(from: old) || new.modifiers != old?.modifiers { effectiveUpdates += 1 }
        }
        let modifiers = new.modifiers
        if modifiers != old?.modifiers {
            // As GTK's backend: what the accessibility modifiers ask that GTK cannot do.
            for warning in new.accessibilityWarnings { warnOnce(warning) }
        }
        if widget.isHidden != modifiers.isHidden {
            // As `gtk_widget_set_visible`: a hidden widget cannot keep or take focus.
            widget.isHidden = modifiers.isHidden
            if modifiers.isHidden { toolkit.hide(widget.node) } else { toolkit.unhide(widget.node) }
        }
        if let focusable = modifiers.isFocusable {
            // `.focusable(_:)`: as `gtk_widget_set_focusable` on the view's widget.
            toolkit.setFocusable(widget.node, focusable)
        }
        if widget.isSensitive == modifiers.isDisabled {
            widget.isSensitive = !modifiers.isDisabled
            toolkit.setSensitive(widget.node, !modifiers.isDisabled)
        }
    }

    /// What a toggle, picker or stepper shows, to tell when an update set it.
    private func valueState(of widget: HeadlessWidget) -> [Double] {
        [
            widget.capability((any HeadlessToggleState).self).map { $0.isOn ? 1 : 0 } ?? -1,
            widget.capability((any HeadlessChoice).self).map { Double($0.selectedIndex ?? -1) } ?? -2,
            widget.capability((any HeadlessAdjustable).self)?.value ?? -3,
        ]
    }

    func insert(_ child: HeadlessWidget, into parent: HeadlessWidget, at index: Int) {
        operations.append(.insert(child.name, into: parent.name, at: index))
        parent.children.insert(child, at: index)
        if let window = child.window,
            let placement = (child.renderer?.base as? ToolbarItemHeadlessRenderer)?.placement
        {
            guard requests[window]?.style != .settings else {
                // As on GTK: libadwaita's preferences window has a header bar of its own; the
                // item is in no window, so nothing in it takes focus.
                let message =
                    "toolbar items in a Settings window are not shown: libadwaita's preferences window "
                    + "has a header bar of its own"
                warnOnce(message)
                return
            }
            toolkit.attach(child.node, toParent: toolbarSlot(placement.slotIndex, in: window))
            return
        }
        // As GTK's grouped form: a row with nothing focusable inside (a text) is a Tab stop
        // itself (`GtkPreferencesGroupRows`), in a section or in an expander row.
        let parentComponent = parent.element?.component
        if (parentComponent as? SectionComponent)?.isGrouped == true
            || (parentComponent as? DisclosureGroupComponent)?.isFormRow == true,
            !(child.element?.component is SectionFooterComponent), !toolkit.containsFocusableNode(child.node)
        {
            toolkit.setFocusable(child.node, true)
        }
        // As on GTK: a `Settings` window's root tab view gives the preferences window its pages,
        // switched from the window's header bar (`GtkPreferencesTabs`).
        if let tabView = child.renderer?.base as? TabViewHeadlessRenderer, parent.renderer == nil,
            let window = roots.first(where: { $0.value === parent })?.key,
            requests[window]?.style == .settings
        {
            tabView.switchesFromTheHeaderBar()
        }
        let routing = parent.renderer?.base as? any HeadlessChildRouting
        toolkit.attach(child.node, toParent: routing?.childParent(at: index) ?? parent.node)
        (child.renderer?.base as? any HeadlessInsertionObserver)?.didInsert(into: parent)
    }

    /// As GTK's header bar: after the window's content in Tab order, leading items, then the
    /// title, then trailing ones; each slot a node made the first time a window needs it.
    private func toolbarSlot(_ index: Int, in window: FocusWindowID) -> FocusNodeID {
        if let slots = toolbarSlots[window] { return slots[index] }
        let header = toolkit.makeNode("headerbar", in: window, focusable: false)
        let slots = ["start", "title", "end"].map {
            toolkit.makeNode($0, in: nil, parent: header, focusable: false)
        }
        toolbarSlots[window] = slots
        return slots[index]
    }

    func move(_ child: HeadlessWidget, in parent: HeadlessWidget, to index: Int) {
        operations.append(.move(child.name, to: index))
        (parent.renderer?.base as? any HeadlessChildOrderObserver)?.child(child, willMoveTo: index)
        parent.children.removeAll { $0 === child }
        parent.children.insert(child, at: index)
    }

    func remove(_ child: HeadlessWidget, from parent: HeadlessWidget) {
        operations.append(.remove(child.name))
        parent.children.removeAll { $0 === child }
        for widget in child.subtree { widget.isRemoved = true }
        // Toolbar items of the removed views leave the header bar with them.
        for widget in child.subtree where widget !== child && widget.window != nil {
            toolkit.remove(widget.node)
        }
        toolkit.remove(child.node)
    }

    func focusNode(of widget: HeadlessWidget) -> FocusNodeID { widget.focusNode }

    /// Queued until the next simulated event, or the next ``settle()``, runs it.
    func scheduleUpdate(_ flush: @escaping @MainActor () -> Void) {
        pendingFlushes.append(flush)
    }

    // MARK: The main loop

    /// Runs what GTK's main loop would before waiting for the next event: scheduled re-renders,
    /// then a frame (GTK's focus fallback after a focused widget went away, and the window
    /// manager's activation of a presented window), until nothing is left.
    func settle() {
        for _ in 0..<1_000 {
            if !pendingFlushes.isEmpty {
                runScheduledUpdates()
                continue
            }
            toolkit.runFrame()
            if pendingFlushes.isEmpty { return }
        }
    }

    /// Runs the scheduled re-renders and command evaluations, as GTK's main loop runs them
    /// before it handles the next queued event (they are scheduled just above GDK's event
    /// priority): what one key changed is current for the next, however soon it comes.
    @discardableResult
    func runScheduledUpdates() -> Int {
        var count = 0
        for _ in 0..<1_000 where !pendingFlushes.isEmpty {
            let flushes = pendingFlushes
            pendingFlushes = []
            for flush in flushes { flush() }
            count += flushes.count
        }
        return count
    }

    /// Whether re-renders are scheduled and not run yet.
    var hasPendingUpdates: Bool { !pendingFlushes.isEmpty }

    // MARK: Queries

    /// The text a widget shows: a field's or editor's from its editable text, as GTK's
    /// `GtkText` holds it; otherwise what the backend last set.
    func text(of widget: HeadlessWidget) -> String {
        widget.textNode != nil ? toolkit.editable(widget.focusNode)?.text ?? "" : widget.text
    }

    /// The open windows, in the order they were made.
    var openWindows: [FocusWindowID] { windowOrder.filter { roots[$0] != nil } }

    /// The widgets of a window, depth first.
    func widgets(in window: FocusWindowID) -> [HeadlessWidget] {
        roots[window]?.subtree ?? []
    }

    /// The innermost widget containing the window's focus widget (a field in a list's row,
    /// not the list, whose renderer contains its rows' nodes).
    func focusedWidget(in window: FocusWindowID) -> HeadlessWidget? {
        focusedWidgets(in: window).first
    }

    /// The widgets containing the window's focus widget, innermost first: where a key goes, as
    /// GTK's key events bubble from the focus widget up (a list takes Down from a switch in a
    /// row, which does not use it).
    func focusedWidgets(in window: FocusWindowID) -> [HeadlessWidget] {
        guard let focus = toolkit.windows[window]?.focus else { return [] }
        // The subtree lists a widget before the widgets inside it.
        return widgets(in: window).filter { $0.renderer != nil && $0.contains(focus) }.reversed()
    }
}

/// A component no renderer draws.
struct MissingHeadlessComponent: PlainHeadlessComponent {
    static var nodeName: String { "missing" }
}

extension HeadlessBackend {
    /// Reports a problem with the app's views once, through the coordinator's logger.
    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        toolkit.coordinator.logger.warning(message)
    }
}
