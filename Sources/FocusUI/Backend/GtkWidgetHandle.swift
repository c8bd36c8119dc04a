import CGtk
import FocusKitGTK
import FocusUICore

/// The Swift side of one GTK widget made by the view layer: a strong reference to the widget
/// (taken with `g_object_ref_sink`, released on deinit), the element it currently shows, and
/// its signal handlers, which read the *current* element so that closures and bindings from
/// the latest render are used.
@MainActor
public final class GtkWidgetHandle {
    /// The widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The element last applied by `update`.
    var element: Element
    let signals = SignalBag()
    /// The connections to a `Menu`'s current popover, which GTK replaces with every new menu
    /// model: replaced with it, so that old connections do not pile up in ``signals``.
    var menuPopoverSignals = SignalBag()
    /// Set while the backend writes a field's text, so its `changed` handler does not echo it.
    var isApplyingText = false
    /// Set while the backend writes a toggle's, picker's or stepper's value, so its change
    /// handler does not echo it.
    var isApplyingValue = false
    /// The widget inside that takes focus and holds a control's value (a row's switch,
    /// drop-down or spin button; an editor's text view; a scroll view's content box, so that a
    /// write focuses the first control inside); `nil` for other elements. Owned by
    /// ``widget``'s tree.
    var control: UnsafeMutablePointer<GtkWidget>?
    /// The box a container's children go into, when it is not ``widget`` itself (a section's
    /// framed rows).
    var childContainer: UnsafeMutablePointer<GtkWidget>?
    /// The title label at the start of a control's row, or a section's heading.
    var rowLabel: UnsafeMutablePointer<GtkWidget>?
    /// A `SecureField`'s password, kept out of the entry and the accessibility bus.
    var passwordText: MaskedPasswordText?
    /// A button's shortcut controller for `.keyboardShortcut` (owned by the widget).
    var shortcutController: OpaquePointer?
    /// The Escape controller for `.onExitCommand` (owned by the widget).
    var exitCommandController: OpaquePointer?
    /// The children the reconciler inserted into ``container``, in its order: where an insert
    /// or a move finds its previous sibling without walking the box (a pointer array, no GTK
    /// call).
    var childOrder: [UnsafeMutablePointer<GtkWidget>] = []
    /// The key controller for `.onKeyPress` and `.onMoveCommand` (owned by the widget).
    var keyController: OpaquePointer?
    /// The focus controller whose `leave` and `enter` forget ``heldKeys`` (owned by the widget).
    var keyFocusController: OpaquePointer?
    /// Keys held down on the key controller, so that a repeat is told from a first press.
    var heldKeys: Set<UInt32> = []
    /// The click gesture that focuses a `.focusable()` view (owned by the widget).
    var focusClickGesture: OpaquePointer?

    /// A grid's entries (rows, and views spanning a row) or a grid row's cells, in order.
    var gridChildren: [GtkWidgetHandle] = []
    /// The grid a grid row's cells are placed in; `nil` for a row outside a grid.
    weak var gridParent: GtkWidgetHandle?

    /// A second widget this handle holds a reference to, outside ``widget``'s tree (a toolbar
    /// item's box in the header bar); released on deinit.
    var detachedContainer: UnsafeMutablePointer<GtkWidget>? {
        willSet { if let detachedContainer { g_object_unref(UnsafeMutableRawPointer(detachedContainer)) } }
        didSet { if let detachedContainer { g_object_ref_sink(UnsafeMutableRawPointer(detachedContainer)) } }
    }

    init(widget: UnsafeMutablePointer<GtkWidget>, element: Element) {
        self.widget = widget
        self.element = element
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
    }

    isolated deinit {
        signals.disconnectAll()
        menuPopoverSignals.disconnectAll()
        if let detachedContainer { g_object_unref(UnsafeMutableRawPointer(detachedContainer)) }
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// The widget that shows the view's padding, frame, opacity, tooltip and style classes: a
    /// toolbar item's box in the header bar (its ``widget`` is a hidden placeholder), or the
    /// widget itself.
    var appearanceWidget: UnsafeMutablePointer<GtkWidget> {
        element.kind == .toolbarItem ? detachedContainer ?? widget : widget
    }

    /// The box children are inserted into: ``childContainer``, or the widget itself.
    var container: UnsafeMutablePointer<GtkWidget> { childContainer ?? widget }

    /// The children of this widget's container, in order (for boxes).
    var children: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(container)
        while let current = child {
            result.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    var box: OpaquePointer { OpaquePointer(UnsafeMutableRawPointer(widget)) }
}
