import FocusKit

/// A headless toolkit that behaves like GTK 4 where focus coordination depends on it:
/// leave(A) before enter(B); crossing events for window (de)activation that do not change the
/// focus widget; grabs that fail for unrooted, unmapped, hidden or insensitive nodes; focus
/// cleared synchronously when the focus widget becomes insensitive; after removal or hiding
/// of the focus widget, focus moved at the next frame to the nearest focusable ancestor, else
/// the first Tab stop (even if focus was unset meanwhile, as measured on GTK); automatic
/// focus of the first Tab stop when a window is shown without a focus widget; and
/// `present` that activates the window only at the next frame, like a window manager; and
/// window (de)activation delivered as bursts of events, with work queued by
/// `afterCurrentEvents` run when a burst ends, like GTK's idle source below GDK's events.
@MainActor
package final class FakeToolkit: FocusHost {
    package final class Window {
        package let id: FocusWindowID
        package var isShown = false
        package var isActive = false
        package var focus: FocusNodeID?
        var roots: [FocusNodeID] = []
        var needsFallback = false
        /// Where the removed focus widget was, for GTK's "nearest focusable ancestor".
        var fallbackAncestors: [FocusNodeID] = []
        init(id: FocusWindowID) { self.id = id }
    }

    final class Node {
        let id: FocusNodeID
        let name: String
        var window: FocusWindowID?
        var parent: FocusNodeID?
        var children: [FocusNodeID] = []
        var isVisible = true
        var isSensitive = true
        var isFocusable: Bool
        /// Whether a grab or click on this unfocusable node focuses its first focusable
        /// descendant, as `GtkEntry` does for its `GtkText`; a plain container (`GtkBox`)
        /// does not take a click (measured against GTK by the differential test).
        package var delegatesFocus = false
        /// The text of an entry's inner text node (``makeEntry(_:in:parent:)``).
        var editable: EditableText?
        /// A list's node: one Tab stop whose row focus enters (``FocusHolder``).
        var focusHolder: FocusHolder?
        /// A `GtkPopover` with autohide: Tab cycles inside it (``popUp(_:)``).
        var isPopover = false
        init(id: FocusNodeID, name: String, focusable: Bool) {
            self.id = id
            self.name = name
            self.isFocusable = focusable
        }
    }

    enum Crossing: Equatable {
        case leave(String)
        case enter(String)
    }

    package let coordinator: FocusCoordinator
    package private(set) var windows: [FocusWindowID: Window] = [:]
    private(set) var nodes: [FocusNodeID: Node] = [:]
    private var nextWindow: UInt = 1
    private var nextNode: UInt = 1

    /// A fresh node number (for a tree node or a virtual one).
    func nextNodeNumber() -> UInt {
        defer { nextNode += 1 }
        return nextNode
    }
    /// Windows `present` asked for, in order, activated at the next frame like a window
    /// manager would: each in turn, so that a present is never lost to a later one.
    package private(set) var pendingActivations: [FocusWindowID] = []
    /// Every crossing event, in emission order (rule 3's leave-before-enter).
    var crossings: [Crossing] = []
    /// What runs when focus leaves a shown popover, by popover (``onFocusLeave(_:_:)``).
    var popoverFocusLeaveHandlers: [FocusNodeID: @MainActor () -> Void] = [:]
    /// Counts host calls, so tests can prove no-ops (rule 9).
    var grabCount = 0
    var clearCount = 0
    var presentCount = 0
    /// Called when a node is destroyed, so the owner can end its registrations (rule 11).
    var onNodeDestroyed: ((FocusNodeID) -> Void)?
    /// Work for the end of the current burst of events (``afterCurrentEvents(_:)``, rule 17).
    private var afterBurst: [@MainActor () -> Void] = []
    /// How deep inside ``burst(_:)`` (or a window-manager operation) the toolkit is.
    private var burstDepth = 0

    /// Nodes without a node of their own in the tree (rows of lazy lists), and the nodes
    /// standing for them now (see `FakeToolkit+VirtualNodes.swift`).
    var virtualNodes: [FocusNodeID: any VirtualFocusNode] = [:]
    var virtualNodeByStandIn: [FocusNodeID: FocusNodeID] = [:]
    var standInByVirtualNode: [FocusNodeID: FocusNodeID] = [:]
    /// Inside ``replaceFocus(in:_:)``: a focus change is reported with origin `replacement`.
    var isReplacingRemovedItem = false

    /// GTK's `gtk-entry-select-on-focus` setting: focus arriving in a text by keyboard or a
    /// program selects its characters (on by default, as in GTK).
    package var selectsTextOnFocus = true

    package init(logger: any FocusLogger = SilentFocusLogger()) {
        coordinator = FocusCoordinator(logger: logger)
        coordinator.host = self
    }

    // MARK: Building

    package func makeWindow() -> FocusWindowID {
        let id = FocusWindowID(nextWindow)
        nextWindow += 1
        windows[id] = Window(id: id)
        return id
    }

    /// A node; `focusable: false` models a `GtkEntry` whose inner `GtkText` takes focus.
    @discardableResult
    package func makeNode(
        _ name: String, in window: FocusWindowID?, parent: FocusNodeID? = nil, focusable: Bool = true
    )
        -> FocusNodeID
    {
        let id = FocusNodeID(nextNodeNumber())
        let node = Node(id: id, name: name, focusable: focusable)
        nodes[id] = node
        if let parent {
            attach(id, toParent: parent)
        } else if let window {
            attach(id, toWindow: window)
        }
        return id
    }

    /// An entry: an unfocusable wrapper node with a focusable inner text node, whose text is
    /// selected when focus arrives by keyboard or a program unless `selectsOnFocus` is false
    /// (a `GtkTextView`).
    package func makeEntry(
        _ name: String, in window: FocusWindowID?, parent: FocusNodeID? = nil, selectsOnFocus: Bool = true,
        grabSelects: Bool = true
    ) -> (entry: FocusNodeID, text: FocusNodeID) {
        let entry = makeNode(name, in: window, parent: parent, focusable: false)
        nodes[entry]!.delegatesFocus = true
        let text = makeNode(name + ".text", in: nil, parent: entry)
        nodes[text]!.editable = EditableText(selectsOnFocus: selectsOnFocus)
        nodes[text]!.editable?.grabSelects = grabSelects
        return (entry, text)
    }

    func attach(_ id: FocusNodeID, toWindow window: FocusWindowID) {
        windows[window]!.roots.append(id)
        setWindow(of: id, to: window)
        announceMapping(of: id)
    }

    package func attach(_ id: FocusNodeID, toParent parent: FocusNodeID) {
        nodes[id]!.parent = parent
        nodes[parent]!.children.append(id)
        setWindow(of: id, to: nodes[parent]!.window)
        announceMapping(of: id)
    }

    private func setWindow(of id: FocusNodeID, to window: FocusWindowID?) {
        let changed = nodes[id]!.window != window
        nodes[id]!.window = window
        for child in nodes[id]!.children { setWindow(of: child, to: window) }
        if changed { coordinator.nodeDidChangeWindow(id) }
    }

    // MARK: Queries

    package func name(_ id: FocusNodeID?) -> String { id.flatMap { nodes[$0]?.name } ?? "nil" }

    func isMapped(_ id: FocusNodeID) -> Bool {
        guard let node = nodes[id], let window = node.window, windows[window]?.isShown == true else {
            return false
        }
        var current: FocusNodeID? = id
        while let c = current {
            guard let n = nodes[c], n.isVisible else { return false }
            current = n.parent
        }
        return true
    }

    /// `gtk_widget_is_visible`: the node and all its ancestors are visible.
    package func isVisible(_ id: FocusNodeID) -> Bool {
        ancestors(of: id).allSatisfy { nodes[$0]?.isVisible == true }
    }

    func isSensitive(_ id: FocusNodeID) -> Bool {
        var current: FocusNodeID? = id
        while let c = current {
            guard let n = nodes[c], n.isSensitive else { return false }
            current = n.parent
        }
        return true
    }

    /// Whether the node (not a descendant) can take focus itself.
    func canFocusItself(_ id: FocusNodeID) -> Bool {
        guard let node = nodes[id] else { return false }
        return node.isFocusable && isMapped(id) && isSensitive(id)
    }

    /// The node itself, or for an unfocusable wrapper its first focusable descendant, like
    /// `gtk_widget_grab_focus` on a `GtkEntry` focusing its `GtkText`.
    func focusTarget(_ id: FocusNodeID) -> FocusNodeID? {
        if canFocusItself(id) { return id }
        if let holder = nodes[id]?.focusHolder {
            // A lookup: the holder itself stands for the row a grab would focus.
            return isMapped(id) && isSensitive(id) && holder.canEnter() ? id : nil
        }
        guard let node = nodes[id], !node.isFocusable, isMapped(id), isSensitive(id) else { return nil }
        for child in node.children {
            if let target = focusTarget(child) { return target }
        }
        return nil
    }

    /// Whether `id` or a node inside it is focusable, whether or not it is mapped (what a
    /// grouped form's row holds, as `GtkPreferencesGroupRows` checks on GTK).
    package func containsFocusableNode(_ id: FocusNodeID) -> Bool {
        guard let node = nodes[id] else { return false }
        return node.isFocusable || node.children.contains { containsFocusableNode($0) }
    }

    func ancestors(of id: FocusNodeID) -> [FocusNodeID] {
        var result: [FocusNodeID] = []
        var current: FocusNodeID? = id
        while let c = current, let node = nodes[c] {
            result.append(c)
            current = node.parent
        }
        return result
    }

    func contains(_ container: FocusNodeID, _ id: FocusNodeID?) -> Bool {
        guard let id else { return false }
        return ancestors(of: id).contains(container)
    }

    /// Tab stops of a window in order: depth-first over its nodes.
    package func tabStops(in window: FocusWindowID) -> [FocusNodeID] {
        var result: [FocusNodeID] = []
        func visit(_ id: FocusNodeID) {
            if canFocusItself(id) { result.append(id) }
            for child in nodes[id]?.children ?? [] { visit(child) }
        }
        for root in windows[window]?.roots ?? [] { visit(root) }
        return result
    }

    package var activeWindow: FocusWindowID? { windows.values.first(where: { $0.isActive })?.id }

    // MARK: FocusHost

    package func grabFocus(on node: FocusNodeID) -> FocusGrabResult {
        grabCount += 1
        if let virtual = virtualNodes[node] { return virtual.grabFocus() }
        if let holder = nodes[node]?.focusHolder {
            // `grab_focus` on a list's holder: its row focus enters.
            guard focusTarget(node) != nil, let row = holder.enter(false), let window = nodes[row]?.window
            else {
                return .refused
            }
            setFocus(window, row, origin: .user, arrival: .coordinatorGrab)
            return .moved
        }
        guard let target = focusTarget(node), let window = nodes[target]?.window else { return .refused }
        setFocus(window, target, origin: .user, arrival: .coordinatorGrab)
        return .moved
    }

    /// Focuses the node again, as ``grabFocus(on:)`` does, for focus given back rather than
    /// written, as the GTK host's `giveFocusBack(to:)`: a virtual node through
    /// ``VirtualFocusNode/giveFocusBack()`` (a list's row keeps the selection).
    package func giveFocusBack(to node: FocusNodeID) -> FocusGrabResult {
        guard let virtual = virtualNodes[node] else { return grabFocus(on: node) }
        grabCount += 1
        return virtual.giveFocusBack()
    }

    package func clearFocus(in window: FocusWindowID) {
        clearCount += 1
        setFocus(window, nil, origin: .user)
    }

    package func present(_ window: FocusWindowID) {
        presentCount += 1
        if windows[window]?.isShown == false { show(window) }
        pendingActivations.append(window)
    }

    /// Queued until the current burst of events ends, like GTK's idle source below GDK's
    /// event priority; outside a burst, the next one to end runs it.
    package func afterCurrentEvents(_ work: @escaping @MainActor () -> Void) {
        afterBurst.append(work)
        if burstDepth == 0 { endOfBurst() }
    }

    package func canTakeFocus(_ node: FocusNodeID) -> Bool {
        if let virtual = virtualNodes[node] { return virtual.canTakeFocus }
        return focusTarget(node) != nil
    }

    package func window(containing node: FocusNodeID) -> FocusWindowID? {
        if let virtual = virtualNodes[node] { return virtual.window }
        return nodes[node]?.window
    }

    /// The focus node and its ancestors, each followed by the virtual node it stands for.
    package func focusChain(in window: FocusWindowID) -> [FocusNodeID] {
        guard let focus = windows[window]?.focus else { return [] }
        let chain = ancestors(of: focus)
        guard !virtualNodeByStandIn.isEmpty else { return chain }
        return chain.flatMap { node in [node] + (virtualNodeByStandIn[node].map { [$0] } ?? []) }
    }

    // MARK: What GTK does

    /// `gtk_window_set_focus`: leave events for the old chain, enter for the new, then the
    /// window's focus widget changes and `notify::focus-widget` reports it.
    /// A text arrived at is selected or not, by how focus `arrival`ed (``FocusArrival``).
    func setFocus(
        _ window: FocusWindowID, _ node: FocusNodeID?, origin: FocusChangeOrigin,
        arrival: FocusArrival = .keyboard
    ) {
        guard let w = windows[window] else { return }
        // GTK (`gtk_window_root_set_focus`): focusing a visible widget, even the focus widget
        // again, cancels the pending after-paint fallback; unsetting focus or focusing a
        // hidden widget does not.
        if let node, isVisible(node) { w.needsFallback = false }
        // GTK's grab runs the text's own `grab_focus` (selecting) before the focus widget is
        // set, also when it is already the focus widget.
        if let node { focusDidArrive(at: node, by: arrival) }
        guard w.focus != node else { return }
        let oldChain = w.focus.map(ancestors(of:)) ?? []
        let newChain = node.map(ancestors(of:)) ?? []
        for id in oldChain where !newChain.contains(id) { crossings.append(.leave(name(id))) }
        for id in newChain.reversed() where !oldChain.contains(id) { crossings.append(.enter(name(id))) }
        w.focus = node
        coordinator.focusDidChange(
            in: window, origin: isReplacingRemovedItem && node != nil ? .replacement : origin)
        // A `GtkEventControllerFocus` on a shown popover reports `leave`.
        for id in oldChain where !newChain.contains(id) && isMapped(id) {
            popoverFocusLeaveHandlers[id]?()
        }
    }

    /// `gtk_window_show`: map (fields first, then the window's own `map` handler), then focus
    /// the first Tab stop if there is no focus widget.
    package func show(_ window: FocusWindowID) {
        guard let w = windows[window], !w.isShown else { return }
        w.isShown = true
        for root in w.roots { announceMapping(of: root) }
        coordinator.windowDidMap(window)
        if w.focus == nil, let first = tabStops(in: window).first {
            setFocus(window, first, origin: .windowShow)
        }
    }

    /// Delivers the events `body` produces as one burst, as a display server does when it
    /// sends several events at once (X11's focus-out and focus-in; Wayland's keyboard leave
    /// and enter): work queued with ``afterCurrentEvents(_:)`` runs when the burst ends.
    func burst(_ body: () -> Void) {
        burstDepth += 1
        body()
        burstDepth -= 1
        if burstDepth == 0 { endOfBurst() }
    }

    /// The main loop has dispatched the burst: the queued work runs, in order.
    private func endOfBurst() {
        while !afterBurst.isEmpty {
            let work = afterBurst.removeFirst()
            work()
        }
    }

    /// The window manager activates a window: crossing events with mode ACTIVE for the old and
    /// new active windows, focus widgets unchanged, in one burst.
    package func activate(_ window: FocusWindowID) {
        guard let w = windows[window], w.isShown, !w.isActive else { return }
        burst {
            if let previous = activeWindow { deactivate(previous) }
            w.isActive = true
            for id in (w.focus.map(ancestors(of:)) ?? []).reversed() { crossings.append(.enter(name(id))) }
            coordinator.windowDidChangeActivation(window, isActive: true)
        }
    }

    /// The window manager deactivates a window (its own burst unless inside ``burst(_:)``).
    func deactivate(_ window: FocusWindowID) {
        guard let w = windows[window], w.isActive else { return }
        burst {
            w.isActive = false
            for id in w.focus.map(ancestors(of:)) ?? [] { crossings.append(.leave(name(id))) }
            coordinator.windowDidChangeActivation(window, isActive: false)
        }
    }

    /// A click or mnemonic on a node: focus moves if it can.
    package func click(_ node: FocusNodeID) {
        guard let n = nodes[node] else { return }
        // `gtk_widget_grab_focus` on a plain unfocusable container does nothing in GTK 4.
        guard n.isFocusable || n.delegatesFocus else { return }
        guard let target = focusTarget(node), let window = nodes[target]?.window else { return }
        setFocus(window, target, origin: .user, arrival: .click)
    }

    /// `gtk_widget_grab_focus` called by application code (not through the coordinator).
    /// Unlike a click, GTK 4 only requires the widget to be focusable, sensitive and inside a
    /// window: it focuses hidden (unmapped) widgets and widgets of windows not yet shown
    /// (measured against GTK by the differential test). Returns whether focus moved there.
    @discardableResult
    package func grab(_ node: FocusNodeID) -> Bool {
        guard let found = grabTarget(node), let window = nodes[found]?.window else { return false }
        setFocus(window, found, origin: .user, arrival: .applicationGrab)
        return true
    }

    /// Where `gtk_widget_grab_focus` on the node puts focus, if it succeeds.
    package func grabTarget(_ id: FocusNodeID) -> FocusNodeID? {
        guard let n = nodes[id], n.window != nil, isSensitive(id) else { return nil }
        if n.isFocusable { return id }
        guard n.delegatesFocus else { return nil }
        for child in n.children {
            if let found = grabTarget(child) { return found }
        }
        return nil
    }

    /// Tab (or Shift+Tab), as GTK 4 moves keyboard focus (`gtk_widget_child_focus` on the
    /// window): hierarchically, from the child that contains the focus widget, over visible
    /// children only. A container whose focus child is hidden cannot move on inside itself.
    /// When focus cannot move on (the last Tab stop, or a focus widget that is no Tab stop,
    /// such as a hidden one), GTK unsets the focus, then starts again from the first Tab stop;
    /// the GTK backend reports the two as one move, or the unset alone (as GTK's own when the
    /// old focus widget is unmapped or insensitive) if no Tab stop takes focus. Measured
    /// against GTK by the differential test.
    package func tab(in window: FocusWindowID, backward: Bool = false) {
        guard let w = windows[window] else { return }
        if let popover = shownPopover(containingFocusOf: window) {
            tab(inPopover: popover, in: window, backward: backward)
            return
        }
        if let target = moveFocus(among: w.roots, in: window, backward: backward, fromFocus: true) {
            setFocus(window, target, origin: .user)
            return
        }
        // The GTK backend holds that unset back (rule 3: a wrap from field A to field B is one
        // change A -> B) and reports it only if no Tab stop takes focus.
        guard let focus = w.focus else {
            if let target = moveFocus(among: w.roots, in: window, backward: backward, fromFocus: false) {
                setFocus(window, target, origin: .user)
            }
            return
        }
        let own = isMapped(focus) && isSensitive(focus)
        let oldChain = ancestors(of: focus)
        for id in oldChain { crossings.append(.leave(name(id))) }
        w.focus = nil
        if let target = moveFocus(among: w.roots, in: window, backward: backward, fromFocus: false) {
            for id in ancestors(of: target).reversed() { crossings.append(.enter(name(id))) }
            focusDidArrive(at: target, by: .keyboard)
            w.focus = target
            if isVisible(target) { w.needsFallback = false }
            coordinator.focusDidChange(in: window, origin: .user)
        } else {
            coordinator.focusDidChange(in: window, origin: own ? .user : .toolkitFallback)
        }
    }

    /// `gtk_widget_focus_move` over `children`: the node that would take focus, if any.
    func moveFocus(
        among children: [FocusNodeID], in window: FocusWindowID, backward: Bool, fromFocus: Bool
    ) -> FocusNodeID? {
        let focus = windows[window]?.focus
        let chain = fromFocus ? (focus.map(ancestors(of:)) ?? []) : []
        var focusChild = children.first { chain.contains($0) }
        var order = children.filter { nodes[$0]?.isVisible == true }
        if backward { order.reverse() }
        for child in order {
            if let current = focusChild {
                guard child == current else { continue }
                focusChild = nil
            }
            if let target = childFocus(child, in: window, backward: backward, fromFocus: fromFocus) {
                return target
            }
        }
        return nil
    }

    /// `gtk_widget_child_focus` on one node: a focusable node takes focus unless it has it;
    /// a container moves focus among its children.
    func childFocus(_ id: FocusNodeID, in window: FocusWindowID, backward: Bool, fromFocus: Bool)
        -> FocusNodeID?
    {
        guard let node = nodes[id], node.isVisible, isMapped(id), isSensitive(id) else { return nil }
        if let holder = node.focusHolder {
            // One Tab stop: from inside, focus leaves it (or moves where the holder says); from
            // outside, it enters on its row.
            if fromFocus, contains(id, windows[window]?.focus) { return holder.move?(backward) ?? nil }
            return holder.canEnter() ? holder.enter(backward) : nil
        }
        if node.isFocusable {
            return fromFocus && windows[window]?.focus == id ? nil : id
        }
        return moveFocus(among: node.children, in: window, backward: backward, fromFocus: fromFocus)
    }

    /// `gtk_widget_set_visible(node, false)`.
    package func hide(_ node: FocusNodeID) {
        guard let n = nodes[node], n.isVisible else { return }
        let wasMapped = isMapped(node)
        n.isVisible = false
        // GTK schedules its fallback whenever the focus widget is inside a widget being hidden,
        // but emits `unmap` (what the backend reports) only for widgets that were mapped.
        loseFocusWidget(inside: node)
        if wasMapped { announceUnavailability(of: node) }
    }

    package func unhide(_ node: FocusNodeID) {
        guard let n = nodes[node], !n.isVisible else { return }
        n.isVisible = true
        announceMapping(of: node)
    }

    /// `gtk_widget_set_sensitive(node, false)`: GTK unsets the focus at once.
    package func setSensitive(_ node: FocusNodeID, _ sensitive: Bool) {
        guard let n = nodes[node], n.isSensitive != sensitive else { return }
        n.isSensitive = sensitive
        if sensitive {
            announceAvailability(of: node)
            return
        }
        if let window = n.window, contains(node, windows[window]?.focus) {
            setFocus(window, nil, origin: .toolkitFallback)
        }
        announceUnavailability(of: node)
    }

    /// `gtk_widget_set_focusable`: a node made focusable can take focus (pending writes are
    /// retried); a focused node made unfocusable keeps focus, as in GTK 4, until focus moves.
    package func setFocusable(_ node: FocusNodeID, _ focusable: Bool) {
        guard let n = nodes[node], n.isFocusable != focusable else { return }
        n.isFocusable = focusable
        if focusable { announceAvailability(of: node) }
    }

    /// Removes a node from its parent or window; it keeps its subtree.
    package func remove(_ node: FocusNodeID) {
        guard let n = nodes[node] else { return }
        let wasMapped = isMapped(node)
        if wasMapped { loseFocusWidget(inside: node) }
        if let parent = n.parent {
            nodes[parent]?.children.removeAll { $0 == node }
            n.parent = nil
        } else if let window = n.window {
            windows[window]?.roots.removeAll { $0 == node }
        }
        // Unmap (availability) before the node leaves its window, as GTK does.
        announceUnavailability(of: node)
        setWindow(of: node, to: nil)
    }

    /// Destroys a node and its subtree: removed, then its owner unregisters it.
    func destroy(_ node: FocusNodeID) {
        remove(node)
        var doomed: [FocusNodeID] = []
        func collect(_ id: FocusNodeID) {
            doomed.append(id)
            for child in nodes[id]?.children ?? [] { collect(child) }
        }
        collect(node)
        for id in doomed {
            onNodeDestroyed?(id)
            nodes[id] = nil
        }
    }

    /// Closes and destroys a window with everything in it.
    package func close(_ window: FocusWindowID) {
        guard let w = windows[window] else { return }
        if w.isActive { deactivate(window) }
        // Hidden first, as GTK unmaps a window before destroying it.
        w.isShown = false
        coordinator.windowDidClose(window)
        for root in w.roots {
            var doomed: [FocusNodeID] = []
            func collect(_ id: FocusNodeID) {
                doomed.append(id)
                for child in nodes[id]?.children ?? [] { collect(child) }
            }
            collect(root)
            for id in doomed {
                onNodeDestroyed?(id)
                nodes[id] = nil
            }
        }
        windows[window] = nil
        pendingActivations.removeAll { $0 == window }
    }

    /// One frame: GTK's after-paint focus fallback, and the window manager's activation of a
    /// presented window.
    package func runFrame() {
        runFocusFallbacks()
        deliverActivations()
    }

    /// The window manager's activations of the windows `present` asked for: events that reach
    /// the app before any input that follows them.
    package func deliverActivations() {
        let presented = pendingActivations
        pendingActivations = []
        for window in presented { activate(window) }
    }

    /// GTK's after-paint focus fallback in every window that lost its focus widget.
    private func runFocusFallbacks() {
        for w in windows.values.sorted(by: { $0.id < $1.id }) where w.needsFallback {
            w.needsFallback = false
            // GTK: the nearest visible ancestor that takes a grab, else Tab forward in the
            // window from wherever focus is now (unsetting it and starting again from the first
            // Tab stop if it cannot move on). It runs even if focus moved meanwhile to a hidden
            // widget or was unset, since only focusing a visible widget cancels it.
            let ancestor = w.fallbackAncestors.lazy.compactMap { id -> FocusNodeID? in
                guard self.nodes[id]?.isVisible == true, self.nodes[id]?.window == w.id else { return nil }
                return self.grabTarget(id)
            }.first
            if let target = ancestor
                ?? moveFocus(among: w.roots, in: w.id, backward: false, fromFocus: true)
            {
                setFocus(w.id, target, origin: .toolkitFallback)
                continue
            }
            if w.focus != nil { setFocus(w.id, nil, origin: .toolkitFallback) }
            if let target = moveFocus(among: w.roots, in: w.id, backward: false, fromFocus: false) {
                setFocus(w.id, target, origin: .toolkitFallback)
            }
        }
    }

    func loseFocusWidget(inside node: FocusNodeID) {
        guard let window = nodes[node]?.window, let w = windows[window], contains(node, w.focus) else {
            return
        }
        w.needsFallback = true
        w.fallbackAncestors = Array(ancestors(of: node).dropFirst())
    }

    private func subtree(_ id: FocusNodeID) -> [FocusNodeID] {
        var result = [id]
        for child in nodes[id]?.children ?? [] { result += subtree(child) }
        return result
    }

    /// A node can take focus again (made sensitive): the backend reports registered nodes in
    /// its subtree that can.
    private func announceAvailability(of node: FocusNodeID) {
        for id in withVirtualNodes(subtree(node)) where coordinator.isRegistered(id) && canTakeFocus(id) {
            coordinator.nodeAvailabilityDidChange(id, canTakeFocus: true)
        }
    }

    /// The nodes, each followed by the virtual node it stands for: a row's availability is
    /// its list's.
    private func withVirtualNodes(_ ids: [FocusNodeID]) -> [FocusNodeID] {
        guard !virtualNodeByStandIn.isEmpty else { return ids }
        return ids.flatMap { id in [id] + (virtualNodeByStandIn[id].map { [$0] } ?? []) }
    }

    /// GTK emits `map` on each widget that becomes mapped, and the backend reports every
    /// registered one, even an insensitive one (which lets pending writes be retried; measured
    /// against GTK by the differential test).
    func announceMapping(of node: FocusNodeID) {
        for id in withVirtualNodes(subtree(node))
        where coordinator.isRegistered(id) && (virtualNodes[id]?.canTakeFocus ?? isMapped(id)) {
            coordinator.nodeAvailabilityDidChange(id, canTakeFocus: true)
        }
    }

    func announceUnavailability(of node: FocusNodeID) {
        for id in withVirtualNodes(subtree(node)) where coordinator.isRegistered(id) {
            coordinator.nodeAvailabilityDidChange(id, canTakeFocus: false)
        }
    }
}
