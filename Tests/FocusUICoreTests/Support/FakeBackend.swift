import FocusUICore

@testable import FocusKit
@testable import FocusKitTestSupport

/// A headless ``ViewBackend`` that records every operation and drives a ``FakeToolkit`` as the
/// focus host, so that focus behaves as under GTK. It can simulate typing, Return and clicks.
@MainActor
final class FakeBackend: ViewBackend {
    enum Operation: Equatable {
        case make(String)
        case insert(String, into: String, at: Int)
        case move(String, to: Int)
        case remove(String)
    }

    let toolkit = FakeToolkit()
    /// Structural operations, in order (updates are counted per widget instead).
    var operations: [Operation] = []
    /// How many `update` calls carried at least one changed property.
    var effectiveUpdates = 0
    var roots: [FocusWindowID: FakeWidget] = [:]
    var closedWindows: [FocusWindowID] = []
    /// Each window's title, as `setTitle` last set it.
    var titles: [FocusWindowID: String] = [:]
    /// How many times `setTitle` was called.
    var titleSetCount = 0
    private var pendingFlushes: [@MainActor () -> Void] = []

    var focusCoordinator: FocusCoordinator { toolkit.coordinator }

    // MARK: ViewBackend

    func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: FakeWidget) {
        let id = toolkit.makeWindow()
        let node = toolkit.makeNode("root", in: id, focusable: false)
        let root = FakeWidget(kind: nil, name: "root", node: node)
        roots[id] = root
        return (WindowContext(id: id, title: request.title, sceneID: request.sceneID), root)
    }

    func setTitle(_ title: String, of window: WindowContext) {
        titles[window.id] = title
        titleSetCount += 1
    }

    func present(_ window: WindowContext) {
        toolkit.show(window.id)
        toolkit.activate(window.id)
    }

    func close(_ window: WindowContext) {
        closedWindows.append(window.id)
        toolkit.close(window.id)
        roots[window.id] = nil
    }

    func makeWidget(for element: Element, in window: WindowContext) -> FakeWidget {
        let name = "\(element.kind)(\(element.title ?? element.text ?? ""))"
        operations.append(.make(name))
        switch element.kind {
        case .textField, .secureField:
            let entry = toolkit.makeEntry(name, in: nil)
            return FakeWidget(kind: element.kind, name: name, node: entry.entry, textNode: entry.text)
        case .button, .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .slider, .link,
            .menu, .segmentedPicker, .radioGroupPicker:
            return FakeWidget(kind: element.kind, name: name, node: toolkit.makeNode(name, in: nil))
        case .textEditor:
            let editor = toolkit.makeEntry(name, in: nil)
            return FakeWidget(kind: element.kind, name: name, node: editor.entry, textNode: editor.text)
        case .form, .vStack, .hStack, .spacer, .text, .section, .divider, .image,
            .scrollView, .grid, .gridRow, .toolbarItem:
            return FakeWidget(
                kind: element.kind, name: name, node: toolkit.makeNode(name, in: nil, focusable: false))
        }
    }

    func update(_ widget: FakeWidget, from old: Element?, to new: Element) {
        let changes = new.changes(from: old)
        widget.element = new
        // The documented requirement: on every update, apply the text only if the widget does
        // not have it (the user may have typed since the last render).
        if let text = new.text, widget.text != text {
            widget.text = text
            if old != nil { widget.textSetCount += 1 }
        }
        if widget.isOn != new.isOn {
            widget.isOn = new.isOn
            if old != nil { widget.valueSetCount += 1 }
        }
        if widget.selectedIndex != new.selectedIndex {
            widget.selectedIndex = new.selectedIndex
            if old != nil { widget.valueSetCount += 1 }
        }
        if widget.value != new.value {
            widget.value = new.value
            if old != nil { widget.valueSetCount += 1 }
        }
        guard !changes.isEmpty else { return }
        effectiveUpdates += 1
        if changes.contains(.disabled), widget.isSensitive == new.isDisabled {
            widget.isSensitive = !new.isDisabled
            toolkit.setSensitive(widget.node, !new.isDisabled)
        }
        if changes.contains(.hidden) {
            if new.isHidden { toolkit.hide(widget.node) } else { toolkit.unhide(widget.node) }
        }
    }

    func insert(_ child: FakeWidget, into parent: FakeWidget, at index: Int) {
        operations.append(.insert(child.name, into: parent.name, at: index))
        parent.children.insert(child, at: index)
        toolkit.attach(child.node, toParent: parent.node)
    }

    func move(_ child: FakeWidget, in parent: FakeWidget, to index: Int) {
        operations.append(.move(child.name, to: index))
        parent.children.removeAll { $0 === child }
        parent.children.insert(child, at: index)
    }

    func remove(_ child: FakeWidget, from parent: FakeWidget) {
        operations.append(.remove(child.name))
        parent.children.removeAll { $0 === child }
        toolkit.remove(child.node)
    }

    func focusNode(of widget: FakeWidget) -> FocusNodeID { widget.node }

    func scheduleUpdate(_ flush: @escaping @MainActor () -> Void) {
        pendingFlushes.append(flush)
    }

    // MARK: Driving it

    /// Runs scheduled flushes, like one or more idle turns of the main loop; returns how many.
    @discardableResult
    func runUpdates() -> Int {
        var count = 0
        while !pendingFlushes.isEmpty, count < 1_000 {
            let flushes = pendingFlushes
            pendingFlushes = []
            for flush in flushes { flush() }
            count += flushes.count
        }
        return count
    }

    var hasPendingUpdates: Bool { !pendingFlushes.isEmpty }

    /// Makes a window, renders `view` into it and shows it, like `WindowGroup` would.
    func mount<V: View>(_ view: V, title: String = "Test") -> ViewHost<FakeBackend> {
        let made = makeWindow(for: WindowRequest(title: title, sceneID: nil, isSingleton: false))
        let host = ViewHost(rootView: view, window: made.context, rootWidget: made.root, backend: self)
        host.render()
        present(made.context)
        operations.removeAll()
        return host
    }

    /// The user types: the widget's text changes, then its `changed` signal reaches the binding.
    func type(_ text: String, into widget: FakeWidget) {
        widget.text = text
        widget.element?.sendTextChange(text)
    }

    /// The user presses Return in a field.
    func pressReturn(in widget: FakeWidget) {
        widget.element?.sendSubmit()
    }

    /// The user clicks a button: GTK focuses it, then emits `clicked`.
    func click(_ widget: FakeWidget) {
        toolkit.click(widget.node)
        if widget.isSensitive { widget.element?.sendAction() }
    }

    // MARK: Queries

    func widgets(in window: FocusWindowID) -> [FakeWidget] {
        roots[window]?.subtree ?? []
    }

    /// The first widget of `kind` whose name mentions `title`.
    func widget(_ kind: ElementKind, _ title: String, in window: FocusWindowID) -> FakeWidget? {
        widgets(in: window).first { $0.kind == kind && $0.name == "\(kind)(\(title))" }
    }

    /// The widget containing the window's focus widget.
    func focusedWidget(in window: FocusWindowID) -> FakeWidget? {
        guard let focus = toolkit.windows[window]?.focus else { return nil }
        return widgets(in: window).first { $0.node == focus || $0.textNode == focus }
    }
}
