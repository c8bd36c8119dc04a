import CGtk
import FocusKitGTK

/// A window's title while the user types in the window's focused text.
///
/// GTK names a window by its title (`gtk_window_set_title` sets its accessible name), and Orca
/// speaks every change of the active window's name (`onNameChanged` in Orca's default script):
/// a `.navigationTitle` made from the text field being typed in was read out whole after every
/// key ("G", "Gr", "Gro", …), over the characters Orca echoes. SwiftUI's title follows the
/// field and VoiceOver stays quiet.
///
/// From a user's edit of a text (``userEdited(_:)``: a text field's, a secure field's, a search
/// field's or a text editor's, never a program's write) until focus leaves that text or the
/// window stops being active, a new title shows at once in the header bar (its
/// `AdwWindowTitle`), and the window's own title, its name for the window manager and screen
/// readers, waits; it is set once focus leaves, so a screen reader says it once. A title set
/// while the user is not typing is the window's at once. The hold is owned by the window (its
/// object data) and ends with it.
@MainActor
final class GtkTypedWindowTitle {
    private static let key = "focusui-typed-window-title"

    private let window: UnsafeMutablePointer<GtkWindow>
    /// The title waiting for focus to leave the text, if the app set one meanwhile.
    private var held: String?
    private let signals = SignalBag()

    private init(window: UnsafeMutablePointer<GtkWindow>) {
        self.window = window
        signals.connectNotify(window, property: "focus-widget") { [weak self] _, _ in self?.end() }
        signals.connectNotify(window, property: "is-active") { [weak self] _, _ in self?.end() }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The user changed the text of `widget` (a field's entry or a text view): while it has
    /// the focus of the active window, its window's title waits (see the type).
    static func userEdited(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let root = gtk_widget_get_root(widget),
            focuskit_is_window(UnsafeMutableRawPointer(root)) != 0
        else { return }
        let window = focuskit_as_window(UnsafeMutableRawPointer(root))
        guard gtk_window_is_active(window) != 0, GtkWidgetTree.containsFocus(widget), hold(of: window) == nil
        else { return }
        let hold = GtkTypedWindowTitle(window: window)
        g_object_set_data_full(
            focuskit_as_object(UnsafeMutableRawPointer(window)), key,
            Unmanaged.passRetained(hold).toOpaque()
        ) { Unmanaged<GtkTypedWindowTitle>.fromOpaque($0!).release() }
    }

    /// Sets the window's title, or holds it while the user types (see the type).
    static func setTitle(_ title: String, of window: UnsafeMutablePointer<GtkWindow>) {
        guard let hold = hold(of: window) else {
            gtk_window_set_title(window, title)
            return
        }
        hold.held = title
    }

    /// The title set since the user began typing that the window does not have yet, if any.
    static func heldTitle(of window: UnsafeMutablePointer<GtkWindow>) -> String? {
        hold(of: window)?.held
    }

    private static func hold(of window: UnsafeMutablePointer<GtkWindow>) -> GtkTypedWindowTitle? {
        g_object_get_data(focuskit_as_object(UnsafeMutableRawPointer(window)), key)
            .map { Unmanaged<GtkTypedWindowTitle>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Focus left the text, or the window became inactive: the held title is the window's,
    /// and the hold ends (its object data released; idempotent).
    private func end() {
        let title = held
        held = nil
        let window = window
        g_object_set_data(focuskit_as_object(UnsafeMutableRawPointer(window)), Self.key, nil)
        if let title { gtk_window_set_title(window, title) }
    }
}
