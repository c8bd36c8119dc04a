import CGtk
import FocusKit
import FocusKitGTK

/// The GTK scene of figures 1, 2 and 6: one window whose two entries are bound to a
/// `@FocusState` (values 1 and 2) through ``GtkFocusHost``, and two identical windows that
/// FocusKit never sees: the baseline, and the baseline's twin for the A/A control (the same
/// measurement with no difference between the sides, which shows what noise alone gives).
/// All three have the same size and, where the display server lets a client ask
/// (``WindowPlacement``), the same position.
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
    /// A second untracked window, identical to ``unbound``: the A/A control's other side.
    let control = EntryPairWindow(title: "focus-bench: control")
    private var registrations: [FocusRegistration] = []

    /// Shows the windows and registers the bound window's entries.
    init() {
        WindowPlacement.prepare()
        registrations.append(host.bind(bound.first, to: state.storage, equals: 1))
        registrations.append(host.bind(bound.second, to: state.storage, equals: 2))
        for pair in [bound, unbound, control] {
            pair.activate()
            WindowPlacement.place(pair)
        }
    }

    /// Unregisters the fields and destroys the windows.
    func tearDown() {
        for registration in registrations { registration.cancel() }
        registrations = []
        bound.destroy()
        unbound.destroy()
        control.destroy()
    }
}
