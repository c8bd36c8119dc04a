import CGtk

/// The retained context passed as `user_data` to `g_signal_connect_data`.
///
/// Modelled on rhx/SwiftGObject's closure holders. Ownership: exactly one strong reference is
/// created with `Unmanaged.passRetained` when connecting and handed to GLib; GLib gives it back
/// exactly once through the connection's `GClosureNotify` (``releaseSignalHandlerBox``) when
/// the handler is disconnected or the instance is disposed. Nothing in Swift holds the box
/// strongly, so its lifetime *is* the connection's lifetime, which is what lets
/// ``SignalConnection`` use a weak reference to it as the "still connected" flag.
///
/// `Sendable` because it is immutable and its handler is a `@MainActor` (hence `Sendable`)
/// closure: GLib may run the destroy notifier on whichever thread drops the last reference.
final class SignalHandlerBox<Handler: Sendable>: Sendable {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// Recovers the box inside a C trampoline without touching its reference count: GLib keeps
    /// its closure (and so the box) alive for the duration of an emission.
    static func unretained(_ userData: gpointer) -> SignalHandlerBox<Handler> {
        Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(userData).takeUnretainedValue()
    }
}

/// `GClosureNotify` for every signal box: balances the `passRetained` done at connection time.
///
/// The box's concrete generic type does not matter for a release, so one notifier serves all
/// handler shapes.
func releaseSignalHandlerBox(_ userData: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let userData else { return }
    Unmanaged<AnyObject>.fromOpaque(userData).release()
}
