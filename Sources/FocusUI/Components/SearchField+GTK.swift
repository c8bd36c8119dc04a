import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Glibc

extension SearchFieldComponent: GtkRenderable {
    /// A `GtkSearchEntry`.
    public typealias GtkRenderer = SearchFieldGtkRenderer
}

/// Draws a ``SearchFieldComponent``: a `GtkSearchEntry` (accessible role *search box*) whose
/// placeholder and accessible name are the prompt, in the toolbar item that
/// `.searchable` puts at the trailing end of the window's header bar.
///
/// Ctrl+F is a shortcut of global scope on the entry (GTK runs it for the whole window, in the
/// bubble phase, after the focused widget and the application's accelerators); Escape is the
/// entry's own `stop-search` key binding. Both go through the `SearchFieldModel` the renderer
/// owns, as the headless twin's do.
@MainActor
public final class SearchFieldGtkRenderer: GtkComponentRenderer, SearchFieldDriver {
    /// The search entry (which contains the `GtkText` that takes focus).
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: SearchFieldComponent
    private let signals = SignalBag()
    private var model: SearchFieldModel?
    /// The window's focus widget outside the field, last time the model looked.
    private var remembered: WeakObjectWatcher?
    /// Set while the entry's text is written, so its `changed` handler does not echo it.
    private var isApplyingText = false

    /// A search entry with its Ctrl+F shortcut.
    public init(_ component: SearchFieldComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_search_entry_new()!
        gtk_widget_add_css_class(widget, "focusui-search-field")
        signals.connect(widget, signal: "changed") { [unowned self] _ in
            guard !self.isApplyingText else { return }
            self.component.sendTextChange(self.text)
        }
        signals.connect(widget, signal: "stop-search") { [unowned self] _ in
            self.model?.cancel(clearing: self.component.binding.value)
        }
        if let coordinator = context.backend?.focusCoordinator {
            model = SearchFieldModel(driver: self, window: context.window.id, coordinator: coordinator)
        }
        addFindShortcut()
    }

    isolated deinit {
        signals.disconnectAll()
        remembered?.cancel()
    }

    /// Applies the text (only when the entry shows another) and the prompt.
    public func update(from old: SearchFieldComponent?, to new: SearchFieldComponent) {
        component = new
        let differs = new.text.withCString { wanted in
            guard let current = gtk_editable_get_text(editable) else { return !new.text.isEmpty }
            return strcmp(current, wanted) != 0
        }
        if differs {
            isApplyingText = true
            gtk_editable_set_text(editable, new.text)
            isApplyingText = false
        }
        if new.prompt != old?.prompt {
            var value = GValue()
            g_value_init(&value, focuskit_type_string())
            g_value_set_string(&value, new.prompt)
            g_object_set_property(
                focuskit_as_object(UnsafeMutableRawPointer(widget)), "placeholder-text", &value)
            g_value_unset(&value)
        }
    }

    private var editable: OpaquePointer { focuskit_as_editable(UnsafeMutableRawPointer(widget)) }

    private var text: String {
        guard let text = gtk_editable_get_text(editable) else { return "" }
        return String(cString: text)
    }

    /// Ctrl+F: a shortcut controller of global scope on the entry, whose callback asks the
    /// model; when the field cannot take focus the key goes on.
    private func addFindShortcut() {
        guard let trigger = gtk_shortcut_trigger_parse_string("<Control>f"),
            let controller = gtk_shortcut_controller_new()
        else { return }
        let box = Unmanaged.passRetained(
            SearchShortcutBox { [weak self] in
                self?.model?.focusFromShortcut() ?? false
            }
        ).toOpaque()
        let action = gtk_callback_action_new(
            { _, _, data in
                guard let data else { return 0 }
                let box = Unmanaged<SearchShortcutBox>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { box.run() } ? 1 : 0
            }, box,
            { data in
                guard let data else { return }
                Unmanaged<SearchShortcutBox>.fromOpaque(data).release()
            })
        let shortcut = gtk_shortcut_new(trigger, action)
        let shortcutController = OpaquePointer(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_set_scope(shortcutController, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_shortcut_controller_add_shortcut(shortcutController, shortcut)
        gtk_widget_add_controller(widget, controller)
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

    package func rememberWindowFocus() {
        guard let window else { return }
        let focus = gtk_window_get_focus(window)
        if let focus, isInside(focus) { return }
        if let focus, let object = remembered?.object,
            focuskit_as_widget(UnsafeMutableRawPointer(object)) == focus
        {
            return
        }
        remembered?.cancel()
        remembered = focus.map { WeakObjectWatcher($0) {} }
    }

    package func focusField() -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return false }
        return gtk_widget_grab_focus(widget) != 0 && containsWindowFocus
    }

    package func restoreRememberedFocus() -> Bool {
        guard let object = remembered?.object else { return false }
        let focus = focuskit_as_widget(UnsafeMutableRawPointer(object))
        // `gtk_widget_grab_focus` would focus an unmapped widget too.
        guard gtk_widget_get_root(focus) == gtk_widget_get_root(widget), gtk_widget_get_mapped(focus) != 0,
            gtk_widget_is_sensitive(focus) != 0
        else { return false }
        return gtk_widget_grab_focus(focus) != 0
    }
}

/// The Ctrl+F callback of a search field, owned by its `GtkCallbackAction` (released by the
/// action's destroy notifier).
@MainActor
private final class SearchShortcutBox {
    let run: @MainActor () -> Bool

    init(_ run: @escaping @MainActor () -> Bool) {
        self.run = run
    }
}
