import CGtk
import FocusKit
import FocusKitGTK

/// The GTK scene of figures 1, 2 and 6: one window whose two entries are bound to a
/// `@FocusState` (values 1 and 2) through ``GtkFocusHost``, and an identical window that
/// FocusKit never sees.
@MainActor
final class FocusScene {
    /// The focus host; its coordinator applies the contract.
    let host = GtkFocusHost()
    /// The state the bound window's entries are registered with.
    let state = FocusState<Int?>(label: "benchField", scope: .window(nil))
    /// The window whose entries are registered.
    let bound = EntryPairWindow(title: "focus-bench: bound")
    /// The same widgets with nothing registered and no FocusKit tracking.
    let unbound = EntryPairWindow(title: "focus-bench: unbound")
    /// The unbound widgets plus the `GtkEventControllerFocus`es that ``GtkFocusHost`` adds
    /// (one per field, one per window) and no handlers: GTK's share of figure 2's overhead.
    let controllersOnly = EntryPairWindow(title: "focus-bench: controllers only")
    private var registrations: [FocusRegistration] = []

    /// Shows both windows and registers the bound window's entries.
    init() {
        registrations.append(host.bind(bound.first, to: state.storage, equals: 1))
        registrations.append(host.bind(bound.second, to: state.storage, equals: 2))
        for widget in [controllersOnly.first, controllersOnly.second, controllersOnly.widget] {
            gtk_widget_add_controller(widget, gtk_event_controller_focus_new())
        }
        bound.activate()
        unbound.activate()
        controllersOnly.activate()
    }

    /// Unregisters the fields and destroys both windows.
    func tearDown() {
        for registration in registrations { registration.cancel() }
        registrations = []
        bound.destroy()
        unbound.destroy()
        controllersOnly.destroy()
    }
}
