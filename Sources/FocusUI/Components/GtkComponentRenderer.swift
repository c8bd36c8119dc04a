import CGtk
import FocusKitGTK
import FocusUICore

/// Draws one kind of `ViewComponent` with GTK: makes its widgets, applies what changed, and
/// connects its signals. The backend makes one renderer per node and keeps it for the node's
/// life; what every view has (padding, frame, accessibility, focusability, key handlers) is
/// applied by the backend around it, not by the renderer.
///
/// A renderer keeps the component it was last given and acts on it in its signal handlers
/// (typed text goes through the newest component's binding). It owns what it connects (a
/// `SignalBag` released with it) and the widgets it made (the backend holds a reference to
/// ``widget`` until the node goes away).
///
/// To draw a component of your own, conform its type to ``GtkRenderable`` and name the
/// renderer; see the article "Adding a control".
@MainActor
public protocol GtkComponentRenderer: AnyObject {
    /// The component it draws.
    associatedtype Component: ViewComponent

    /// Makes the widgets for a node showing `component`. ``update(from:to:)`` follows at once
    /// with `old == nil`, so this needs only what cannot change later.
    init(_ component: Component, context: GtkRenderContext)

    /// The widget the node is: inserted into its parent's container.
    var widget: UnsafeMutablePointer<GtkWidget> { get }

    /// The widget inside that takes focus and holds the value (a row's switch, an editor's
    /// text view): `.focused` registers it, and it carries the accessible name, description,
    /// tooltip and sensitivity. By default, ``widget``.
    var focusWidget: UnsafeMutablePointer<GtkWidget> { get }

    /// The widget that shows the view's style classes and opacity; by default ``widget`` (a
    /// toolbar item's box in the header bar, which is not ``widget``).
    var appearanceWidget: UnsafeMutablePointer<GtkWidget> { get }

    /// Where the node's child views go; `nil` for a leaf. By default `nil`.
    var children: (any GtkChildContainer)? { get }

    /// Applies `new`: everything when `old` is `nil`, otherwise what differs from `old` (the
    /// component last applied). Keep `new`: signal handlers act on it.
    func update(from old: Component?, to new: Component)

    /// Applies the shared modifiers a renderer handles itself (a button's keyboard shortcut);
    /// `old` is `nil` the first time. By default nothing.
    func update(modifiers new: SharedModifiers, from old: SharedModifiers?)

    /// Whether ``update(modifiers:from:)`` honours `.keyboardShortcut`; the backend warns
    /// about a shortcut on a view that does not. By default `false`.
    static var takesKeyboardShortcut: Bool { get }

    /// Shows or hides the view when it is not ``widget`` that the user sees (a toolbar item),
    /// and returns `true`; by default `false`, and the backend hides ``widget`` itself.
    func setHidden(_ isHidden: Bool) -> Bool

    /// The node was inserted into `parent` (the container widget): a divider turns across a
    /// horizontal stack. By default nothing.
    func didInsert(into parent: UnsafeMutablePointer<GtkWidget>)

    /// Gives screen readers the view's name (`.accessibilityLabel`, else the component's
    /// `ViewComponent/accessibleName`). By default on ``focusWidget``.
    func setAccessibleName(_ name: String)
}

extension GtkComponentRenderer {
    /// The node's own widget.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { widget }
    /// The node's own widget.
    public var appearanceWidget: UnsafeMutablePointer<GtkWidget> { widget }
    /// A leaf.
    public var children: (any GtkChildContainer)? { nil }
    /// Nothing.
    public func update(modifiers new: SharedModifiers, from old: SharedModifiers?) {}
    /// No keyboard shortcut.
    public static var takesKeyboardShortcut: Bool { false }
    /// The backend hides ``widget``.
    public func setHidden(_ isHidden: Bool) -> Bool { false }
    /// Nothing.
    public func didInsert(into parent: UnsafeMutablePointer<GtkWidget>) {}
    /// The accessible label of ``focusWidget``.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(focusWidget, name)
    }
}

