import CGtk
import FocusKitGTK
import FocusUICore

/// The Swift side of one node of the view layer on GTK: its renderer (which made the widgets
/// of its component), the wrappers its shared modifiers need around them, the element it shows
/// now, and what the shared modifiers connected (signal handlers and controllers, owned here).
///
/// It holds a strong reference to ``outerWidget`` (taken with `g_object_ref_sink`, released on
/// deinit); everything inside belongs to GTK's widget tree.
@MainActor
public final class GtkWidgetHandle {
    /// The element last applied.
    public internal(set) var element: Element
    let renderer: any AnyGtkRenderer
    /// The flat `GtkButton` a focusable container is held in (GTK 4 containers never take
    /// focus themselves), if any.
    let focusableWrapper: UnsafeMutablePointer<GtkWidget>?
    /// The clamp a finite maximum or ideal size needs (``GtkSizeClamp``), if any.
    let sizeClamp: GtkSizeClamp?
    /// The handlers the shared modifiers connect.
    let signals = SignalBag()
    /// The Escape controller for `.onExitCommand` (owned by the widget).
    var exitCommandController: OpaquePointer?
    /// The key controller for `.onKeyPress` and `.onMoveCommand` (owned by the widget).
    var keyController: OpaquePointer?
    /// The focus controller whose `leave` and `enter` forget ``heldKeys`` (owned by the widget).
    var keyFocusController: OpaquePointer?
    /// Keys held down on the key controller, so that a repeat is told from a first press.
    var heldKeys: Set<UInt32> = []
    /// The `AdwActionRow` a grouped form's section made for this field, titled by its name
    /// (`GtkPreferencesGroupRows`); owned by the section's list.
    var formRow: UnsafeMutablePointer<GtkWidget>?
    /// The click gesture that focuses a `.focusable()` view (owned by the widget).
    var focusClickGesture: OpaquePointer?
    /// The controllers of `.onTapGesture`, `.onLongPressGesture` and `.onHover` (owned by the
    /// widget).
    var pointerControllers: [OpaquePointer] = []
    /// The right-click gesture and key controller of `.contextMenu { }`, while it has items.
    var contextMenuControllers: [OpaquePointer] = []
    /// The context menu opened last, closed when another opens.
    var openContextMenu: GtkContextMenu?

    init(
        renderer: any AnyGtkRenderer, element: Element, focusableWrapper: UnsafeMutablePointer<GtkWidget>?,
        sizeClamp: GtkSizeClamp?
    ) {
        self.renderer = renderer
        self.element = element
        self.focusableWrapper = focusableWrapper
        self.sizeClamp = sizeClamp
        g_object_ref_sink(UnsafeMutableRawPointer(outerWidget))
    }

    isolated deinit {
        signals.disconnectAll()
        g_object_unref(UnsafeMutableRawPointer(outerWidget))
    }

    /// The widget inserted into the parent: the clamp, else the focusable wrapper, else the
    /// renderer's widget. It takes the view's padding, frame and visibility.
    public var outerWidget: UnsafeMutablePointer<GtkWidget> {
        sizeClamp?.widget ?? focusableWrapper ?? renderer.widget
    }

    /// The widget that takes the view's padding and frame: the outer one, or what the user
    /// sees of a renderer whose own widget stays hidden (a toolbar item's box in the header
    /// bar).
    var layoutWidget: UnsafeMutablePointer<GtkWidget> {
        sizeClamp?.widget ?? focusableWrapper ?? renderer.appearanceWidget
    }

    /// The widget that shows the view's style classes, opacity and focus ring.
    var appearanceWidget: UnsafeMutablePointer<GtkWidget> { focusableWrapper ?? renderer.appearanceWidget }

    /// The widget the pointer and focus reach, which shows the tooltip: a row's control, else
    /// what the user sees.
    var tooltipWidget: UnsafeMutablePointer<GtkWidget> {
        if let focusableWrapper { return focusableWrapper }
        return renderer.focusWidget != renderer.widget ? renderer.focusWidget : renderer.appearanceWidget
    }

    /// The widget that takes focus: registered for `.focused`, named for screen readers.
    var focusTarget: UnsafeMutablePointer<GtkWidget> { focusableWrapper ?? renderer.focusWidget }

    /// The widget key and click controllers go on: the focusable wrapper, else the renderer's
    /// widget.
    var interactionWidget: UnsafeMutablePointer<GtkWidget> { focusableWrapper ?? renderer.widget }
}

extension GtkWidgetHandle {
    /// The handle of a window's root container: a vertical box the root views go into, or,
    /// for a `Settings` window, its pages.
    convenience init(rootBox: UnsafeMutablePointer<GtkWidget>, pages: GtkPreferencesWindowPages? = nil) {
        self.init(
            renderer: GtkRendererBox(GtkRootBox(box: rootBox, children: pages)),
            element: Element(StackComponent(axis: .vertical)),
            focusableWrapper: nil, sizeClamp: nil)
    }
}

/// A window's root container: the box the window holds, whose children are the root views.
@MainActor
final class GtkRootBox: GtkComponentRenderer {
    let widget: UnsafeMutablePointer<GtkWidget>
    let children: (any GtkChildContainer)?

    /// The box, whose children are `children` (by default the box's own).
    init(box: UnsafeMutablePointer<GtkWidget>, children: (any GtkChildContainer)? = nil) {
        widget = box
        self.children = children ?? GtkBoxChildren(box)
    }

    convenience init(_ component: StackComponent, context: GtkRenderContext) {
        self.init(box: GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0))
    }

    func update(from old: StackComponent?, to new: StackComponent) {}
}

/// A component no renderer draws: an empty, hidden box.
struct MissingComponent: ViewComponent {}

/// Draws `MissingComponent`.
@MainActor
final class GtkMissingRenderer: GtkComponentRenderer {
    let widget: UnsafeMutablePointer<GtkWidget>

    init(_ component: MissingComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_set_visible(widget, 0)
    }

    func update(from old: MissingComponent?, to new: MissingComponent) {}
}
