import FocusKit
import FocusKitTestSupport
import FocusUICore
import Foundation

/// Draws one kind of `ViewComponent` in the headless twin: makes its nodes in the fake
/// toolkit (which behaves like GTK 4 where focus depends on it), applies what changed, and does
/// what the user's clicks and keys do to it, as its GTK renderer does on a real display.
///
/// To test a component of your own headlessly, conform its type to ``HeadlessRenderable`` and
/// name the renderer; see the article "Adding a control".
@MainActor
public protocol HeadlessComponentRenderer: AnyObject {
    /// The component it draws.
    associatedtype Component: ViewComponent

    /// Makes the node (and the nodes inside) for `component`. ``update(from:to:)`` follows at
    /// once with `old == nil`.
    init(_ component: Component, context: HeadlessRenderContext)

    /// The node inserted into the parent; it contains the focus
    /// of what takes focus inside (an entry's text node).
    var node: FocusNodeID { get }

    /// The node `.focused` registers (GTK's `focusWidget`): ``node`` unless a part of the
    /// control takes focus for it (a search bar's entry).
    var focusNode: FocusNodeID { get }

    /// Applies `new`; keep it, so that the user's actions act on the newest component.
    func update(from old: Component?, to new: Component)

    /// What tests find it as (``HeadlessControlKind``); `nil` for a view that is not a control
    /// (a container). By default `nil`.
    var controlKind: HeadlessControlKind? { get }

    /// The title tests find it by (a `Text`'s string); by default the component's
    /// `ViewComponent/describedTitle`.
    var title: String { get }

    /// Whether `focus`, the window's focus node, is this control or inside it.
    func contains(_ focus: FocusNodeID) -> Bool

    /// The node a click lands on (a segment of a segmented picker); by default ``node``.
    func clickTarget(option index: Int?) -> FocusNodeID

    /// What a click does once focus has moved (a button's action, a toggle's flip); by default
    /// nothing. Not called while the control is disabled.
    func click(_ context: HeadlessActionContext)

    /// A key the focused control handles itself (Space on a button, Return in a field);
    /// returns whether it did. By default `false`. Not called while it is disabled.
    func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool
}

extension HeadlessComponentRenderer {
    /// The node itself.
    public var focusNode: FocusNodeID { node }
    /// Not a control tests find.
    public var controlKind: HeadlessControlKind? { nil }
    /// The component's described title.
    public var title: String { "" }
    /// The node itself.
    public func contains(_ focus: FocusNodeID) -> Bool { focus == node }
    /// The node itself.
    public func clickTarget(option index: Int?) -> FocusNodeID { node }
    /// Nothing.
    public func click(_ context: HeadlessActionContext) {}
    /// Not handled.
    public func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool { false }
}

/// A component the headless twin can draw: names its headless renderer.
public protocol HeadlessRenderable: ViewComponent {
    /// The renderer of this component.
    associatedtype HeadlessRenderer: HeadlessComponentRenderer where HeadlessRenderer.Component == Self
}

/// What a headless renderer is made with.
@MainActor
public struct HeadlessRenderContext {
    /// The shared modifiers of the node's first render.
    public let modifiers: SharedModifiers
    /// The window the node is made for.
    public let window: FocusWindowID
    /// The fake toolkit the nodes are made in (the backend owns it; renderers hold it, not the
    /// backend, which owns them).
    package unowned let toolkit: FakeToolkit
    /// The window's default size, when its scene gives one (`Scene/defaultSize(width:height:)`).
    public let windowSize: CGSize?

    /// The backend's report of a problem with the app's views, once per message.
    private let warnOnce: @MainActor (String) -> Void

    init(modifiers: SharedModifiers, window: FocusWindowID, backend: HeadlessBackend) {
        self.modifiers = modifiers
        self.window = window
        toolkit = backend.toolkit
        warnOnce = { [weak backend] message in backend?.warnOnce(message) }
        let request = backend.requests[window]
        if let width = request?.defaultWidth, let height = request?.defaultHeight {
            windowSize = CGSize(width: width, height: height)
        } else {
            windowSize = nil
        }
    }

    /// Makes a plain node: focusable (a control) or not (a container).
    public func makeNode(_ name: String, focusable: Bool) -> FocusNodeID {
        toolkit.makeNode(name, in: nil, focusable: focusable)
    }

    /// Makes a node inside `parent`.
    public func makeNode(_ name: String, in parent: FocusNodeID, focusable: Bool = true) -> FocusNodeID {
        toolkit.makeNode(name, in: nil, parent: parent, focusable: focusable)
    }

    /// Reports a problem with the app's views through the coordinator's logger (the app's
    /// `focusWarnings`), once per message, as GTK's renderers do.
    public func warn(_ message: String) {
        warnOnce(message)
    }

    /// Removes a node made with ``makeNode(_:in:focusable:)``.
    public func removeNode(_ node: FocusNodeID) {
        toolkit.remove(node)
    }
}

/// What a user's action can reach while the headless twin handles it.
@MainActor
public struct HeadlessActionContext {
    let backend: HeadlessBackend
}

/// A renderer behind a type-erased face.
@MainActor
protocol AnyHeadlessRenderer: AnyObject {
    var node: FocusNodeID { get }
    var focusNode: FocusNodeID { get }
    var controlKind: HeadlessControlKind? { get }
    var title: String { get }
    func update(from old: (any ViewComponent)?, to new: any ViewComponent)
    func contains(_ focus: FocusNodeID) -> Bool
    func clickTarget(option index: Int?) -> FocusNodeID
    func click(_ context: HeadlessActionContext)
    func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool
    /// The renderer itself, for capability casts.
    var base: AnyObject { get }
}

