import CGtk
import FocusKitGTK
import FocusUICore

extension ToolbarItemComponent: GtkRenderable {
    /// A box in the window's header bar.
    public typealias GtkRenderer = ToolbarItemGtkRenderer
}

/// Draws a `ToolbarItemComponent`: a horizontal box in the window's header bar (`AdwHeaderBar`) holding the
/// item's views.
///
/// The reconciler inserts the item where `.toolbar` stands in the view tree; there the node's
/// widget is a hidden, empty placeholder, so that its siblings keep their places. When the
/// placeholder joins a window (`notify::root`), the item's box goes into that window's header
/// bar: leading items into a box packed at the start, trailing items into a box packed at the
/// end (before the main menu of the app's commands, which was packed first), a principal item as
/// the title widget. When the placeholder leaves the window (the item, or a view around it, went
/// away) the box leaves the header bar. A window without a header bar (a test window) gets one,
/// at the top of its content (libadwaita's windows), even once shown. A menu-bar app's
/// `GtkApplicationWindow` gets one only while it is not shown yet: GTK would unrealize and map
/// it again to add a title bar, which closes it for the focus host; that case is reported.
///
/// In a sheet, a `.cancellationAction`, `.confirmationAction` or
/// `.destructiveAction` item takes the window's close button away, as
/// GNOME's dialogs have none beside Cancel (`GtkDialogTitleButtons`).
///
/// A view hidden with `.hidden()` hides its toolbar items too: the box is shown only while every
/// ancestor of the placeholder is visible (the backend's `showToolbarItems(in:)`).
@MainActor
public final class ToolbarItemGtkRenderer: GtkComponentRenderer {
    /// The placeholder, never shown.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The box in the header bar, held by the renderer.
    let box: UnsafeMutablePointer<GtkWidget>
    /// The item's views.
    public let children: (any GtkChildContainer)?
    private var component: ToolbarItemComponent
    private var isHidden = false
    private let signals = SignalBag()
    private let context: GtkRenderContext

    static let startName = "focusui-toolbar-start"
    static let endName = "focusui-toolbar-end"

    /// A placeholder and a box.
    public init(_ component: ToolbarItemComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_set_visible(widget, 0)
        gtk_widget_add_css_class(widget, "focusui-toolbar-placeholder")
        box = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        g_object_ref_sink(UnsafeMutableRawPointer(box))
        gtk_widget_add_css_class(box, "focusui-toolbar-item")
        children = GtkBoxChildren(box)
        signals.connectNotify(widget, property: "root") { [unowned self] _, _ in self.place() }
        context.backend?.registerToolbarItem(self)
    }

    isolated deinit {
        signals.disconnectAll()
        unplace()
        g_object_unref(UnsafeMutableRawPointer(box))
    }

    /// The box the user sees.
    public var appearanceWidget: UnsafeMutablePointer<GtkWidget> { box }

    /// Moves the box when the placement changes.
    public func update(from old: ToolbarItemComponent?, to new: ToolbarItemComponent) {
        component = new
        guard let old, old.placement != new.placement else { return }
        unplace()
        place()
    }

    /// `.hidden()` on the item hides its box.
    public func setHidden(_ isHidden: Bool) -> Bool {
        self.isHidden = isHidden
        updateVisibility()
        return true
    }

    /// Shows the box while the item and every ancestor of its placeholder are shown.
    func updateVisibility() {
        gtk_widget_set_visible(box, !isHidden && Self.areAncestorsVisible(of: widget) ? 1 : 0)
    }

    /// Whether the placeholder is `widget` or inside it.
    func isInside(_ ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == ancestor || gtk_widget_is_ancestor(widget, ancestor) != 0
    }

