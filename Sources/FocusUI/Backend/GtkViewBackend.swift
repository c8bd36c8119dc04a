import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Foundation

/// Draws the view layer with GTK 4: the `ViewBackend` of FocusUI.
///
/// Each node is drawn by the GTK renderer of its component (``GtkComponentRenderer``, one file
/// per control in `Sources/FocusUI/Components`); what every view has is applied around it in
/// one place (`Sources/FocusUI/SharedModifiers`). Windows are libadwaita's
/// (`AdwApplicationWindow`s with an `AdwHeaderBar`, see `GtkWindowChrome`); sheets,
/// alerts and dialogs are modal windows over their presenter. Focus is reported by the
/// `GtkFocusHost`, which every `.focused` field registers with.
@MainActor
public final class GtkViewBackend: ViewBackend {
    /// The focus host, whose coordinator holds the focus contract.
    public let focusHost: GtkFocusHost
    /// The application the windows belong to (for `gtk_application_window_new`).
    let application: UnsafeMutablePointer<GtkApplication>?
    /// Called when the user closes a window (before GTK destroys it).
    var windowClosedByUser: ((FocusWindowID) -> Void)?
    /// Called for every window made, before its content: the app runner adds the header bar
    /// (with the primary menu of the app's commands in a main window) and the shortcuts of
    /// commands whose key a text field uses.
    var decorateWindow: ((UnsafeMutablePointer<GtkWindow>, WindowStyle) -> Void)?

    /// The open windows; their life (signals, present, close, retire) is the focus host's
    /// (`GtkFocusHost.manage(_:role:closeRequested:destroyed:)`).
    private var windows: [FocusWindowID: UnsafeMutablePointer<GtkWindow>] = [:]
    /// What Escape that no view handled does in each sheet (the core's, ``setEscapeAction(_:of:)``).
    var escapeActions: [FocusWindowID: @MainActor () -> Void] = [:]
    /// The toolbar items made so far, weakly: a view whose `.hidden()` changes shows or hides
    /// those inside it (a handful per window), without walking its subtree.
    var toolbarItems: [WeakToolbarItem] = []
    /// Whether the app shows its commands in a menu bar (`AppRunOptions.usesMenuBar`): its
    /// scene windows are then `GtkApplicationWindow`s, which show GTK's menu bar, with their
    /// header bar as GTK's title bar. Otherwise scene windows are libadwaita's
    /// (`AdwApplicationWindow`, or `AdwWindow` without an application), their header bar at the
    /// top of their content, reached by Tab after the content (``GtkWindowContent``).
    var windowsShowMenuBar = false
    /// The warnings said so far (``warnOnce(_:)``).
    private(set) var warned: Set<String> = []
    /// The standard edit commands on the key window's focused text.
    private(set) lazy var textEditing = GtkTextEditing(backend: self)

