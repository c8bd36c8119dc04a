import CGtk
import FocusKitGTK
import FocusUICore

extension AlertComponent: GtkRenderable {
    /// The views below the dialog's body.
    public typealias GtkRenderer = AlertGtkRenderer
}

extension AlertTextComponent: GtkRenderable {
    /// The dialog's heading or body.
    public typealias GtkRenderer = AlertTextGtkRenderer
}

extension AlertResponseComponent: GtkRenderable {
    /// A response of the dialog.
    public typealias GtkRenderer = AlertResponseGtkRenderer
}

/// Draws an `AlertComponent`: a vertical box in the `AdwMessageDialog`'s extra child (the
/// window's root box, below the body) holding the alert's views that are not its heading, body
/// or responses (a text field among the actions, a message that is not a `Text`). The extra
/// child is shown only while there are such views: libadwaita leaves room for it otherwise.
@MainActor
public final class AlertGtkRenderer: GtkComponentRenderer {
    /// The box.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The alert's views.
    public let children: (any GtkChildContainer)?

    /// A box.
    public init(_ component: AlertComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 12)
        children = GtkAlertChildren(box: widget, window: context.backend?.gtkWindow(context.window.id))
    }

    /// Nothing to apply.
    public func update(from old: AlertComponent?, to new: AlertComponent) {}
}

/// The children of an alert's box: the heading, body and responses are drawn by the dialog
/// (their nodes' widgets are hidden placeholders in the box); the others are shown in it.
@MainActor
final class GtkAlertChildren: GtkChildContainer {
    private let box: UnsafeMutablePointer<GtkWidget>
    private let boxChildren: GtkBoxChildren
    private let window: UnsafeMutablePointer<GtkWindow>?
    /// The views shown in the box.
    private var shown: Set<ObjectIdentifier> = []

    init(box: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWindow>?) {
        self.box = box
        boxChildren = GtkBoxChildren(box)
        self.window = window
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        boxChildren.insert(child, at: index)
        let component = child.element.component
        if !(component is AlertTextComponent || component is AlertResponseComponent) {
            shown.insert(ObjectIdentifier(child))
            updateExtraChild()
        }
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        boxChildren.move(child, to: index)
    }

    func remove(_ child: GtkWidgetHandle) {
        boxChildren.remove(child)
        if shown.remove(ObjectIdentifier(child)) != nil { updateExtraChild() }
    }

    /// Shows the dialog's extra child only while it holds a view.
    private func updateExtraChild() {
        guard let window, focuskit_is_adw_message_dialog(UnsafeMutableRawPointer(window)) != 0,
            let extra = adw_message_dialog_get_extra_child(
                focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(window)))
        else { return }
        gtk_widget_set_visible(extra, shown.isEmpty ? 0 : 1)
    }
}

/// Draws an `AlertTextComponent`: sets the `AdwMessageDialog`'s heading (which is also the
/// window's title) or its body, which is also the dialog's accessible description, so that a
/// screen reader says the message with the dialog's name (Orca 43 says a dialog's
/// description; GTK gives the body label no relation to the dialog). Its node's widget is
/// a hidden placeholder.
@MainActor
public final class AlertTextGtkRenderer: GtkComponentRenderer {
    /// The placeholder.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let dialog: UnsafeMutablePointer<GtkWidget>?

    /// A placeholder.
    public init(_ component: AlertTextComponent, context: GtkRenderContext) {
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_set_visible(widget, 0)
        dialog = context.backend?.gtkWindow(context.window.id).flatMap { window in
            focuskit_is_adw_message_dialog(UnsafeMutableRawPointer(window)) != 0
                ? focuskit_as_widget(UnsafeMutableRawPointer(window)) : nil
        }
    }

    /// Shows the text in the dialog.
    public func update(from old: AlertTextComponent?, to new: AlertTextComponent) {
        guard let dialog, new != old else { return }
        let message = focuskit_as_adw_message_dialog(UnsafeMutableRawPointer(dialog))
        switch new.kind {
        case .heading where new.isShown: adw_message_dialog_set_heading(message, new.text)
        case .heading:
            // Not shown (`titleVisibility: .hidden`); the window's title stays its name.
            adw_message_dialog_set_heading(message, "")
            gtk_window_set_title(focuskit_as_window(UnsafeMutableRawPointer(dialog)), new.text)
        case .body:
            adw_message_dialog_set_body(message, new.text)
            GtkAccessibility.setDescription(dialog, new.text)
        }
    }

    /// The text is the dialog's; its placeholder has no name.
    public func setAccessibleName(_ name: String) {}
}

/// Draws an `AlertResponseComponent`: a response of the alert's `AdwMessageDialog`
/// (`GtkAlertDialog`). The response's button is the node's focus widget (`.focused`, and the
/// alert's own focus on its default or cancel button, register it); the node's widget is a
/// hidden placeholder. `.keyboardShortcut(.defaultAction)` makes it the default response
/// (Return), `.keyboardShortcut(.cancelAction)` the close response (Escape); `.disabled` and
/// `.hidden()` apply to the response.
@MainActor
public final class AlertResponseGtkRenderer: GtkComponentRenderer {
    /// The placeholder.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private weak var dialog: GtkAlertDialog?
    private var response: GtkAlertDialog.Response?
    private var component: AlertResponseComponent
    /// The name last given by the backend (`.accessibilityLabel`, else the title).
    private var accessibleName: String?

    /// Adds the response to the dialog.
    public init(_ component: AlertResponseComponent, context: GtkRenderContext) {
        self.component = component
        widget = GtkStackBox.make(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_set_visible(widget, 0)
        let dialog = context.backend?.gtkWindow(context.window.id).flatMap(GtkAlertDialog.of)
        self.dialog = dialog
        response = dialog?.add(title: component.title) { [weak self] in self?.component.action.value() }
        if response == nil {
            context.warn("an alert's button \"\(component.title)\" is outside an alert dialog")
        }
    }

    isolated deinit {
        if let response { dialog?.remove(response) }
    }

    /// The response's button.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { response?.wideButton ?? widget }

    /// Applies the title and the role.
    public func update(from old: AlertResponseComponent?, to new: AlertResponseComponent) {
        component = new
        guard let dialog, let response else { return }
        if let old, old.title != new.title {
            dialog.setTitle(new.title, name: accessibleName ?? new.title, of: response)
        }
        if old?.role != new.role {
            response.role = new.role
            dialog.refresh()
        }
    }

    /// The default and cancel shortcuts choose the dialog's default and close responses.
    public static var takesKeyboardShortcut: Bool { true }

    /// The default and cancel shortcuts, and whether it can be chosen.
    public func update(modifiers new: SharedModifiers, from old: SharedModifiers?) {
        guard let dialog, let response else { return }
        if new.keyboardShortcut != old?.keyboardShortcut {
            response.isDefault = new.keyboardShortcut == .defaultAction
            response.isCancelShortcut = new.keyboardShortcut == .cancelAction
            dialog.refresh()
        }
        if new.isDisabled != (old?.isDisabled ?? false) { dialog.setEnabled(!new.isDisabled, response) }
    }

    /// The response's button is named by its title, or by `.accessibilityLabel`.
    public func setAccessibleName(_ name: String) {
        guard let response else { return }
        accessibleName = name
        GtkAccessibility.setLabel(response.wideButton, name)
    }

    /// Hides the response.
    public func setHidden(_ isHidden: Bool) -> Bool {
        if let dialog, let response { dialog.setHidden(isHidden, response) }
        return true
    }
}
