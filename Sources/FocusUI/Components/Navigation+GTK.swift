import CGtk
import FocusKitGTK
import FocusUICore

extension NavigationStackComponent: GtkRenderable {
    /// A vertical `GtkBox` of pages.
    public typealias GtkRenderer = NavigationStackGtkRenderer
}

extension NavigationPageComponent: GtkRenderable {
    /// A vertical `GtkBox`, hidden while covered.
    public typealias GtkRenderer = NavigationPageGtkRenderer
}

extension NavigationBackButtonComponent: GtkRenderable {
    /// A `GtkButton` with the `go-previous-symbolic` icon.
    public typealias GtkRenderer = NavigationBackButtonGtkRenderer
}

/// Draws a `NavigationStackComponent`: a vertical `GtkBox` that fills the room it is given,
/// holding the stack's pages (``NavigationPageGtkRenderer``), of which only the top one is shown.
/// GNOME's `AdwLeaflet` would slide between pages; a box keeps every page's widgets and shows
/// one, which is all a keyboard user and a screen reader need, and lets the stack's model
/// order the focus moves and the hiding (`NavigationStackModel`).
@MainActor
public final class NavigationStackGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The pages.
    public let children: (any GtkChildContainer)?

    /// A box that expands both ways.
    public init(_ component: NavigationStackComponent, context: GtkRenderContext) {
        widget = GtkStackBox.makeFilling()
        gtk_widget_add_css_class(widget, "focusui-navigation-stack")
        children = GtkBoxChildren(widget)
    }

    /// Nothing to apply: the model drives the pages.
    public func update(from old: NavigationStackComponent?, to new: NavigationStackComponent) {}
}

/// Draws a `NavigationPageComponent`: a vertical `GtkBox` holding the page's views, shown or
/// hidden by the stack's model (`gtk_widget_set_visible`: a hidden page keeps its widgets,
/// takes no room and no focus, and its toolbar items leave the header bar with it).
@MainActor
public final class NavigationPageGtkRenderer: GtkComponentRenderer, NavigationPageDriver {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The page's views.
    public let children: (any GtkChildContainer)?
    private var component: NavigationPageComponent
    private let context: GtkRenderContext
    /// The focus widget the page had when a page was pushed over it.
    private var remembered: WeakObjectWatcher?

    /// A box, registered with the stack's model (which shows or hides it).
    public init(_ component: NavigationPageComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = GtkStackBox.makeFilling()
        gtk_widget_add_css_class(widget, "focusui-navigation-page")
        children = GtkBoxChildren(widget)
        component.model.value.register(self, for: component.key)
    }

    isolated deinit {
        component.model.value.unregister(self, for: component.key)
        remembered?.cancel()
    }

    /// Keeps the newest component (its key never changes: another key is another page).
    public func update(from old: NavigationPageComponent?, to new: NavigationPageComponent) {
        component = new
    }

    private var window: UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return nil }
        return focuskit_as_window(UnsafeMutableRawPointer(root))
    }

    private func isInside(_ candidate: UnsafeMutablePointer<GtkWidget>) -> Bool {
        candidate == widget || gtk_widget_is_ancestor(candidate, widget) != 0
    }

    package var containsWindowFocus: Bool {
        guard let window, let focus = gtk_window_get_focus(window) else { return false }
        return isInside(focus)
    }

    package var windowHasFocus: Bool {
        guard let window else { return false }
        return gtk_window_get_focus(window) != nil
    }

    package func setShown(_ isShown: Bool) {
        guard (gtk_widget_get_visible(widget) != 0) != isShown else { return }
        gtk_widget_set_visible(widget, isShown ? 1 : 0)
        context.backend?.showToolbarItems(in: widget)
    }

    /// `gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD)`: the first Tab stop, as Tab reaches
    /// it (a scrolled window's content before the scrolled window).
    package func focusFirstTabStop() -> Bool {
        gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0 && containsWindowFocus
    }

    package func rememberFocus() {
        remembered?.cancel()
        remembered = nil
        guard let window, let focus = gtk_window_get_focus(window), isInside(focus) else { return }
        remembered = WeakObjectWatcher(focus) {}
    }

    package func restoreRememberedFocus() -> Bool {
        guard let object = remembered?.object else { return false }
        let focus = focuskit_as_widget(UnsafeMutableRawPointer(object))
        // `gtk_widget_grab_focus` would focus an unmapped widget too.
        guard isInside(focus), gtk_widget_get_mapped(focus) != 0, gtk_widget_is_sensitive(focus) != 0 else {
            return false
        }
        return gtk_widget_grab_focus(focus) != 0
    }
}

/// Draws a `NavigationBackButtonComponent`: a `GtkButton` with GNOME's `go-previous-symbolic`
/// icon (its accessible name and tooltip "Back"), in a toolbar item at the start of the
/// window's header bar; a click pops the stack's top page.
@MainActor
public final class NavigationBackButtonGtkRenderer: GtkComponentRenderer, NavigationFocusDriver {
    /// The button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: NavigationBackButtonComponent
    private let signals = SignalBag()

    /// A button that goes back.
    public init(_ component: NavigationBackButtonComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_button_new_from_icon_name("go-previous-symbolic")!
        signals.connect(widget, signal: "clicked") { [unowned self] _ in self.component.model.value.goBack() }
        component.model.value.backButton = self
    }

    isolated deinit {
        signals.disconnectAll()
        if component.model.value.backButton === self { component.model.value.backButton = nil }
    }

    /// Keeps the newest component.
    public func update(from old: NavigationBackButtonComponent?, to new: NavigationBackButtonComponent) {
        component = new
        component.model.value.backButton = self
    }

    private var focus: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return nil }
        return gtk_window_get_focus(focuskit_as_window(UnsafeMutableRawPointer(root)))
    }

    package var containsWindowFocus: Bool { focus == widget }

    package var windowHasFocus: Bool { focus != nil }

    package func focusFirstTabStop() -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return false }
        return gtk_widget_grab_focus(widget) != 0
    }
}
