import CGtk
import FocusKit
import FocusKitGTK
import FocusUICore
import Glibc

extension SearchFieldComponent: GtkRenderable {
    /// A `GtkSearchBar` holding a `GtkSearchEntry`.
    public typealias GtkRenderer = SearchFieldGtkRenderer
}

/// Draws a `SearchFieldComponent`: a `GtkSearchBar` above the searchable view, revealed while
/// search is presented, holding a `GtkSearchEntry` (accessible role *search box*) whose
/// placeholder and accessible name are the prompt, in an `AdwClamp` as GNOME's apps do.
///
/// The bar shows and hides at once, without GTK's slide (its revealer's slide lasts no time):
/// the revealer shows its child only at a transition's first frame and keeps it mapped until the
/// last, so the field could not take focus in the write that reveals it, and would stay a Tab
/// stop after it hides. A slide of no time rather than no transition: a revealer whose
/// transition is none keeps its child's height while hidden (`gtk_revealer_measure` scales the
/// child's size by the slide's position only for a slide), which left a blank band of the bar's
/// height above the searchable view.
///
/// The entry is not connected to the bar (`gtk_search_bar_connect_entry`): the bar would grab
/// focus on its own when revealed and empty the entry when hidden, outside the coordinator.
/// Everything goes through the `SearchFieldModel` instead, as the headless twin's does: Ctrl+F
/// is a shortcut of global scope on the bar (GTK runs it for the whole window, in the bubble
/// phase, after the focused widget and the application's accelerators), Escape is the entry's
/// own `stop-search` key binding.
@MainActor
public final class SearchFieldGtkRenderer: GtkComponentRenderer, SearchFieldDriver {
    /// The search bar.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The search entry (which contains the `GtkText` that takes focus).
    public let entry: UnsafeMutablePointer<GtkWidget>
    private var component: SearchFieldComponent
    private let signals = SignalBag()
    private var model: SearchFieldModel { component.model.value }
    /// Where focus was outside the field, last time the model looked.
    private var remembered: RememberedFocus?
    /// The focus host, which knows the rows of lazy lists.
    private weak var host: GtkFocusHost?

    /// Where Escape sends focus back: a list's row, by its node (whichever widget GTK shows it
    /// in by then), or another widget.
    private enum RememberedFocus {
        case row(FocusNodeID)
        case widget(WeakObjectWatcher)

        @MainActor func forget() {
            if case .widget(let watcher) = self { watcher.cancel() }
        }
    }
    /// Set while the entry's text is written, so its `changed` handler does not echo it.
    private var isApplyingText = false