@MainActor
final class HeadlessRendererBox<Renderer: HeadlessComponentRenderer>: AnyHeadlessRenderer {
    let renderer: Renderer
    init(_ renderer: Renderer) { self.renderer = renderer }
    var node: FocusNodeID { renderer.node }
    var focusNode: FocusNodeID { renderer.focusNode }
    var controlKind: HeadlessControlKind? { renderer.controlKind }
    var title: String { renderer.title }
    func update(from old: (any ViewComponent)?, to new: any ViewComponent) {
        guard let new = new as? Renderer.Component else { return }
        renderer.update(from: old as? Renderer.Component, to: new)
    }
    func contains(_ focus: FocusNodeID) -> Bool { renderer.contains(focus) }
    func clickTarget(option index: Int?) -> FocusNodeID { renderer.clickTarget(option: index) }
    func click(_ context: HeadlessActionContext) { renderer.click(context) }
    func pressKey(_ chord: DesktopKeyChord, _ context: HeadlessActionContext) -> Bool {
        renderer.pressKey(chord, context)
    }
    var base: AnyObject { renderer }
}

extension HeadlessRenderable {
    @MainActor static func makeRenderer(_ component: Self, context: HeadlessRenderContext)
        -> any AnyHeadlessRenderer
    {
        HeadlessRendererBox(HeadlessRenderer(component, context: context))
    }
}

// MARK: What tests read and do, by capability

/// A control with editable text (a text field, secure field or text editor): typing goes into
/// its text node as GTK's `GtkText` would take it.
@MainActor
protocol HeadlessTextInput: AnyObject {
    /// The node holding the editable text.
    var textNode: FocusNodeID { get }
    /// Whether it is a multi-line editor (Return types a new line; Tab does with
    /// `.textEditorAcceptsTab()`).
    var isEditor: Bool { get }
    /// Whether Tab types a tab.
    var acceptsTab: Bool { get }
    /// The user changed the text: it reaches the binding.
    func textDidChange(to text: String)
    /// Whether the text is hidden (a secure field): GTK neither cuts, copies nor undoes it.
    var isSecure: Bool { get }
}

extension HeadlessTextInput {
    var isSecure: Bool { false }
}

/// A control that handles a key wherever focus is in its window, after the focused control
/// and the views around it have not (GTK: a shortcut controller of global scope on the
/// widget, run in the bubble phase): a search field's Ctrl+F.
@MainActor
protocol HeadlessWindowShortcut: AnyObject {
    /// Handles `chord`; returns whether it did (else the key goes on).
    func performWindowShortcut(_ chord: DesktopKeyChord) -> Bool
}

/// A toggle: on or off, as its widget shows it.
@MainActor
protocol HeadlessToggleState: AnyObject {
    var isOn: Bool { get }
}

/// A picker: options and the chosen one, as its widget shows it.
@MainActor
protocol HeadlessChoice: AnyObject {
    var options: [String] { get }
    var selectedIndex: Int? { get }
    /// Whether a click on an option takes focus (a tab view's tab buttons do not).
    var focusesOnClick: Bool { get }
    /// The user chose the option at `index`.
    func choose(_ index: Int)
}

extension HeadlessChoice {
    /// A click takes focus, as on GTK's controls.
    var focusesOnClick: Bool { true }
}

/// A container that takes keys before the focused control inside it (GTK: a key controller in
/// the capture phase): a tab view's Ctrl+Page Down and Up. The innermost one around the focus
/// is asked.
@MainActor
protocol HeadlessKeyCapture: AnyObject {
    /// Returns whether it took `chord`.
    func captureKey(_ chord: DesktopKeyChord) -> Bool
}

/// A container told before one of its children moves (a tab view, whose GTK stack adds pages
/// again to reorder them).
@MainActor
protocol HeadlessChildOrderObserver: AnyObject {
    /// `child` moves to `index` among the container's children.
    func child(_ child: HeadlessWidget, willMoveTo index: Int)
}

/// A renderer told when its node joined a parent, as GTK's renderers are
/// (`GtkComponentRenderer.didInsert(into:)`): a tab page learns its tab view.
@MainActor
protocol HeadlessInsertionObserver: AnyObject {
    /// The node was inserted into `parent`'s node.
    func didInsert(into parent: HeadlessWidget)
}

/// A stepper or slider: a value, as its widget shows it.
@MainActor
protocol HeadlessAdjustable: AnyObject {
    var value: Double { get }
    /// The value as the widget shows it.
    var shownText: String { get }
    /// One arrow key up (`1`) or down (`-1`).
    func step(by direction: Double)
}

/// A menu: its items.
@MainActor
protocol HeadlessMenuPresenting: AnyObject {
    var items: [MenuItem] { get }
}

/// A button: what Return does when it is the window's default.
@MainActor
protocol HeadlessPushButton: AnyObject {
    func activate()
}

/// A control whose GTK widget carries style classes of its own besides those of the view's
/// modifiers (a button's look): what ``HeadlessControl/styleClasses`` reports for it.
@MainActor
protocol HeadlessStyledControl: AnyObject {
    /// The widget's classes, given the view's modifiers.
    func styleClasses(with modifiers: SharedModifiers) -> [String]
}
