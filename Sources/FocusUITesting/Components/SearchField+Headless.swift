import FocusKit
import FocusKitTestSupport
import FocusUICore

extension SearchFieldComponent: HeadlessRenderable {
    /// A search bar holding a search entry.
    public typealias HeadlessRenderer = SearchFieldHeadlessRenderer
}

/// Draws a `SearchFieldComponent` headlessly: a search bar node holding an entry node with a
/// focusable text node, as `GtkSearchBar` and `GtkSearchEntry` have; the entry is hidden while
/// the bar is not revealed, as the bar's revealer hides its child. Ctrl+F, anywhere in the
/// window, and Escape, in the field, go through the searchable view's `SearchFieldModel`, as
/// its GTK renderer's do.
@MainActor
public final class SearchFieldHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput,
    HeadlessWindowShortcut, SearchFieldDriver
{
    /// The search bar.
    public let node: FocusNodeID
    let entryNode: FocusNodeID
    let textNode: FocusNodeID
    private var component: SearchFieldComponent
    private unowned let toolkit: FakeToolkit
    private let window: FocusWindowID
    private var model: SearchFieldModel { component.model.value }
    /// The window's focus node outside the field, last time the model looked.
    private var remembered: FocusNodeID?
    package private(set) var isRevealed = false

    /// A search bar node, its entry hidden.
    public init(_ component: SearchFieldComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        window = context.window
        node = context.makeNode("searchBar(\(component.prompt))", focusable: false)
        // `GtkSearchEntry` grabs focus without selecting (Tab into it does select).
        (entryNode, textNode) = context.toolkit.makeEntry(
            "searchField(\(component.prompt))", in: nil, parent: node, grabSelects: false)
        toolkit.hide(entryNode)
        model.attach(field: self, window: context.window, coordinator: context.toolkit.coordinator)
        if component.isPresented { model.presentationDidChange(to: true) }
    }

    var isEditor: Bool { false }
    var acceptsTab: Bool { false }
    /// A search field.
    public var controlKind: HeadlessControlKind? { .searchField }
    /// Its prompt.
    public var title: String { component.prompt }

    /// Applies the text when the entry shows another, and the presentation.
    public func update(from old: SearchFieldComponent?, to new: SearchFieldComponent) {
        component = new
        if toolkit.editable(entryNode)?.text != new.text { toolkit.setText(new.text, of: entryNode) }
        if let old, new.isPresented != old.isPresented, new.isPresented != isRevealed {
            model.presentationDidChange(to: new.isPresented)
        }
    }

    /// The entry takes focus for the field.
    public var focusNode: FocusNodeID { entryNode }

    /// The bar, the entry or its text.
    public func contains(_ focus: FocusNodeID) -> Bool {
        focus == node || focus == entryNode || focus == textNode
    }
    /// The entry.
    public func clickTarget(option index: Int?) -> FocusNodeID { entryNode }
    func textDidChange(to text: String) { component.sendTextChange(text) }

    /// Escape (`GtkSearchEntry`'s `stop-search`): empties the field, sends focus back and hides
    /// the bar.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.escape) else { return false }
        model.dismiss()
        return true
    }

    /// Ctrl+F reveals the bar and focuses the field.
    func performWindowShortcut(_ chord: DesktopKeyChord) -> Bool {
        guard chord == DesktopKeyChord("f", modifiers: .control) else { return false }
        return model.present()
    }

    package var containsWindowFocus: Bool {
        guard let focus = toolkit.windows[window]?.focus else { return false }
        return focus == entryNode || focus == textNode
    }

    package var canReveal: Bool { toolkit.isNodeMapped(node) && toolkit.isNodeSensitive(node) }

    package func setRevealed(_ revealed: Bool) {
        guard revealed != isRevealed else { return }
        isRevealed = revealed
        if revealed { toolkit.unhide(entryNode) } else { toolkit.hide(entryNode) }
    }

    package func rememberWindowFocus() {
        guard let focus = toolkit.windows[window]?.focus else {
            remembered = nil
            return
        }
        // A list's row by its virtual node, whichever row node shows it by then.
        if !contains(focus) { remembered = toolkit.virtualNode(containing: focus) ?? focus }
    }

    package func focusField() -> Bool {
        toolkit.grabFocus(on: entryNode) == .moved && containsWindowFocus
    }

    package func focusContent() -> Bool {
        guard let stack = toolkit.parent(of: node) else { return false }
        for sibling in toolkit.children(of: stack).drop(while: { $0 != node }).dropFirst()
        where toolkit.focusFirstTabStop(inside: sibling) {
            return true
        }
        return false
    }

    package func restoreRememberedFocus() -> Bool {
        guard let remembered, toolkit.window(containing: remembered) == window,
            toolkit.canTakeFocus(remembered)
        else { return false }
        return toolkit.giveFocusBack(to: remembered) == .moved
    }
}

extension SearchToggleComponent: HeadlessRenderable {
    /// A toggle button.
    public typealias HeadlessRenderer = SearchToggleHeadlessRenderer
}

/// Draws a `SearchToggleComponent` headlessly: a focusable toggle node named "Search" whose
/// click or Space reveals or hides its searchable view's search bar.
@MainActor
public final class SearchToggleHeadlessRenderer: HeadlessFlipping, HeadlessToggleState,
    SearchToggleDriver
{
    /// The toggle's node.
    public let node: FocusNodeID
    private var component: SearchToggleComponent
    private unowned let toolkit: FakeToolkit
    /// Whether it is on, as the widget shows it.
    public private(set) var isOn = false

    /// A focusable node.
    public init(_ component: SearchToggleComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        node = context.makeNode("searchToggle(Search)", focusable: true)
        component.model.value.attach(toggle: self)
    }

    /// A toggle.
    public var controlKind: HeadlessControlKind? { .toggle }
    /// "Search".
    public var title: String { "Search" }

    /// Keeps the model.
    public func update(from old: SearchToggleComponent?, to new: SearchToggleComponent) {
        component = new
        new.model.value.attach(toggle: self)
    }

    /// Flips the widget, then reveals or hides the bar.
    public func flip() {
        isOn.toggle()
        component.model.value.toggled(to: isOn)
    }

    package func showRevealed(_ isRevealed: Bool) { isOn = isRevealed }

    package func focusToggle() -> Bool { toolkit.grabFocus(on: node) == .moved }
}
