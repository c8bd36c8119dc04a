import FocusKit
import FocusKitTestSupport
import FocusUICore

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
    /// What each window was made with (its default size and resizability).
    private(set) var requests: [FocusWindowID: WindowRequest] = [:]
    /// Every window made, in the order it was made (closed ones included).
    private(set) var windowOrder: [FocusWindowID] = []
    /// The window each presented window (sheet, alert, dialog) is modal over.
    private(set) var presenters: [FocusWindowID: FocusWindowID] = [:]
    /// The URLs the user opened with a `Link`, in order.
    var openedURLs: [String] = []
    /// Told when a window closes, so that the scene runtime unmounts its views.
    var onWindowClosed: ((FocusWindowID) -> Void)?
    /// Each window's header bar slots (leading, title, trailing) for toolbar items.
    private var toolbarSlots: [FocusWindowID: [FocusNodeID]] = [:]
    private var pendingFlushes: [@MainActor () -> Void] = []

    init(logger: any FocusLogger) {
        toolkit = FakeToolkit(logger: logger)
    }

    var focusCoordinator: FocusCoordinator { toolkit.coordinator }

    // MARK: ViewBackend

    func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: HeadlessWidget) {
        let id = toolkit.makeWindow()
        let root = HeadlessWidget(kind: nil, node: toolkit.makeNode("root", in: id, focusable: false))
        roots[id] = root
        titles[id] = request.title
        requests[id] = request
        windowOrder.append(id)
        if let presenter = request.presenter { presenters[id] = presenter }
        return (WindowContext(id: id, title: request.title, sceneID: request.sceneID), root)
    }

    /// `gtk_window_present`: shown at once, activated by the window manager at the next frame.
    func present(_ window: WindowContext) {
        toolkit.present(window.id)
    }

    func setTitle(_ title: String, of window: WindowContext) {
        titles[window.id] = title
    }

    func close(_ window: WindowContext) {
        roots[window.id] = nil
        titles[window.id] = nil
        toolbarSlots[window.id] = nil
        toolkit.close(window.id)
    }

    func makeWidget(for element: Element, in window: WindowContext) -> HeadlessWidget {
        let name = "\(element.kind)(\(element.title ?? element.text ?? ""))"
        if element.kind == .toolbarItem {
            let item = HeadlessWidget(
                kind: element.kind, node: toolkit.makeNode(name, in: nil, focusable: false))
            item.window = window.id
            return item
        }
        switch element.kind {
        case .textField, .secureField:
            let entry = toolkit.makeEntry(name, in: nil)
            return HeadlessWidget(kind: element.kind, node: entry.entry, textNode: entry.text)
        case .segmentedPicker:
            // As GTK's linked toggle buttons: a box that cannot take focus, one Tab stop per
            // option (made by `update` when the options change).
            return HeadlessWidget(kind: element.kind, node: toolkit.makeNode(name, in: nil, focusable: false))
        case .button, .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .slider, .link,
            .menu, .radioGroupPicker:
            return HeadlessWidget(kind: element.kind, node: toolkit.makeNode(name, in: nil))
        case .textEditor:
            // A GtkScrolledWindow whose GtkTextView takes focus, like an entry's inner text; a
            // text view never selects its text when focus arrives.
            let editor = toolkit.makeEntry(name, in: nil, selectsOnFocus: false)
            return HeadlessWidget(kind: element.kind, node: editor.entry, textNode: editor.text)
        case .form, .vStack, .hStack, .spacer, .text, .section, .divider, .image,
            .scrollView, .grid, .gridRow, .toolbarItem:
            return HeadlessWidget(kind: element.kind, node: toolkit.makeNode(name, in: nil, focusable: false))
        }
    }

    func update(_ widget: HeadlessWidget, from old: Element?, to new: Element) {
        widget.element = new
        // As GTK's backend does: apply the text only when the widget does not show it already.
        if let text = new.text, self.text(of: widget) != text {
            if widget.textNode != nil {
                toolkit.setText(text, of: widget.node)
            } else {
                widget.text = text
            }
        }
        if new.kind == .segmentedPicker, new.options.count != widget.segmentNodes.count {
            for node in widget.segmentNodes { toolkit.remove(node) }
            widget.segmentNodes = new.options.indices.map {
                toolkit.makeNode("segment\($0)", in: nil, parent: widget.node)
            }
        }
        // The other values likewise: set only when the widget shows something else.
        if widget.isOn != new.isOn { widget.isOn = new.isOn }
        if widget.selectedIndex != new.selectedIndex { widget.selectedIndex = new.selectedIndex }
        if widget.value != new.value { widget.value = new.value }
        if widget.isHidden != new.isHidden {
            // As `gtk_widget_set_visible`: a hidden widget cannot keep or take focus.
            widget.isHidden = new.isHidden
            if new.isHidden { toolkit.hide(widget.node) } else { toolkit.unhide(widget.node) }
        }
        if let focusable = new.isFocusable {
            // `.focusable(_:)`: as `gtk_widget_set_focusable` on the view's widget.
            toolkit.setFocusable(widget.node, focusable)
        }
        if widget.isSensitive == new.isDisabled {
            widget.isSensitive = !new.isDisabled
            toolkit.setSensitive(widget.node, !new.isDisabled)
        }
    }

    func insert(_ child: HeadlessWidget, into parent: HeadlessWidget, at index: Int) {
        parent.children.insert(child, at: index)
        if let window = child.window, child.kind == .toolbarItem,
            let placement = child.element?.toolbarPlacement
        {
            toolkit.attach(child.node, toParent: toolbarSlot(placement.slotIndex, in: window))
            return
        }
        toolkit.attach(child.node, toParent: parent.node)
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
        parent.children.removeAll { $0 === child }
        parent.children.insert(child, at: index)
    }

    func remove(_ child: HeadlessWidget, from parent: HeadlessWidget) {
        parent.children.removeAll { $0 === child }
        for widget in child.subtree { widget.isRemoved = true }
        // Toolbar items of the removed views leave the header bar with them.
        for widget in child.subtree where widget !== child && widget.kind == .toolbarItem {
            toolkit.remove(widget.node)
        }
        toolkit.remove(child.node)
    }

    func focusNode(of widget: HeadlessWidget) -> FocusNodeID { widget.node }

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
    func runScheduledUpdates() {
        for _ in 0..<1_000 where !pendingFlushes.isEmpty {
            let flushes = pendingFlushes
            pendingFlushes = []
            for flush in flushes { flush() }
        }
    }

    // MARK: Queries

    /// The text a widget shows: a field's or editor's from its editable text, as GTK's
    /// `GtkText` holds it; otherwise what the backend last set.
    func text(of widget: HeadlessWidget) -> String {
        widget.textNode != nil ? toolkit.editable(widget.node)?.text ?? "" : widget.text
    }

    /// The open windows, in the order they were made.
    var openWindows: [FocusWindowID] { windowOrder.filter { roots[$0] != nil } }

    /// The widgets of a window, depth first.
    func widgets(in window: FocusWindowID) -> [HeadlessWidget] {
        roots[window]?.subtree ?? []
    }

    /// The widget containing the window's focus widget.
    func focusedWidget(in window: FocusWindowID) -> HeadlessWidget? {
        guard let focus = toolkit.windows[window]?.focus else { return nil }
        return widgets(in: window).first { $0.kind != nil && $0.contains(focus) }
    }
}
