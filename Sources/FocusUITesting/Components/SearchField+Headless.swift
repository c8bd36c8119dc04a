import FocusKit
import FocusKitTestSupport
import FocusUICore

extension SearchFieldComponent: HeadlessRenderable {
    /// A search entry.
    public typealias HeadlessRenderer = SearchFieldHeadlessRenderer
}

/// Draws a ``SearchFieldComponent`` headlessly: an entry node with a focusable text node, as
/// `GtkSearchEntry` has, in the toolbar item `.searchable` puts in the header bar. Ctrl+F,
/// anywhere in the window, and Escape, in the field, go through the `SearchFieldModel` the
/// renderer owns, as its GTK renderer's do.
@MainActor
public final class SearchFieldHeadlessRenderer: HeadlessComponentRenderer, HeadlessTextInput,
    HeadlessWindowShortcut, SearchFieldDriver
{
    /// The entry.
    public let node: FocusNodeID
    let textNode: FocusNodeID
    private var component: SearchFieldComponent
    private unowned let toolkit: FakeToolkit
    private let window: FocusWindowID
    private var model: SearchFieldModel?
    /// The window's focus node outside the field, last time the model looked.
    private var remembered: FocusNodeID?

    /// An entry node.
    public init(_ component: SearchFieldComponent, context: HeadlessRenderContext) {
        self.component = component
        toolkit = context.toolkit
        window = context.window
        // `GtkSearchEntry` grabs focus without selecting (Tab into it does select).
        (node, textNode) = context.toolkit.makeEntry(
            "searchField(\(component.prompt))", in: nil, grabSelects: false)
        model = SearchFieldModel(
            driver: self, window: context.window, coordinator: context.toolkit.coordinator)
    }

    var isEditor: Bool { false }
    var acceptsTab: Bool { false }
    /// A search field.
    public var controlKind: HeadlessControlKind? { .searchField }
    /// Its prompt.
    public var title: String { component.prompt }

    /// Applies the text when the entry shows another.
    public func update(from old: SearchFieldComponent?, to new: SearchFieldComponent) {
        component = new
        if toolkit.editable(node)?.text != new.text { toolkit.setText(new.text, of: node) }
    }

    /// The entry or its text.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node || focus == textNode }
    func textDidChange(to text: String) { component.sendTextChange(text) }

    /// Escape (`GtkSearchEntry`'s `stop-search`): empties the field and sends focus back.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        guard chord == DesktopKeyChord(.escape) else { return false }
        model?.cancel(clearing: component.binding.value)
        return true
    }

    /// Ctrl+F focuses the field.
    func performWindowShortcut(_ chord: DesktopKeyChord) -> Bool {
        guard chord == DesktopKeyChord("f", modifiers: .control) else { return false }
        return model?.focusFromShortcut() ?? false
    }

    package var containsWindowFocus: Bool {
        guard let focus = toolkit.windows[window]?.focus else { return false }
        return contains(focus)
    }

    package func rememberWindowFocus() {
        guard let focus = toolkit.windows[window]?.focus else {
            remembered = nil
            return
        }
        if !contains(focus) { remembered = focus }
    }

    package func focusField() -> Bool {
        toolkit.grabFocus(on: node) == .moved && containsWindowFocus
    }

    package func restoreRememberedFocus() -> Bool {
        guard let remembered, toolkit.window(containing: remembered) == window,
            toolkit.canTakeFocus(remembered)
        else { return false }
        return toolkit.grabFocus(on: remembered) == .moved
    }
}
