import CGtk
import GtkTestSupport

/// A real top-level GTK window with a vertical box, for focus tests on real widgets.
///
/// By default it is a `GtkApplicationWindow` of ``TestApplication`` so that it has an id
/// (`gtk_application_window_get_id`, printed in traces, contract rule 16); `plain: true` makes
/// a plain `GtkWindow` instead. Widgets are appended to ``box`` in order, which is also GTK's
/// Tab order.
@MainActor
final class TestWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    /// The window's only child: a vertical box holding the widgets added by the test.
    let box: UnsafeMutablePointer<GtkWidget>
    private(set) var isDestroyed = false

    /// A number made part of every title, so that the compositor can choose a window by its
    /// title (`swaymsg '[title="…"] focus'`, see ``FocusFixture/present(_:file:line:)``).
    private static var nextSerial = 1
    /// The window's title, unique in the test process.
    let title: String

    init(title: String, plain: Bool = false) {
        self.title = "\(title) #\(Self.nextSerial)"
        Self.nextSerial += 1
        if plain {
            window = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
        } else {
            let raw = gtk_application_window_new(TestApplication.shared)!
            window = focuskit_as_window(UnsafeMutableRawPointer(raw))
        }
        gtk_window_set_title(window, self.title)
        gtk_window_set_default_size(window, 240, 160)
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)
        gtk_window_set_child(window, box)
    }

    /// The window as a `GtkWidget`.
    var widget: UnsafeMutablePointer<GtkWidget> { focuskit_as_widget(UnsafeMutableRawPointer(window)) }

    /// `gtk_window_get_focus`: the window's focus widget, kept while the window is inactive.
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    /// `gtk_window_is_active`.
    var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// Appends a `GtkEntry` (its focus goes to an inner `GtkText`).
    @discardableResult
    func addEntry(to parent: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget> {
        append(gtk_entry_new()!, to: parent)
    }

    /// Appends a `GtkPasswordEntry` (its focus goes to an inner `GtkText`).
    @discardableResult
    func addPasswordEntry(to parent: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<
        GtkWidget
    > {
        append(gtk_password_entry_new()!, to: parent)
    }

    /// Appends a `GtkButton` with a label.
    @discardableResult
    func addButton(_ label: String, to parent: UnsafeMutablePointer<GtkWidget>? = nil)
        -> UnsafeMutablePointer<GtkWidget>
    {
        append(gtk_button_new_with_label(label)!, to: parent)
    }

    /// Appends a vertical box, to nest widgets (rule 1's innermost field).
    @discardableResult
    func addBox(to parent: UnsafeMutablePointer<GtkWidget>? = nil) -> UnsafeMutablePointer<GtkWidget> {
        append(gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!, to: parent)
    }

    /// Removes a widget from its box; its last reference goes, so it is destroyed.
    func remove(_ child: UnsafeMutablePointer<GtkWidget>) {
        let parent = gtk_widget_get_parent(child)!
        gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(parent)), child)
    }

    /// `gtk_window_destroy`; idempotent.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        gtk_window_destroy(window)
    }

    private func append(_ child: UnsafeMutablePointer<GtkWidget>, to parent: UnsafeMutablePointer<GtkWidget>?)
        -> UnsafeMutablePointer<GtkWidget>
    {
        gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(parent ?? box)), child)
        return child
    }
}

/// The process-wide `GtkApplication` that test windows belong to.
///
/// Application windows get their id when added to a registered application (GTK requires
/// windows to be added after `startup`); `g_application_register` emits `startup`. The
/// application is non-unique, so it never competes for a bus name, and it never runs: tests
/// iterate the main context themselves (``MainContextPump``).
@MainActor
enum TestApplication {
    static let shared: UnsafeMutablePointer<GtkApplication> = {
        let app = gtk_application_new("org.focuskit.GtkFocusTests", G_APPLICATION_NON_UNIQUE)!
        g_application_register(focuskit_as_g_application(UnsafeMutableRawPointer(app)), nil, nil)
        return app
    }()
}