    /// A search bar with its entry and its Ctrl+F shortcut.
    public init(_ component: SearchFieldComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_search_bar_new()!
        entry = gtk_search_entry_new()!
        gtk_widget_add_css_class(entry, "focusui-search-field")
        let clamp = adw_clamp_new()!
        adw_clamp_set_maximum_size(focuskit_as_adw_clamp(UnsafeMutableRawPointer(clamp)), 400)
        adw_clamp_set_child(focuskit_as_adw_clamp(UnsafeMutableRawPointer(clamp)), entry)
        gtk_search_bar_set_child(bar, clamp)
        // A slide of no time (see the type's documentation).
        if let revealer = GtkWidgetTree.first(
            in: widget, where: { gtk_widget_get_ancestor($0, gtk_revealer_get_type()) == $0 })
        {
            let raw = focuskit_as_revealer(UnsafeMutableRawPointer(revealer))
            gtk_revealer_set_transition_type(raw, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
            gtk_revealer_set_transition_duration(raw, 0)
        }
        signals.connect(entry, signal: "changed") { [unowned self] _ in
            guard !self.isApplyingText else { return }
            GtkTypedWindowTitle.userEdited(self.entry)
            self.component.sendTextChange(self.text)
        }
        signals.connect(entry, signal: "stop-search") { [unowned self] _ in
            self.model.dismiss()
        }
        host = context.backend?.focusHost
        if let coordinator = context.backend?.focusCoordinator {
            model.attach(field: self, window: context.window.id, coordinator: coordinator)
        }
        addFindShortcut()
        if component.isPresented { model.presentationDidChange(to: true) }
    }

    isolated deinit {
        signals.disconnectAll()
        remembered?.forget()
    }

    /// The entry takes focus for the field.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { entry }

    private var bar: OpaquePointer { focuskit_as_search_bar(UnsafeMutableRawPointer(widget)) }

    /// Applies the text (only when the entry shows another), the prompt and the presentation.
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
                focuskit_as_object(UnsafeMutableRawPointer(entry)), "placeholder-text", &value)
            g_value_unset(&value)
        }
        if let old, new.isPresented != old.isPresented, new.isPresented != isRevealed {
            model.presentationDidChange(to: new.isPresented)
        }
    }

    private var editable: OpaquePointer { focuskit_as_editable(UnsafeMutableRawPointer(entry)) }

    private var text: String {
        guard let text = gtk_editable_get_text(editable) else { return "" }
        return String(cString: text)
    }

    /// Ctrl+F: a shortcut controller of global scope on the bar, whose callback asks the model;
    /// when the field cannot take focus the key goes on.
    private func addFindShortcut() {
        guard let trigger = gtk_shortcut_trigger_parse_string("<Control>f"),
            let controller = gtk_shortcut_controller_new()
        else { return }
        let box = Unmanaged.passRetained(
            SearchShortcutBox { [weak self] in
                self?.model.present() ?? false
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
        candidate == entry || gtk_widget_is_ancestor(candidate, entry) != 0
    }

    package var isRevealed: Bool { gtk_search_bar_get_search_mode(bar) != 0 }

    package var canReveal: Bool { gtk_widget_get_mapped(widget) != 0 && gtk_widget_is_sensitive(widget) != 0 }

    package func setRevealed(_ revealed: Bool) {
        gtk_search_bar_set_search_mode(bar, revealed ? 1 : 0)
    }

    package var containsWindowFocus: Bool {
        guard let window, let focus = gtk_window_get_focus(window) else { return false }
        return isInside(focus)
    }

    package func rememberWindowFocus() {
        guard let window else { return }
        guard let focus = gtk_window_get_focus(window) else {
            remembered?.forget()
            remembered = nil
            return
        }
        if isInside(focus) { return }
        if let row = host?.virtualNode(containing: focus) {
            if case .row(row) = remembered { return }
            remembered?.forget()
            remembered = .row(row)
            return
        }
        if case .widget(let watcher) = remembered, let object = watcher.object,
            focuskit_as_widget(UnsafeMutableRawPointer(object)) == focus
        {
            return
        }
        remembered?.forget()
        remembered = .widget(WeakObjectWatcher(focus) {})
    }

    package func focusField() -> Bool {
        guard gtk_widget_get_mapped(entry) != 0, gtk_widget_is_sensitive(entry) != 0 else { return false }
        return gtk_widget_grab_focus(entry) != 0 && containsWindowFocus
    }

    package func focusContent() -> Bool {
        // The content follows the bar in the searchable view's box, as Tab reaches it.
        var sibling = gtk_widget_get_next_sibling(widget)
        while let current = sibling {
            if gtk_widget_child_focus(current, GTK_DIR_TAB_FORWARD) != 0 { return true }
            sibling = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    package func restoreRememberedFocus() -> Bool {
        switch remembered {
        case .row(let node):
            // The host scrolls the row into view and focuses whichever widget shows it; the
            // selection stays as it is (focus given back, not written).
            guard let host, host.canTakeFocus(node) else { return false }
            return host.giveFocusBack(to: node) != .refused
        case .widget(let watcher):
            guard let object = watcher.object else { return false }
            return restore(focuskit_as_widget(UnsafeMutableRawPointer(object)))
        case nil:
            return false
        }
    }

    private func restore(_ focus: UnsafeMutablePointer<GtkWidget>) -> Bool {
        // `gtk_widget_grab_focus` would focus an unmapped widget too.
        guard gtk_widget_get_root(focus) == gtk_widget_get_root(entry), gtk_widget_get_mapped(focus) != 0,
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

extension SearchToggleComponent: GtkRenderable {
    /// A `GtkToggleButton` with a magnifying glass.
    public typealias GtkRenderer = SearchToggleGtkRenderer
}

/// Draws a `SearchToggleComponent`: a `GtkToggleButton` with the `system-search-symbolic` icon,
/// named and tooltipped "Search", that reveals and hides its searchable view's search bar
/// through the view's `SearchFieldModel`.
@MainActor
public final class SearchToggleGtkRenderer: GtkComponentRenderer, SearchToggleDriver {
    /// The toggle button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: SearchToggleComponent
    private let signals = SignalBag()

    /// A toggle button with a magnifying glass.
    public init(_ component: SearchToggleComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_toggle_button_new()!
        // The icon is a picture of the name, not a second one: GTK names a plain image after
        // its type, and Orca said "GtkImage Search push button".
        let icon = GtkAccessibility.makeWidget(
            type: gtk_image_get_type(), role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_image_set_from_icon_name(
            focuskit_as_image(UnsafeMutableRawPointer(icon)), "system-search-symbolic")
        gtk_button_set_child(focuskit_as_button(UnsafeMutableRawPointer(widget)), icon)
        // GTK's class of a button showing an icon (`gtk_button_set_icon_name` adds it; a child
        // does not): libadwaita draws it flat in a header bar, as the other buttons there.
        gtk_widget_add_css_class(widget, "image-button")
        gtk_widget_set_tooltip_text(widget, "Search")
        GtkAccessibility.setLabel(widget, "Search")
        signals.connect(widget, signal: "toggled") { [unowned self] _ in
            guard !self.isShowing else { return }
            self.component.model.value.toggled(to: gtk_toggle_button_get_active(self.toggle) != 0)
        }
        component.model.value.attach(toggle: self)
    }

    /// Set while the model's state is shown, so that the `toggled` handler does not echo it.
    private var isShowing = false

    isolated deinit {
        signals.disconnectAll()
    }

    private var toggle: UnsafeMutablePointer<GtkToggleButton> {
        focuskit_as_toggle_button(UnsafeMutableRawPointer(widget))
    }

    /// Keeps the model (the searchable view's, which may be another after a re-render).
    public func update(from old: SearchToggleComponent?, to new: SearchToggleComponent) {
        component = new
        new.model.value.attach(toggle: self)
    }

    package func showRevealed(_ isRevealed: Bool) {
        guard (gtk_toggle_button_get_active(toggle) != 0) != isRevealed else { return }
        isShowing = true
        gtk_toggle_button_set_active(toggle, isRevealed ? 1 : 0)
        isShowing = false
    }

    package func focusToggle() -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_is_sensitive(widget) != 0 else { return false }
        return gtk_widget_grab_focus(widget) != 0
    }
}
