import CGtk
import FocusKitGTK
import FocusUICore
import Glibc

/// What a `TextFieldComponent` and a `SecureFieldComponent` share on GTK: an entry
/// (`GtkEntry`, or `GtkPasswordEntry` whose password lives in a ``MaskedPasswordText``), its
/// `changed` and `activate` signals acting on the newest component, and a text applied only
/// when the entry shows something else (no caret jump, no echo into the binding).
@MainActor
final class GtkEntryField {
    let widget: UnsafeMutablePointer<GtkWidget>
    let isSecure: Bool
    let signals = SignalBag()
    /// The component last applied.
    private(set) var component: TextFieldComponent
    private var password: MaskedPasswordText?
    /// Set while the field's text is written, so its `changed` handler does not echo it.
    private var isApplyingText = false

    init(_ component: TextFieldComponent, secure: Bool) {
        self.component = component
        isSecure = secure
        // No peek icon on a password entry: it holds invisible characters only.
        widget = secure ? gtk_password_entry_new()! : gtk_entry_new()!
        if secure { password = MaskedPasswordText(entry: widget, signals: signals) }
        // GtkEntry and GtkPasswordEntry forward GtkEditable's "changed" from their GtkText.
        signals.connect(widget, signal: "changed") { [unowned self] _ in
            guard !self.isApplyingText else { return }
            GtkTypedWindowTitle.userEdited(self.widget)
            self.component.sendTextChange(self.text)
        }
        signals.connect(widget, signal: "activate") { [unowned self] _ in
            self.component.sendSubmit()
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The text: a secure field's password, or the entry's `gtk_editable_get_text`.
    var text: String {
        if let password { return password.withPassword { String(cString: $0) } }
        guard let text = gtk_editable_get_text(editable) else { return "" }
        return String(cString: text)
    }

    private var editable: OpaquePointer { focuskit_as_editable(UnsafeMutableRawPointer(widget)) }

    /// Applies the component. The text is compared with what the entry shows on every render,
    /// not with the last component: the user may have typed since, and a state set back to the
    /// last rendered value (clearing a field on submit before any re-render ran) must still
    /// reach the entry. The comparison is done on the C string, without building a `String`.
    func update(from old: TextFieldComponent?, to new: TextFieldComponent) {
        component = new
        applyText(new.text)
        let raw = UnsafeMutableRawPointer(widget)
        if new.placeholder != old?.placeholder {
            if isSecure {
                setProperty("placeholder-text", string: new.placeholder)
            } else {
                gtk_entry_set_placeholder_text(focuskit_as_entry(raw), new.placeholder)
            }
        }
        if new.look != (old?.look ?? .automatic) {
            // Adwaita's frameless entry.
            if new.look == .plain {
                gtk_widget_add_css_class(widget, "flat")
            } else {
                gtk_widget_remove_css_class(widget, "flat")
            }
        }
        // A password entry's purpose is a password's, whatever the traits say.
        if !isSecure, new.inputTraits != (old?.inputTraits ?? TextInputTraits()) {
            GtkInputTraits.apply(new.inputTraits, to: widget)
        }
        // With no onSubmit, Return activates the window's default button (SwiftUI's default
        // action); with one, Return runs it. Set only when that changes: the property notifies.
        if new.submits != old?.submits {
            if isSecure {
                setProperty("activates-default", boolean: !new.submits)
            } else {
                gtk_entry_set_activates_default(focuskit_as_entry(raw), new.submits ? 0 : 1)
            }
        }
        if new.alignment != (old?.alignment ?? .leading) {
            if isSecure {
                // GtkPasswordEntry has no alignment of its own: its inner GtkText's xalign.
                var child = gtk_widget_get_first_child(widget)
                while let current = child {
                    if focuskit_is_text(UnsafeMutableRawPointer(current)) != 0 {
                        gtk_editable_set_alignment(
                            focuskit_as_editable(UnsafeMutableRawPointer(current)), new.alignment.gtkXAlign)
                    }
                    child = gtk_widget_get_next_sibling(current)
                }
            } else {
                gtk_entry_set_alignment(focuskit_as_entry(raw), new.alignment.gtkXAlign)
            }
        }
    }

    private func applyText(_ text: String) {
        if let password {
            let differs = text.withCString { wanted in password.withPassword { strcmp($0, wanted) != 0 } }
            guard differs else { return }
            isApplyingText = true
            password.replace(with: text)
            isApplyingText = false
            return
        }
        let differs = text.withCString { wanted in
            guard let current = gtk_editable_get_text(editable) else { return !text.isEmpty }
            return strcmp(current, wanted) != 0
        }
        guard differs else { return }
        isApplyingText = true
        gtk_editable_set_text(editable, text)
        isApplyingText = false
    }

    private func setProperty(_ name: String, string: String) {
        var value = GValue()
        g_value_init(&value, focuskit_type_string())
        g_value_set_string(&value, string)
        g_object_set_property(focuskit_as_object(UnsafeMutableRawPointer(widget)), name, &value)
        g_value_unset(&value)
    }

    private func setProperty(_ name: String, boolean: Bool) {
        var value = GValue()
        g_value_init(&value, focuskit_type_boolean())
        g_value_set_boolean(&value, boolean ? 1 : 0)
        g_object_set_property(focuskit_as_object(UnsafeMutableRawPointer(widget)), name, &value)
        g_value_unset(&value)
    }
}
