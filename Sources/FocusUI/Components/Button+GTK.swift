import CGtk
import FocusKitGTK
import FocusUICore

extension ButtonComponent: GtkRenderable {
    /// A `GtkButton`.
    public typealias GtkRenderer = ButtonGtkRenderer
}

/// Draws a `ButtonComponent`: a `GtkButton` labelled with the title, or holding a box of its
/// label view, whose `clicked` runs the newest action. Its look is GNOME's button styles
/// (`ButtonLook`: `flat`, `suggested-action`, `link`); a style of the app's own draws into a
/// flat button without padding, whose `:active` state (held down by the pointer or the
/// keyboard) is the style's `isPressed`.
///
/// `.keyboardShortcut(.defaultAction)` makes it its window's default widget (Return in a field
/// without `.onSubmit` activates it) with the `suggested-action` style; a button that stops
/// being the default action stops being the default widget. Any other shortcut is a
/// `GtkShortcutController` with global scope on the button: the key activates it wherever focus
/// is in its window, as a click would (nothing while it is disabled); `.cancelAction` is Escape.
/// A shortcut GTK cannot express is reported as a warning instead of being dropped silently, and
/// so is one an app command also has (the command runs: GTK applies the application's
/// accelerators first).
@MainActor
public final class ButtonGtkRenderer: GtkComponentRenderer {
    /// The button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var component: ButtonComponent
    private var shortcut: KeyboardShortcut?
    /// Whether the last shared modifiers tinted the button with the accent colour.
    private var isAccentTinted = false
    private var shortcutController: OpaquePointer?
    private let signals = SignalBag()
    private let context: GtkRenderContext
    /// The box of a label view.
    public let children: (any GtkChildContainer)?

    /// A button, holding a box for a label view.
    public init(_ component: ButtonComponent, context: GtkRenderContext) {
        self.component = component
        self.context = context
        widget = gtk_button_new()!
        if component.hasLabelView {
            let box = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
            gtk_button_set_child(focuskit_as_button(UnsafeMutableRawPointer(widget)), box)
            children = GtkBoxChildren(box)
        } else {
            children = nil
        }
        signals.connect(widget, signal: "clicked") { [unowned self] _ in self.component.action() }
        signals.connectNotify(widget, property: "root") { [unowned self] _, _ in
            self.updateDefaultWidget()
            self.reportShortcutTakenByACommand()
        }
        signals.connectWithUIntArgument(widget, signal: "state-flags-changed") { [unowned self] _, _ in
            let isActive =
                gtk_widget_get_state_flags(self.widget).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
            self.component.sendPressed(isActive)
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Applies the title.
    public func update(from old: ButtonComponent?, to new: ButtonComponent) {
        component = new
        if !new.hasLabelView, new.title != old?.title {
            gtk_button_set_label(focuskit_as_button(UnsafeMutableRawPointer(widget)), new.title)
        }
        if new.look != old?.look {
            for name in (old?.look ?? .automatic).styleClasses { gtk_widget_remove_css_class(widget, name) }
            for name in new.look.styleClasses { gtk_widget_add_css_class(widget, name) }
            applySuggestedAction()
        }
        if new.controlSize != old?.controlSize {
            if let name = old?.controlSize.styleClass { gtk_widget_remove_css_class(widget, name) }
            if let name = new.controlSize.styleClass { gtk_widget_add_css_class(widget, name) }
        }
    }

    /// It takes keyboard shortcuts.
    public static var takesKeyboardShortcut: Bool { true }

    /// Applies `.keyboardShortcut`.
    public func update(modifiers new: SharedModifiers, from old: SharedModifiers?) {
        guard
            new.keyboardShortcut != old?.keyboardShortcut || new.styleClasses != old?.styleClasses
                || old == nil
        else { return }
        shortcut = new.keyboardShortcut
        isAccentTinted = new.styleClasses.contains("suggested-action")
        applySuggestedAction()
        updateDefaultWidget()
        applyShortcut()
    }

    /// GNOME's suggested action: the default action, a prominent button and one tinted with
    /// the accent colour (`.tint(.tint)`, whose class the style classes carry), whatever
    /// changed last (the look, the shortcut or the tint).
    private func applySuggestedAction() {
        if component.look.isSuggestedAction(shortcut: shortcut, isAccentTinted: isAccentTinted) {
            gtk_widget_add_css_class(widget, "suggested-action")
        } else {
            gtk_widget_remove_css_class(widget, "suggested-action")
        }
    }

    /// The window's default widget while the button is `.defaultAction` and in a window.
    private func updateDefaultWidget() {
        guard let root = gtk_widget_get_root(widget), focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else {
            return
        }
        let window = focuskit_as_window(UnsafeMutableRawPointer(root))
        if shortcut == .defaultAction {
            gtk_window_set_default_widget(window, widget)
        } else if gtk_window_get_default_widget(window) == widget {
            gtk_window_set_default_widget(window, nil)
        }
    }

    private func applyShortcut() {
        if let controller = shortcutController {
            gtk_widget_remove_controller(widget, controller)
            shortcutController = nil
        }
        guard let shortcut, shortcut != .defaultAction else { return }
        let accelerator: String
        switch GtkAccelerator.string(for: shortcut) {
        case .success(let text): accelerator = text
        case .failure(let error):
            context.warn("button \"\(component.title)\": \(error)")
            return
        }
        guard let trigger = gtk_shortcut_trigger_parse_string(accelerator),
            let controller = gtk_shortcut_controller_new()
        else { return }
        let activate = gtk_activate_action_get()
        g_object_ref(UnsafeMutableRawPointer(activate))
        let gtkShortcut = gtk_shortcut_new(trigger, activate)!
        // A text view runs it for a modified Return, which it would type as a new line.
        GtkViewShortcuts.mark(gtkShortcut, activating: widget)
        let shortcutController = OpaquePointer(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_set_scope(shortcutController, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_shortcut_controller_add_shortcut(shortcutController, gtkShortcut)
        gtk_widget_add_controller(widget, controller)
        self.shortcutController = shortcutController
        reportShortcutTakenByACommand()
    }

    /// Says once when an app command has the button's shortcut as its application accelerator:
    /// the window's application shortcut controller (`gtkwindow.c`, "gtk-application-shortcuts",
    /// capture phase) runs the command before the key reaches the button's controller.
    private func reportShortcutTakenByACommand() {
        guard let shortcut, shortcut != .defaultAction, gtk_widget_get_root(widget) != nil,
            case .success(let accelerator) = GtkAccelerator.string(for: shortcut),
            let command = context.backend?.commandTakingAccelerator?(accelerator)
        else { return }
        context.warn(
            ButtonComponent.shortcutTakenByCommandWarning(
                button: component.title, shortcut: shortcut, command: command))
    }
}
