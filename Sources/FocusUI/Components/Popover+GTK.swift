import CGtk
import FocusKitGTK
import FocusUICore

extension PopoverComponent: GtkRenderable {
    /// A box holding the view, with a `GtkPopover` for the content.
    public typealias GtkRenderer = PopoverGtkRenderer
}

/// Draws a `PopoverComponent` (a view with `.popover`): a vertical `GtkBox` holding the view,
/// which is also the parent of a `GtkPopover` (autohide, so Escape and a click outside close it
/// and Tab cycles inside) whose child is a vertical box holding the content.
///
/// GTK focuses a popover's first Tab stop when it shows unless it has a focus child
/// (`gtk_popover_show` in `gtkpopover.c`); the renderer shows it with its content box as the
/// focus child, so that the content's `defaultFocus` and `onAppear` writes decide first and
/// the model focuses the first Tab stop only when none did (rule 3: one change into the
/// popover). When the popover closes, `closed` (emitted after the content is unmapped, and
/// before FocusKit reports the content's fields unavailable) returns focus to the view.
///
/// It points at the view, or, when the view is scrolled out of its window, at the window's
/// nearest edge (`GtkPopoverAnchor`).
@MainActor
public final class PopoverGtkRenderer: GtkComponentRenderer, PopoverDriver {
    /// The box holding the view.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The view's children, then the content's.
    public let children: (any GtkChildContainer)?
    private let popover: UnsafeMutablePointer<GtkWidget>
    private let contentBox: UnsafeMutablePointer<GtkWidget>
    private var component: PopoverComponent
    private let signals = SignalBag()

    /// The box and the popover, hidden.
    public init(_ component: PopoverComponent, context: GtkRenderContext) {
        self.component = component
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        popover = gtk_popover_new()!
        // The renderer keeps its own reference: the box's dispose unparents the popover.
        g_object_ref(UnsafeMutableRawPointer(popover))
        contentBox = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 8)
        gtk_popover_set_child(focuskit_as_popover(UnsafeMutableRawPointer(popover)), contentBox)
        gtk_widget_set_parent(popover, widget)
        children = PopoverChildren(
            anchor: GtkBoxChildren(widget), content: GtkBoxChildren(contentBox),
            anchorCount: component.anchorCount)
        signals.connect(popover, signal: "closed") { [unowned self] _ in
            self.component.model.value.popoverDidClose()
        }
        // A popover shown when its view unmaps (the window closes, the view goes or is hidden)
        // closes first: otherwise its grab (`gtk_grab_add` in `gtk_popover_show`) outlives it
        // and every key of the app goes to it (also when the node goes: `deinit`).
        signals.connect(widget, signal: "unmap") { [unowned self] _ in
            guard gtk_widget_get_visible(self.popover) != 0 else { return }
            self.popDown()
        }
        // Focus moved out of the shown popover (a write to a field outside it): it closes, as a
        // transient popover does when its window stops being key on macOS. Deactivating the
        // window keeps the focus widget (rule 4), so the popover stays then.
        if let focus = gtk_event_controller_focus_new() {
            signals.connect(focus, signal: "leave") { [unowned self] _ in
                guard gtk_widget_get_visible(self.popover) != 0, !self.contentContainsWindowFocus else {
                    return
                }
                self.component.model.value.focusDidLeave()
            }
            gtk_widget_add_controller(popover, focus)
        }
        component.model.value.driver = self
    }

    isolated deinit {
        signals.disconnectAll()
        if component.model.value.driver === self { component.model.value.driver = nil }
        // The node went with its popover shown (its window unmounted): release the grab.
        if gtk_widget_get_visible(popover) != 0 { popDown() }
        if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
        g_object_unref(UnsafeMutableRawPointer(popover))
    }

    /// Applies the side the popover opens on.
    public func update(from old: PopoverComponent?, to new: PopoverComponent) {
        component = new
        new.model.value.driver = self
        guard new.arrowEdge != old?.arrowEdge || old == nil else { return }
        gtk_popover_set_position(
            focuskit_as_popover(UnsafeMutableRawPointer(popover)), position(new.arrowEdge))
    }

    /// GTK's side of the view for SwiftUI's arrow edge: the arrow faces the view, so an arrow
    /// on the popover's top edge opens it below.
    private func position(_ edge: Edge?) -> GtkPositionType {
        let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
        switch edge {
        case nil, .top: return GTK_POS_BOTTOM
        case .bottom: return GTK_POS_TOP
        case .leading: return rightToLeft ? GTK_POS_LEFT : GTK_POS_RIGHT
        case .trailing: return rightToLeft ? GTK_POS_RIGHT : GTK_POS_LEFT
        }
    }

    private var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return nil }
        return focuskit_as_window(UnsafeMutableRawPointer(root))
    }

    package var contentContainsWindowFocus: Bool {
        guard let window, let focus = gtk_window_get_focus(window) else { return false }
        return focus == popover || gtk_widget_is_ancestor(focus, popover) != 0
    }

    package func popUp() {
        // See the type's notes: no first-Tab-stop focus by `gtk_popover_show`.
        gtk_widget_set_focus_child(popover, gtk_widget_get_first_child(popover))
        GtkPopoverAnchor.point(popover, at: nil)
        gtk_popover_popup(focuskit_as_popover(UnsafeMutableRawPointer(popover)))
    }

    package func popDown() {
        gtk_popover_popdown(focuskit_as_popover(UnsafeMutableRawPointer(popover)))
    }

    package func focusContent() -> Bool {
        gtk_widget_child_focus(contentBox, GTK_DIR_TAB_FORWARD) != 0 && contentContainsWindowFocus
    }

    package func focusAnchor() -> Bool {
        // The box's own focus child is the popover while focus is inside it: ask each of the
        // view's widgets in turn, as Tab would reach them from outside.
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current != popover, gtk_widget_child_focus(current, GTK_DIR_TAB_FORWARD) != 0 {
                return true
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }
}

/// A popover view's children: the first `anchorCount` in the box that holds the view, the
/// others in the popover's content box.
@MainActor
final class PopoverChildren: GtkChildContainer {
    private let anchor: GtkBoxChildren
    private let content: GtkBoxChildren
    private let anchorCount: Int

    init(anchor: GtkBoxChildren, content: GtkBoxChildren, anchorCount: Int) {
        self.anchor = anchor
        self.content = content
        self.anchorCount = anchorCount
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        if index < anchorCount {
            anchor.insert(child, at: index)
        } else {
            content.insert(child, at: index - anchorCount)
        }
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        if index < anchorCount {
            anchor.move(child, to: index)
        } else {
            content.move(child, to: index - anchorCount)
        }
    }

    func remove(_ child: GtkWidgetHandle) {
        if gtk_widget_get_parent(child.outerWidget) == anchor.box {
            anchor.remove(child)
        } else {
            content.remove(child)
        }
    }
}