    /// A backend for windows of `application` (or plain windows when `nil`, for tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?, focusHost: GtkFocusHost? = nil) {
        self.application = application
        self.focusHost = focusHost ?? GtkFocusHost()
    }

    /// The coordinator of the focus host.
    public var focusCoordinator: FocusCoordinator { focusHost.coordinator }

    /// The GTK window of an open window context.
    public func gtkWindow(_ id: FocusWindowID) -> UnsafeMutablePointer<GtkWindow>? { windows[id] }

    /// Closed windows kept hidden for a screen reader while another window is shown: the focus
    /// host's.
    var retiredWindows: RetiredWindows {
        get { focusHost.retiredWindows }
        set { focusHost.retiredWindows = newValue }
    }

    /// The title of the app's command whose application accelerator is the given one, if any
    /// (set by the app's commands): a button with that shortcut never runs by it.
    var commandTakingAccelerator: ((String) -> String?)?

    /// Reports a problem with the app's views once, through the coordinator's logger.
    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        focusCoordinator.logger.warning(message)
    }

    // MARK: Windows

    /// A `GtkApplicationWindow` (so its id is GTK's window id) holding a vertical box.
    public func makeWindow(for request: WindowRequest) -> (context: WindowContext, root: GtkWidgetHandle) {
        FocusUIStyleSheet.installIfNeeded()
        let widget: UnsafeMutablePointer<GtkWidget>
        if request.presenter != nil {
            widget = makePresentedWindow(style: request.style)
        } else if request.style == .settings {
            widget = GtkPreferencesWindowPages.makeWindow(application: application)
        } else if let application {
            widget =
                windowsShowMenuBar
                ? gtk_application_window_new(application) : adw_application_window_new(application)
        } else {
            widget = adw_window_new()
        }
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        GtkWindowShortcutOrder.putViewShortcutsFirst(in: widget)
        gtk_window_set_title(window, request.title)
        // An alert's message, read by screen readers with the dialog (AdwMessageDialog's body).
        if let description = request.accessibleDescription {
            GtkAccessibility.setDescription(widget, description)
        }
        // An alert closes through its responses (GtkAlertDialog): a button's click closes the
        // dialog before the response runs the button's action; Escape closes it with the close
        // response. Any other window tells the app when the user closes it.
        let isAlert = focuskit_is_adw_message_dialog(UnsafeMutableRawPointer(window)) != 0
        var closeRequested: (@MainActor (FocusWindowID) -> Void)?
        if !isAlert {
            closeRequested = { [weak self] closed in self?.userDidClose(closed) }
        }
        let role: GtkWindowRole = request.presenter.map { .modal(over: $0) } ?? .main
        let id = focusHost.manage(
            window, role: role, closeRequested: closeRequested,
            destroyed: { [weak self] destroyed in
                self?.windows[destroyed] = nil
                self?.escapeActions[destroyed] = nil
            })
        windows[id] = window
        gtk_window_set_resizable(window, request.resizability.isResizable ? 1 : 0)
        if let width = request.defaultWidth, let height = request.defaultHeight {
            gtk_window_set_default_size(window, GtkPixels.of(width) ?? -1, GtkPixels.of(height) ?? -1)
        }
        let root = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_widget_add_css_class(root, "focusui-root")
        var preferencesPages: GtkPreferencesWindowPages?
        if request.style == .settings {
            // The root views are the window's pages; the root box is in no window, owned by it.
            preferencesPages = GtkPreferencesWindowPages(window: widget, focusHost: focusHost)
            g_object_ref_sink(UnsafeMutableRawPointer(root))
            g_object_set_data_full(
                focuskit_as_object(UnsafeMutableRawPointer(window)), "focusui-root",
                UnsafeMutableRawPointer(root)
            ) { g_object_unref($0) }
        } else {
            GtkWindowChrome.setContent(root, of: window)
        }
        if request.presenter != nil {
            decoratePresented(window, id: id, style: request.style)
        }
        decorateWindow?(window, request.style)
        if isAlert {
            GtkAlertDialog.attach(to: widget) { [weak self] in self?.userDidClose(id) }
        }
        let context = WindowContext(id: id, title: request.title, sceneID: request.sceneID)
        return (context, GtkWidgetHandle(rootBox: root, pages: preferencesPages))
    }

    /// The user closed a window (its close button, Alt+F4, an alert's response).
    private func userDidClose(_ id: FocusWindowID) {
        windowClosedByUser?(id)
    }

    /// `gtk_window_set_title`, and the header bar's title, for `.navigationTitle`.
    public func setTitle(_ title: String, of window: WindowContext) {
        guard let gtkWindow = windows[window.id] else { return }
        GtkWindowChrome.setTitle(title, of: gtkWindow)
    }

    /// Shows or hides the header bar's `AdwWindowTitle`, for `.toolbar(removing: .title)`.
    public func setShowsTitleInToolbar(_ shows: Bool, of window: WindowContext) {
        guard let gtkWindow = windows[window.id] else { return }
        GtkWindowChrome.setShowsTitle(shows, of: gtkWindow)
    }

    /// The header bar's subtitle (`AdwWindowTitle`), for `.navigationSubtitle`.
    public func setSubtitle(_ subtitle: String, of window: WindowContext) {
        guard let gtkWindow = windows[window.id] else { return }
        GtkWindowChrome.setSubtitle(subtitle, of: gtkWindow)
    }

    /// Makes a sheet not deletable while its views ask (`.interactiveDismissDisabled`): GTK
    /// then hides its header bar's close button (`GtkWindowControls`), disables its
    /// `window.close` action (so the sheet's Escape shortcut does nothing) and tells the X11
    /// window manager not to offer Close; the focus host refuses a close request that comes
    /// anyway. Alerts and main windows are left as they are.
    public func setUserDismissalDisabled(_ disabled: Bool, of window: WindowContext) {
        guard let gtkWindow = windows[window.id], gtk_window_get_transient_for(gtkWindow) != nil,
            focuskit_is_adw_message_dialog(UnsafeMutableRawPointer(gtkWindow)) == 0
        else { return }
        gtk_window_set_deletable(gtkWindow, disabled ? 0 : 1)
    }

    /// `gtk_show_uri`: the desktop's default app for the URL's scheme (through the portal when
    /// the app is sandboxed), parented to the active window.
    public func openURL(_ url: URL) -> Bool {
        let active = windows.values.first { gtk_window_is_active($0) != 0 }
        gtk_show_uri(active, url.absoluteString, guint32(GDK_CURRENT_TIME))
        return true
    }

    /// `gtk_window_set_default_size`: a window is never smaller than its content needs.
    public func setOpeningSize(width: Double, height: Double, of window: WindowContext) {
        guard let gtkWindow = windows[window.id] else { return }
        gtk_window_set_default_size(gtkWindow, GtkPixels.of(width) ?? -1, GtkPixels.of(height) ?? -1)
    }

    /// The sheet opens at its smallest detent over its presenter's height (its transient
    /// parent's); never smaller than its content needs.
    public func setPresentationDetents(_ detents: Set<PresentationDetent>, of sheet: WindowContext) {
        guard let gtkWindow = windows[sheet.id], let presenter = gtk_window_get_transient_for(gtkWindow)
        else {
            return
        }
        let presenterHeight = Double(
            gtk_widget_get_height(focuskit_as_widget(UnsafeMutableRawPointer(presenter))))
        guard let height = detents.map({ $0.height(over: presenterHeight) }).min() else { return }
        gtk_window_set_default_size(gtkWindow, -1, GtkPixels.of(height) ?? -1)
    }

    /// Shows the window, or raises and activates it, through the focus host's
    /// `GtkFocusHost/present(_:)`: the one way FocusKit presents a window, which on Wayland
    /// gives the compositor an activation token (a sheet or alert closing hands activation back
    /// to its presenter this way, as a cross-window focus write does).
    public func present(_ window: WindowContext) {
        guard windows[window.id] != nil else { return }
        focusHost.present(window.id)
    }

    /// Closes the window, for `dismiss()`, through the focus host's `GtkFocusHost.close(_:)`:
    /// `gtk_window_destroy` when it is the app's last shown window or a sheet, alert or dialog
    /// (focus returns to the presenter, whose title the screen reader announced before);
    /// otherwise it is hidden now and destroyed a few seconds later, so that a screen reader
    /// announces the window that focus moves to with its title (`RetiredWindows`).
    public func close(_ window: WindowContext) {
        guard windows[window.id] != nil else { return }
        focusHost.close(window.id)
    }

    // MARK: Widgets

    /// Makes the node's renderer (its component's ``GtkRenderable`` renderer), and the wrappers
    /// its shared modifiers need: a flat `GtkButton` around a focusable container, a
    /// `GtkSizeClamp` for a finite maximum or ideal size.
    public func makeWidget(for element: Element, in window: WindowContext) -> GtkWidgetHandle {
        let context = GtkRenderContext(modifiers: element.modifiers, window: window, backend: self)
        let renderer = Self.renderer(for: element.component, context: context)
        var focusableWrapper: UnsafeMutablePointer<GtkWidget>?
        if element.structure.isFocusableContainer {
            focusableWrapper = makeFocusableWrapper(around: renderer.widget)
        }
        var clamp: GtkSizeClamp?
        if element.structure.hasSizeLimit {
            clamp = GtkSizeClamp(child: focusableWrapper ?? renderer.widget)
        }
        return GtkWidgetHandle(
            renderer: renderer, element: element, focusableWrapper: focusableWrapper, sizeClamp: clamp)
    }

    /// The renderer of a component; a component without one (a package's control that names
    /// no GTK renderer) is an empty box, reported once.
    private static func renderer(for component: any ViewComponent, context: GtkRenderContext)
        -> any AnyGtkRenderer
    {
        if let renderable = component as? any GtkRenderable {
            return makeRenderer(renderable, context: context)
        }
        context.warn(
            "\(type(of: component)) has no GTK renderer (conform it to GtkRenderable); it is not shown")
        return GtkRendererBox(GtkMissingRenderer(MissingComponent(), context: context))
    }

    private static func makeRenderer<C: GtkRenderable>(_ component: C, context: GtkRenderContext)
        -> any AnyGtkRenderer
    {
        C.makeRenderer(component, context: context)
    }

    /// Applies what changed: the component through its renderer, then the shared modifiers.
    public func update(_ handle: GtkWidgetHandle, from old: Element?, to new: Element) {
        handle.element = new
        // Text fields compare with what the widget shows on every render: their renderer is
        // always asked (see `ViewBackend.update`).
        handle.renderer.update(from: old?.component, to: new.component)
        applySharedModifiers(to: handle, from: old, to: new)
    }

    // MARK: Tree

    /// Inserts into the parent's container (a box by default, a grid's cells).
    public func insert(_ child: GtkWidgetHandle, into parent: GtkWidgetHandle, at index: Int) {
        guard let children = parent.renderer.children else { return }
        children.insert(child, at: index)
        if let container = gtk_widget_get_parent(child.outerWidget) {
            child.renderer.didInsert(into: container)
        }
    }

    /// Moves in place in the parent's container, so that a focused child keeps focus.
    public func move(_ child: GtkWidgetHandle, in parent: GtkWidgetHandle, to index: Int) {
        parent.renderer.children?.move(child, to: index)
    }

    /// Removes from the parent's container; GTK unmaps the subtree, which the focus host
    /// reports (rule 11).
    public func remove(_ child: GtkWidgetHandle, from parent: GtkWidgetHandle) {
        parent.renderer.children?.remove(child)
    }

    /// The widget that takes focus: a control's own (an entry, which contains its inner
    /// `GtkText`; a row's switch), or a focusable container's wrapper.
    public func focusNode(of handle: GtkWidgetHandle) -> FocusNodeID {
        focusHost.node(for: handle.focusTarget)
    }

    /// A GLib idle source that runs before the next event GDK has queued
    /// (`MainLoopIdle.beforeNextEventPriority`): a re-render, and the commands' enabled
    /// states, are current before the next key or click is handled.
    public func scheduleUpdate(_ flush: @escaping @MainActor () -> Void) {
        MainLoopIdle.once(priority: MainLoopIdle.beforeNextEventPriority, flush)
    }

    /// A GLib idle source at `G_PRIORITY_LOW`: after events, redraws and other idles.
    public func scheduleIdleWork(_ work: @escaping @MainActor () -> Void) {
        MainLoopIdle.once(priority: G_PRIORITY_LOW, work)
    }
}
