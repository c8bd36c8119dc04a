import CGtk
import FocusKitGTK
import FocusUI
import Foundation

/// The baseline of figures 7 and 8 (`focus-bench --child raw-login [--screenshot PATH]`): a
/// plain GTK 4 program with the widgets of login-form's Sign In window and nothing else, no
/// FocusKit, no view layer, no main-queue bridge.
///
/// Like login-form it is a `GtkApplication` (default flags, so it registers on the session
/// bus), loads the same `style.css`, and builds a `GtkApplicationWindow` titled
/// "Sign In" holding the same boxes, CSS classes, `GtkEntry`, `GtkPasswordEntry` with its peek
/// icon, placeholders, accessible labels and the two buttons (the first the default widget).
/// With `--screenshot` it does what `login-form --screenshot` does: after the second frame it
/// saves the window (with FocusUI's `WindowScreenshot`, plain GTK calls) and quits.
@MainActor
final class RawLoginProgram {
    private let screenshotPath: String?
    private let signals = SignalBag()
    private var application: UnsafeMutablePointer<GtkApplication>?
    private var paintsSeen = 0
    private var status: Int32 = 0

    init(screenshotPath: String?) {
        self.screenshotPath = screenshotPath
    }

    /// Runs the application; returns its exit status.
    func run() -> Int32 {
        guard let application = gtk_application_new("org.focuskit.BenchRawLogin", G_APPLICATION_DEFAULT_FLAGS)
        else { return 1 }
        self.application = application
        signals.connect(application, signal: "startup") { [unowned self] _ in self.loadCSS() }
        signals.connect(application, signal: "activate") { [unowned self] _ in self.activate() }
        let program = strdup("focus-bench-raw-login")
        var argv: [UnsafeMutablePointer<CChar>?] = [program, nil]
        let result = g_application_run(
            focuskit_as_g_application(UnsafeMutableRawPointer(application)), 1, &argv)
        free(program)
        signals.disconnectAll()
        g_object_unref(UnsafeMutableRawPointer(application))
        return result != 0 ? result : status
    }

    private func loadCSS() {
        guard let display = gdk_display_get_default(),
            let directory = ResourceLocator.directory(containing: "style.css", appName: "login-form")
        else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, directory.appendingPathComponent("style.css").path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    private func activate() {
        guard let application else { return }
        let widget = gtk_application_window_new(application)!
        let window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_title(window, "Sign In")
        gtk_window_set_resizable(window, 1)
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(root, "focusui-root")
        gtk_window_set_child(window, root)
        let form = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_add_css_class(form, "form")
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(root)), form)

        let username = gtk_entry_new()!
        gtk_entry_set_placeholder_text(focuskit_as_entry(UnsafeMutableRawPointer(username)), "Username")
        setAccessibleLabel(username, "Username")
        let password = gtk_password_entry_new()!
        let passwordEntry = focuskit_as_password_entry(UnsafeMutableRawPointer(password))
        gtk_password_entry_set_show_peek_icon(passwordEntry, 1)
        setAccessibleLabel(password, "Password")
        let signIn = gtk_button_new_with_label("Sign In")!
        gtk_widget_add_css_class(signIn, "suggested-action")
        let create = gtk_button_new_with_label("Create Account…")!
        let box = focuskit_as_box(UnsafeMutableRawPointer(form))
        for child in [username, password, signIn, create] { gtk_box_append(box, child) }
        gtk_window_set_default_widget(window, signIn)
        gtk_window_present(window)
        gtk_widget_grab_focus(username)
        if let screenshotPath { capture(window, to: screenshotPath) }
    }

    private func setAccessibleLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        var value = GValue()
        gtk_accessible_property_init_value(GTK_ACCESSIBLE_PROPERTY_LABEL, &value)
        g_value_set_string(&value, label)
        var properties = [GTK_ACCESSIBLE_PROPERTY_LABEL]
        withUnsafeMutablePointer(to: &value) { pointer in
            gtk_accessible_update_property_value(
                OpaquePointer(UnsafeMutableRawPointer(widget)), 1, &properties, pointer)
        }
        g_value_unset(&value)
    }

    /// As login-form's `--screenshot`: save the window after its second frame, then quit.
    private func capture(_ window: UnsafeMutablePointer<GtkWindow>, to path: String) {
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            status = 1
            return
        }
        signals.connect(clock, signal: "after-paint", after: true) { [unowned self] _ in
            self.paintsSeen += 1
            guard self.paintsSeen == 2 else {
                gtk_widget_queue_draw(widget)
                return
            }
            if WindowScreenshot.save(window, to: path) != nil { self.status = 1 }
            if let application = self.application {
                g_application_quit(focuskit_as_g_application(UnsafeMutableRawPointer(application)))
            }
        }
    }
}
