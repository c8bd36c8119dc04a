import FocusKitGTK
import Foundation

/// A GTK 4 sign-in window built with plain GTK calls. Its two entries are bound to one
/// `FocusState<Field?>`, as `.focused($focus, equals: …)` would bind them in a view.
@MainActor
final class SignInWindow {
    enum Field: Hashable, CustomStringConvertible {
        case username
        case password

        var description: String { self == .username ? "username" : "password" }
    }

    let host: GtkFocusHost
    let focus = FocusState<Field?>(label: "focus", scope: .window(nil))
    let window: UnsafeMutablePointer<GtkWindow>
    let username: UnsafeMutablePointer<GtkWidget>
    let password: UnsafeMutablePointer<GtkWidget>
    private let signals = SignalBag()
    /// The bindings end when these are released (or the entries are destroyed).
    private var registrations: [FocusRegistration] = []
    private var observation: FocusObservation?

    init(application: UnsafeMutablePointer<GtkApplication>, host: GtkFocusHost) {
        self.host = host
        let widget = gtk_application_window_new(application)!
        window = focuskit_as_window(UnsafeMutableRawPointer(widget))
        gtk_window_set_title(window, "Sign In")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_window_set_child(window, box)
        username = gtk_entry_new()!
        gtk_entry_set_placeholder_text(focuskit_as_entry(UnsafeMutableRawPointer(username)), "Username")
        password = gtk_password_entry_new()!
        let signIn = gtk_button_new_with_label("Sign In")!
        for child in [username, password, signIn] {
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(box)), child)
        }

        registrations = [
            host.bind(username, to: focus.storage, equals: .username),
            host.bind(password, to: focus.storage, equals: .password),
        ]
        observation = focus.storage.observe { old, new in
            print(
                "focus: \(old.map(String.init(describing:)) ?? "nil") -> \(new.map(String.init(describing:)) ?? "nil")"
            )
        }
        signals.connect(signIn, signal: "clicked") { [unowned self] _ in self.signIn() }
        // Written before the window shows: the write waits and applies when Username maps
        // (contract rule 7), before GTK's own first-Tab-stop focus.
        focus.wrappedValue = .username
    }

    /// Sign In focuses the first empty field, as the documentation's LoginForm does.
    func signIn() {
        if text(of: username).isEmpty {
            focus.wrappedValue = .username
        } else if text(of: password).isEmpty {
            focus.wrappedValue = .password
        } else {
            print("Signing in as \(text(of: username))")
        }
    }

    func text(of entry: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_editable_get_text(focuskit_as_editable(UnsafeMutableRawPointer(entry))))
    }

    func show() {
        gtk_window_present(window)
    }
}