    private func place() {
        guard let root = gtk_widget_get_root(widget), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else {
            unplace()
            return
        }
        updateVisibility()
        let window = focuskit_as_window(UnsafeMutableRawPointer(root))
        guard focuskit_is_adw_preferences_window(UnsafeMutableRawPointer(window)) == 0 else {
            context.warn(
                "toolbar items in a Settings window are not shown: libadwaita's preferences window "
                    + "has a header bar of its own")
            return
        }
        guard
            Self.hasHeaderBar(window) || GtkWindowChrome.isAdwaita(window)
                || gtk_widget_get_realized(focuskit_as_widget(UnsafeMutableRawPointer(window))) == 0
        else {
            context.warn(
                "toolbar items added after a window without a header bar was shown (a menu-bar "
                    + "app) are not shown: give the view its .toolbar from the start")
            return
        }
        let header = GtkWindowChrome.headerBar(of: window) ?? GtkWindowChrome.addHeaderBar(to: window)
        if gtk_widget_is_ancestor(box, header) != 0 { return }
        unplace()
        GtkDialogTitleButtons.setDialogAction(component.placement.isDialogAction, of: box)
        defer { GtkDialogTitleButtons.update(header) }
        switch component.placement.slotIndex {
        case 0:
            gtk_box_append(
                focuskit_as_box(UnsafeMutableRawPointer(Self.slot(Self.startName, in: header))), box)
        case 1: GtkWindowChrome.setTitleWidget(box, of: header)
        default:
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(Self.slot(Self.endName, in: header))), box)
        }
    }

    private func unplace() {
        guard let parent = gtk_widget_get_parent(box) else { return }
        Self.unsetDefaultWidget(inside: box)
        let header = Self.headerBar(around: box)
        if let header, GtkWindowChrome.titleWidget(of: header) == box {
            GtkWindowChrome.setTitleWidget(nil, of: header)
        } else {
            gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(parent)), box)
        }
        if let header { GtkDialogTitleButtons.update(header) }
    }

    /// Makes the window's default widget none when it is `box` or inside it (a
    /// `.keyboardShortcut(.defaultAction)` button in the item), before the box leaves the
    /// window: GTK unsets a removed default widget only after the window's next paint, by when
    /// the box, released with its renderer, may be gone, and GTK would use the freed button.
    private static func unsetDefaultWidget(inside box: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(box), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return }
        let window = focuskit_as_window(UnsafeMutableRawPointer(root))
        guard let widget = gtk_window_get_default_widget(window),
            widget == box || gtk_widget_is_ancestor(widget, box) != 0
        else { return }
        gtk_window_set_default_widget(window, nil)
    }

    /// The header bar `widget` is in, if any.
    private static func headerBar(around widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if GtkWindowChrome.isHeaderBar(current) { return current }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    private static func areAncestorsVisible(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var ancestor = gtk_widget_get_parent(widget)
        while let current = ancestor {
            if focuskit_is_window(UnsafeMutableRawPointer(current)) != 0 { return true }
            if gtk_widget_get_visible(current) == 0 { return false }
            ancestor = gtk_widget_get_parent(current)
        }
        return true
    }

    private static func hasHeaderBar(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        GtkWindowChrome.headerBar(of: window) != nil
    }

    /// The named box packed at one end of the header bar, made the first time.
    private static func slot(_ name: String, in header: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>
    {
        if let existing = GtkWidgetTree.first(
            in: header, where: { String(cString: gtk_widget_get_name($0)) == name })
        {
            return existing
        }
        let box = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
        gtk_widget_set_name(box, name)
        if name == startName {
            GtkWindowChrome.packStart(box, in: header)
        } else {
            GtkWindowChrome.packEnd(box, in: header)
        }
        return box
    }
}

extension GtkViewBackend {
    /// A toolbar item's renderer, held weakly by the backend.
    struct WeakToolbarItem {
        weak var renderer: ToolbarItemGtkRenderer?
    }

    /// Remembers a toolbar item, so that a view hidden around it hides it.
    func registerToolbarItem(_ item: ToolbarItemGtkRenderer) {
        toolbarItems.removeAll { $0.renderer == nil }
        toolbarItems.append(WeakToolbarItem(renderer: item))
    }

    /// Shows or hides the toolbar items inside `widget` (a view whose `.hidden()` changed) as
    /// their ancestors now are; a handful per window, found without walking `widget`'s subtree.
    func showToolbarItems(in widget: UnsafeMutablePointer<GtkWidget>) {
        toolbarItems.removeAll { $0.renderer == nil }
        for case let item? in toolbarItems.map(\.renderer) where item.isInside(widget) {
            item.updateVisibility()
        }
    }
}
