import CGtk

/// Emits `GtkButton::clicked` the way a click would deliver it.
///
/// `g_signal_emit_by_name` is variadic and does not import, and GTK 4 has no
/// `gtk_button_clicked`; `g_signal_emitv` takes the instance as a `GValue` array instead.
@MainActor
public func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
    let buttonType = gtk_button_get_type()
    var instance = GValue()
    g_value_init(&instance, buttonType)
    g_value_set_object(&instance, button)
    defer { g_value_unset(&instance) }
    g_signal_emitv(&instance, g_signal_lookup("clicked", buttonType), 0, nil)
}

/// Emits `GtkWidget::move-focus` on a window, the action signal GTK's Tab and Shift+Tab key
/// bindings emit: the window moves its keyboard focus in `direction` exactly as for a key press.
@MainActor
public func emitMoveFocus(_ window: UnsafeMutablePointer<GtkWidget>, _ direction: GtkDirectionType) {
    var values = [GValue(), GValue()]
    g_value_init(&values[0], gtk_widget_get_type())
    g_value_set_object(&values[0], window)
    g_value_init(&values[1], gtk_direction_type_get_type())
    g_value_set_enum(&values[1], gint(direction.rawValue))
    defer {
        g_value_unset(&values[0])
        g_value_unset(&values[1])
    }
    g_signal_emitv(&values, g_signal_lookup("move-focus", gtk_widget_get_type()), 0, nil)
}
