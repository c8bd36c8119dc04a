import FocusKitGTK

/// What `--check` verifies on a real display: the state reads where GTK's focus is, and
/// writes move GTK's focus.
@MainActor
struct SelfCheck {
    let window: SignInWindow

    func run() -> Bool {
        var ok = true
        func expect(_ condition: Bool, _ what: String) {
            print("\(condition ? "ok" : "FAILED"): \(what)")
            ok = ok && condition
        }
        expect(window.focus.wrappedValue == .username, "the write made before showing focused Username")
        expect(focusIsInside(window.username), "GTK's focus widget is inside Username")
        window.focus.wrappedValue = .password
        expect(window.focus.wrappedValue == .password, "a write is read back at once")
        expect(focusIsInside(window.password), "the write moved GTK's focus to Password")
        gtk_widget_grab_focus(window.username)
        expect(window.focus.wrappedValue == .username, "moving GTK's focus updates the state")
        window.focus.wrappedValue = nil
        expect(gtk_window_get_focus(window.window) == nil, "writing nil clears the window's focus")
        return ok
    }

    private func focusIsInside(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_window_get_focus(window.window) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }
}