/// A component that FocusUI can draw: names its GTK renderer.
///
/// ```swift
/// extension ColorWellComponent: GtkRenderable {
///     public typealias GtkRenderer = GtkColorWell
/// }
/// ```
public protocol GtkRenderable: ViewComponent {
    /// The renderer of this component.
    associatedtype GtkRenderer: GtkComponentRenderer where GtkRenderer.Component == Self
}

/// What a renderer is made with: the backend's services and the node's first shared
/// modifiers (what some widgets need at construction: an alert's accessible role).
@MainActor
public struct GtkRenderContext {
    /// The shared modifiers of the node's first render.
    public let modifiers: SharedModifiers
    /// The window the node is made for.
    public let window: WindowContext
    /// The backend, weakly: it does not own the nodes, and a renderer must not keep it.
    weak var backend: GtkViewBackend?

    /// Reports a problem with the app's views through the focus coordinator's logger (GLib,
    /// domain `FocusKit`), once per message.
    public func warn(_ message: String) {
        backend?.warnOnce(message)
    }
}

/// Where a container's child views go: a box by default (``GtkBoxChildren``), or a grid's
/// cells. The reconciler's order is the order given.
@MainActor
public protocol GtkChildContainer: AnyObject {
    /// Inserts a child that is in no parent at `index` among the children as the reconciler
    /// knows them (0 is first).
    func insert(_ child: GtkWidgetHandle, at index: Int)
    /// Moves a child so that it ends up at `index`, without unparenting it (a focused child
    /// keeps focus).
    func move(_ child: GtkWidgetHandle, to index: Int)
    /// Removes a child for good.
    func remove(_ child: GtkWidgetHandle)
}

/// A renderer behind a type-erased face, as the backend keeps it per node.
@MainActor
protocol AnyGtkRenderer: AnyObject {
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    var focusWidget: UnsafeMutablePointer<GtkWidget> { get }
    var appearanceWidget: UnsafeMutablePointer<GtkWidget> { get }
    var children: (any GtkChildContainer)? { get }
    var takesKeyboardShortcut: Bool { get }
    func update(from old: (any ViewComponent)?, to new: any ViewComponent)
    func update(modifiers new: SharedModifiers, from old: SharedModifiers?)
    func setHidden(_ isHidden: Bool) -> Bool
    func didInsert(into parent: UnsafeMutablePointer<GtkWidget>)
    func setAccessibleName(_ name: String)
}

/// A renderer of one component type behind ``AnyGtkRenderer``.
@MainActor
final class GtkRendererBox<Renderer: GtkComponentRenderer>: AnyGtkRenderer {
    let renderer: Renderer

    init(_ renderer: Renderer) {
        self.renderer = renderer
    }

    var widget: UnsafeMutablePointer<GtkWidget> { renderer.widget }
    var focusWidget: UnsafeMutablePointer<GtkWidget> { renderer.focusWidget }
    var appearanceWidget: UnsafeMutablePointer<GtkWidget> { renderer.appearanceWidget }
    var children: (any GtkChildContainer)? { renderer.children }
    var takesKeyboardShortcut: Bool { Renderer.takesKeyboardShortcut }

    func update(from old: (any ViewComponent)?, to new: any ViewComponent) {
        // The node's structure never changes, so `new` is always of the renderer's type.
        guard let new = new as? Renderer.Component else { return }
        renderer.update(from: old as? Renderer.Component, to: new)
    }

    func update(modifiers new: SharedModifiers, from old: SharedModifiers?) {
        renderer.update(modifiers: new, from: old)
    }

    func setHidden(_ isHidden: Bool) -> Bool { renderer.setHidden(isHidden) }

    func didInsert(into parent: UnsafeMutablePointer<GtkWidget>) { renderer.didInsert(into: parent) }

    func setAccessibleName(_ name: String) { renderer.setAccessibleName(name) }
}

extension GtkRenderable {
    /// A renderer for this component.
    @MainActor static func makeRenderer(_ component: Self, context: GtkRenderContext) -> any AnyGtkRenderer {
        GtkRendererBox(GtkRenderer(component, context: context))
    }
}
