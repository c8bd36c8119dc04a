import CGtk
import FocusKitGTK
import FocusUICore
import Glibc

extension GtkViewBackend {
    /// Connects the signals a widget reports through its current element.
    func connectSignals(of handle: GtkWidgetHandle) {
        let widget = handle.widget
        switch handle.element.kind {
        case .textField, .secureField:
            // GtkEntry and GtkPasswordEntry forward GtkEditable's "changed" from their GtkText.
            handle.signals.connect(widget, signal: "changed") { [unowned handle] _ in
                guard !handle.isApplyingText else { return }
                handle.element.sendTextChange(Self.text(of: handle))
            }
            handle.signals.connect(widget, signal: "activate") { [unowned handle] _ in
                handle.element.sendSubmit()
            }
        case .button:
            handle.signals.connect(widget, signal: "clicked") { [unowned handle] _ in
                handle.element.sendAction()
            }
            handle.signals.connectNotify(widget, property: "root") { [unowned self, unowned handle] _, _ in
                self.updateDefaultWidget(handle)
            }
        case .form, .vStack, .hStack, .spacer, .text, .section, .divider, .image, .link:
            break
        case .menu, .scrollView, .grid, .gridRow, .toolbarItem, .segmentedPicker, .radioGroupPicker:
            break
        case .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .textEditor, .slider:
            // Connected by `connectControlSignals(of:)` when the control is made.
            break
        }
    }

    /// The text of a field: a secure field's password, or an entry's `gtk_editable_get_text`.
    static func text(of handle: GtkWidgetHandle) -> String {
        if let password = handle.passwordText {
            return password.withPassword { String(cString: $0) }
        }
        guard let text = gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(handle.widget)))
        else { return "" }
        return String(cString: text)
    }

    /// Sets an entry's text only if it differs, with the `changed` handler muted.
    /// Runs on every re-render of every field, so the comparison is done on the C string,
    /// without building a Swift `String` of the widget's text.
    func applyText(_ text: String, to handle: GtkWidgetHandle) {
        if let password = handle.passwordText {
            let differs = text.withCString { wanted in password.withPassword { strcmp($0, wanted) != 0 } }
            guard differs else { return }
            handle.isApplyingText = true
            password.replace(with: text)
            handle.isApplyingText = false
            return
        }
        let editable = focuskit_as_editable(UnsafeMutableRawPointer(handle.widget))
        let differs = text.withCString { wanted in
            guard let current = gtk_editable_get_text(editable) else { return !text.isEmpty }
            return strcmp(current, wanted) != 0
        }
        guard differs else { return }
        handle.isApplyingText = true
        gtk_editable_set_text(editable, text)
        handle.isApplyingText = false
    }

    func setPlaceholder(_ title: String, on widget: UnsafeMutablePointer<GtkWidget>, secure: Bool) {
        let raw = UnsafeMutableRawPointer(widget)
        if secure {
            setStringProperty("placeholder-text", title, on: raw)
        } else {
            gtk_entry_set_placeholder_text(focuskit_as_entry(raw), title)
        }
    }

    func setActivatesDefault(_ activates: Bool, on widget: UnsafeMutablePointer<GtkWidget>, secure: Bool) {
        let raw = UnsafeMutableRawPointer(widget)
        if secure {
            var value = GValue()
            g_value_init(&value, focuskit_type_boolean())
            g_value_set_boolean(&value, activates ? 1 : 0)
            g_object_set_property(focuskit_as_object(raw), "activates-default", &value)
            g_value_unset(&value)
        } else {
            gtk_entry_set_activates_default(focuskit_as_entry(raw), activates ? 1 : 0)
        }
    }

    private func setStringProperty(_ name: String, _ string: String, on raw: UnsafeMutableRawPointer) {
        var value = GValue()
        g_value_init(&value, focuskit_type_string())
        g_value_set_string(&value, string)
        g_object_set_property(focuskit_as_object(raw), name, &value)
        g_value_unset(&value)
    }

    /// `.keyboardShortcut(.defaultAction)`: the button becomes its window's default widget
    /// once it is in a window; a button that is no longer `.defaultAction` stops being it.
    func updateDefaultWidget(_ handle: GtkWidgetHandle) {
        guard handle.element.kind == .button, let root = gtk_widget_get_root(handle.widget) else { return }
        let raw = UnsafeMutableRawPointer(root)
        guard focuskit_is_window(raw) != 0 else { return }
        let window = focuskit_as_window(raw)
        if handle.element.isDefaultAction {
            gtk_window_set_default_widget(window, handle.widget)
        } else if gtk_window_get_default_widget(window) == handle.widget {
            gtk_window_set_default_widget(window, nil)
        }
    }
}
