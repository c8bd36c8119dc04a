import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Foundation

/// Draws the view layer with GTK 4: the `ViewBackend` of FocusUI.
///
/// Each node is drawn by the GTK renderer of its component (``GtkComponentRenderer``, one file
/// per control in `Sources/FocusUI/Components`); what every view has is applied around it in
/// one place (`Sources/FocusUI/SharedModifiers`). Windows are `GtkApplicationWindow`s drawn with
/// libadwaita's style (see ``usesAdwaitaWindows``); sheets,
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

    private var windows: [FocusWindowID: WindowRecord] = [:]
    /// Closed windows kept hidden for a screen reader while another window is shown.
    var retiredWindows = RetiredWindows()
    /// The toolbar items made so far, weakly: a view whose `.hidden()` changes shows or hides
    /// those inside it (a handful per window), without walking its subtree.
    var toolbarItems: [WeakToolbarItem] = []
    /// Whether scene windows are libadwaita's (`AdwApplicationWindow`, `AdwWindow`), whose
    /// header bar goes at the top of their content (`GtkWindowChrome`). Off: libadwaita 1.2
    /// moves focus through a window's content by geometry, so Tab would reach the header bar's
    /// toolbar items before the content, where GTK's windows visit the content first and the
    /// title bar after it (contract rule 20, and every keyboard test of the toolbar). Scene
    /// windows and sheets are `GtkApplicationWindow`s with a `GtkHeaderBar` title bar, which
    /// `AdwApplication`'s style sheet draws as libadwaita's; alerts are `AdwWindow`s.
    var usesAdwaitaWindows = false
    /// The warnings said so far (``warnOnce(_:)``).
    private(set) var warned: Set<String> = []
    /// The standard edit commands on the key window's focused text.
    private(set) lazy var textEditing = GtkTextEditing(backend: self)

    @MainActor
    private final class WindowRecord {
        let window: UnsafeMutablePointer<GtkWindow>
        let signals = SignalBag()
        /// A sheet, alert or dialog: modal over its presenter.
        let isPresented: Bool
        init(window: UnsafeMutablePointer<GtkWindow>, isPresented: Bool) {
            self.window = window
            self.isPresented = isPresented
        }
    }

    /// A backend for windows of `application` (or plain windows when `nil`, for tests).
    public init(application: UnsafeMutablePointer<GtkApplication>?, focusHost: GtkFocusHost? = nil) {
        self.application = application
        self.focusHost = focusHost ?? GtkFocusHost()
    }

    /// The coordinator of the focus host.
    public var focusCoordinator: FocusCoordinator { focusHost.coordinator }

    /// The GTK window of an open window context.
    public func gtkWindow(_ id: FocusWindowID) -> UnsafeMutablePointer<GtkWindow>? { windows[id]?.window }

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
        } else if let application {
            widget =
                usesAdwaitaWindows
                ? adw_application_window_new(application) : gtk_application_window_new(application)
        } else {
            widget = usesAdwaitaWindows ? adw_window_new() : gtk_window_new()
        }
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_title(window, request.title)
        // An alert's message, read by screen readers with the window (AdwMessageDialog's body).
        if let description = request.accessibleDescription {
            GtkAccessibility.setDescription(widget, description)
        }
        gtk_window_set_resizable(window, request.resizability.isResizable ? 1 : 0)
        if let width = request.defaultWidth, let height = request.defaultHeight {
            gtk_window_set_default_size(window, GtkPixels.of(width) ?? -1, GtkPixels.of(height) ?? -1)
        }
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(root, "focusui-root")
        GtkWindowChrome.setContent(root, of: window)
        if let presenter = request.presenter, let parent = windows[presenter]?.window {
            makePresented(window, over: parent, style: request.style)
        }
        decorateWindow?(window, request.style)
        let id = focusHost.windowID(of: window)
        let record = WindowRecord(window: window, isPresented: request.presenter != nil)
        windows[id] = record
        record.signals.connectBoolean(window, signal: "close-request") { [weak self, unowned record] _ in
            guard let self else { return false }
            self.windowClosedByUser?(id)
            // As for `close(_:)`; when not retired, GTK destroys it.
            return self.retireClosingWindow(record, id: id, afterDeactivation: false)
        }
        record.signals.connect(window, signal: "destroy") { [weak self] _ in
            self?.windows[id]?.signals.disconnectAll()
            self?.windows[id] = nil
        }
        let context = WindowContext(id: id, title: request.title, sceneID: request.sceneID)
        return (context, GtkWidgetHandle(rootBox: root))
    }

    /// `gtk_window_set_title`, for `.navigationTitle`.
    public func setTitle(_ title: String, of window: WindowContext) {
        guard let record = windows[window.id] else { return }
        gtk_window_set_title(record.window, title)
    }

    /// `gtk_show_uri`: the desktop's default app for the URL's scheme (through the portal when
    /// the app is sandboxed), parented to the active window.
    public func openURL(_ url: URL) -> Bool {
        let active = windows.values.first { gtk_window_is_active($0.window) != 0 }?.window
        gtk_show_uri(active, url.absoluteString, guint32(GDK_CURRENT_TIME))
        return true
    }

    /// `gtk_window_present`: shows the window, or raises and activates it.
    public func present(_ window: WindowContext) {
        guard let record = windows[window.id] else { return }
        gtk_window_present(record.window)
    }

    /// Closes the window, for `dismiss()`: `gtk_window_destroy` when it is the app's last shown
    /// window or a sheet, alert or dialog (focus returns to the presenter, whose title the
    /// screen reader announced before); otherwise it is hidden now and destroyed a few seconds
    /// later, so that a screen reader announces the window that focus moves to with its title
    /// (`RetiredWindows`).
    public func close(_ window: WindowContext) {
        guard let record = windows[window.id] else { return }
        // A write that just presented another window (rule 6) makes it the key window before
        // the window manager activates it: hide this one after that activation.
        let handsOff = focusCoordinator.keyWindow.map { $0 != window.id } ?? false
        if !retireClosingWindow(record, id: window.id, afterDeactivation: handsOff) {
            gtk_window_destroy(record.window)
        }
    }

    /// Retires a closing window while another window of the app is shown (`RetiredWindows`);
    /// as the last shown window it destroys every retired one instead. A sheet, alert or
    /// dialog is never retired: a hidden modal window kept its presenter from being activated
    /// again (openbox). Returns whether the window was retired; if not, it is to be destroyed.
    private func retireClosingWindow(_ record: WindowRecord, id: FocusWindowID, afterDeactivation: Bool)
        -> Bool
    {
        guard !record.isPresented else { return false }
        guard isAnotherWindowShown(than: id) else {
            retiredWindows.destroyAll()
            return false
        }
        retiredWindows.retire(record.window, afterDeactivation: afterDeactivation)
        return true
    }

    /// Whether a window of this backend other than `id` is mapped.
    private func isAnotherWindowShown(than id: FocusWindowID) -> Bool {
        windows.contains { key, record in
            key != id
                && gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(record.window))) != 0
        }
    }

    // MARK: Widgets

    /// Makes the node's renderer (its component's ``GtkRenderable`` renderer), and the wrappers
    /// its shared modifiers need: a flat `GtkButton` around a focusable container, a
    /// ``GtkSizeClamp`` for a finite maximum or ideal size.
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
