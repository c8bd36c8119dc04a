import CGtk

/// A connected handler that runs only while its gate is open, and is blocked
/// (`g_signal_handler_block`) while it is closed: for a signal the host needs only at times
/// that GTK emits on every focus move (a field's or a window's `state-flags-changed`).
///
/// GLib emits a signal whose only runnable closure is the class handler through its fast
/// path, and a blocked handler does not count (`gsignal.c`, `g_signal_emit_valist`); an
/// unblocked one sends every emission through the generic path, which collects and marshals
/// the arguments. A closed gate costs the emission nothing measurable and allocates nothing,
/// where connecting and disconnecting each time would allocate a closure.
///
/// Owned by the owner of the connection's bag; opening and closing are idempotent and safe
/// after the instance died (the connection's own check).
@MainActor
final class SignalGate {
    private let connection: SignalConnection
    /// Whether the handler runs.
    private(set) var isOpen: Bool

    /// Gates `connection`, open or closed from the start.
    init(_ connection: SignalConnection, open: Bool) {
        self.connection = connection
        isOpen = true
        setOpen(open)
    }

    /// Opens (unblocks) or closes (blocks) the handler. Idempotent.
    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        connection.setBlocked(!open)
    }
}
