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
