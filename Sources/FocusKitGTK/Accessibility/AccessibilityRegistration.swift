import CGtk
import Glibc

/// Tells when GTK has registered this process with the accessibility registry, and whether a
/// screen reader listens for focus events, so that the focus of a window shown before that can
/// be announced again.
///
/// GTK 4.8 registers an app with the AT-SPI registry when the first window maps: it asks the
/// registry to embed its root (`Embed`, asynchronous) and exports its accessible objects only
/// when the answer comes (`gtkatspiroot.c`, `on_registration_reply`, which adds each object to
/// its cache and sends the cache's `AddAccessible` signal). The first window's focus and
/// activation events go out before that, and a screen reader that is already running drops
/// them (Orca logs them for `[DEAD]` objects): a blind user who starts the app hears nothing.
///
/// This watches the accessibility bus on a connection of its own for the first `AddAccessible`
/// signal sent by a connection of this process (the bus tells the sender's process id), which
/// comes once GTK's registration is complete; then it asks the registry whether anyone listens
/// for focus events (`GetRegisteredEvents`: a screen reader does, the app's own tests do not),
/// and calls back only if so. One watch per process, started when a host first tracks a window
/// (before any window maps); its connection is closed once the answer is known. Without an
/// accessibility bus nothing happens.
@MainActor
package final class AccessibilityRegistration {
    /// The process's watch.
    package static let shared = AccessibilityRegistration()

    /// Whether the watch has its answer (registered, or given up).
    private(set) var isFinished = false
    private var isStarted = false
    private var connection: OpaquePointer?
    private var subscription: guint = 0
    /// Senders whose process id has been asked for.
    private var askedSenders: Set<String> = []
    /// What to run once GTK's registration is complete and a screen reader listens.
    private var actions: [@MainActor () -> Void] = []

    private init() {}

    /// Runs `action` once, when GTK's registration is complete, if a screen reader listens for
    /// focus events then. Starts the watch (idempotent). Does nothing once the watch has its
    /// answer: a window shown after the registration is announced by GTK as usual.
    package func whenScreenReaderMissedTheFirstWindows(_ action: @escaping @MainActor () -> Void) {
        guard !isFinished else { return }
        actions.append(action)
        start()
    }

    private func start() {
        guard !isStarted else { return }
        isStarted = true
        guard let address = Self.busAddress() else { return finish(runActions: false) }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let made = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            g_clear_error(&error)
            return finish(runActions: false)
        }
        connection = made
        subscription = g_dbus_connection_signal_subscribe(
            made, nil, "org.a11y.atspi.Cache", "AddAccessible", "/org/a11y/atspi/cache", nil,
            G_DBUS_SIGNAL_FLAGS_NONE, Self.signalArrived, nil, nil)
    }

    /// The accessibility bus, found as GTK finds it: `AT_SPI_BUS_ADDRESS`, or the session bus's
    /// `org.a11y.Bus`.
    private static func busAddress() -> String? {
        if let address = getenv("AT_SPI_BUS_ADDRESS"), address.pointee != 0 {
            return String(cString: address)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let session = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        guard
            let reply = g_dbus_connection_call_sync(
                session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
                G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
        else {
            g_clear_error(&error)
            return nil
        }
        defer { g_variant_unref(reply) }
        return firstString(of: reply)
    }

    /// The string in a one-string tuple, if it is one.
    private static func firstString(of tuple: OpaquePointer) -> String? {
        string(at: 0, of: tuple)
    }

    /// An `AddAccessible` from `sender`: ask the bus for its process, once per sender.
    private func accessibleAdded(by sender: String) {
        guard !isFinished, let connection, askedSenders.insert(sender).inserted else { return }
        g_dbus_connection_call(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "GetConnectionUnixProcessID", g_variant_new_tuple([g_variant_new_string(sender)], 1), nil,
            G_DBUS_CALL_FLAGS_NONE, 2000, nil, Self.processIDArrived, nil)
    }

    /// The process of a sender: when it is this one, GTK's registration is complete; ask who
    /// listens for focus events.
    private func processIDArrived(_ reply: OpaquePointer?) {
        guard !isFinished, let reply, let connection else { return }
        guard g_variant_n_children(reply) > 0, let child = g_variant_get_child_value(reply, 0) else { return }
        let pid = g_variant_get_uint32(child)
        g_variant_unref(child)
        guard pid == UInt32(getpid()) else { return }
        g_dbus_connection_signal_unsubscribe(connection, subscription)
        subscription = 0
        g_dbus_connection_call(
            connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
            "GetRegisteredEvents", nil, nil, G_DBUS_CALL_FLAGS_NONE, 2000, nil, Self.listenersArrived, nil)
    }

    /// The registry's listeners, `a(ss)` of (bus name, event in the bus's spelling): a screen
    /// reader listens for `Focus:` or `Object:StateChanged:Focused`.
    private func listenersArrived(_ reply: OpaquePointer?) {
        guard !isFinished else { return }
        var listens = false
        if let reply, g_variant_n_children(reply) > 0, let list = g_variant_get_child_value(reply, 0) {
            for index in 0..<g_variant_n_children(list) {
                guard let entry = g_variant_get_child_value(list, index) else { continue }
                let event = Self.string(at: 1, of: entry)
                g_variant_unref(entry)
                if let event = event?.lowercased(),
                    event.hasPrefix("focus:") || event.hasPrefix("object:statechanged:focused")
                {
                    listens = true
                }
            }
            g_variant_unref(list)
        }
        finish(runActions: listens)
    }

    /// The string at `index` of a tuple, if there is one there.
    private static func string(at index: gsize, of tuple: OpaquePointer) -> String? {
        guard g_variant_n_children(tuple) > index, let child = g_variant_get_child_value(tuple, index) else {
            return nil
        }
        defer { g_variant_unref(child) }
        guard String(cString: g_variant_get_type_string(child)) == "s",
            let text = g_variant_get_string(child, nil)
        else { return nil }
        return String(cString: text)
    }

    /// The answer is known: close the connection and, if a screen reader listens, run the
    /// actions.
    private func finish(runActions: Bool) {
        isFinished = true
        if let connection {
            if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
            subscription = 0
            g_object_unref(UnsafeMutableRawPointer(connection))
            self.connection = nil
        }
        let pending = actions
        actions = []
        if runActions { for action in pending { action() } }
    }

    // MARK: C callbacks (dispatched from the main context the watch was started on)

    private static let signalArrived: GDBusSignalCallback = { _, sender, _, _, _, _, _ in
        guard let sender else { return }
        let name = String(cString: sender)
        MainActor.assumeIsolated { AccessibilityRegistration.shared.accessibleAdded(by: name) }
    }

    private static let processIDArrived: GAsyncReadyCallback = { source, result, _ in
        var error: UnsafeMutablePointer<GError>?
        nonisolated(unsafe) let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
        g_clear_error(&error)
        MainActor.assumeIsolated { AccessibilityRegistration.shared.processIDArrived(reply) }
        if let reply { g_variant_unref(reply) }
    }

    private static let listenersArrived: GAsyncReadyCallback = { source, result, _ in
        var error: UnsafeMutablePointer<GError>?
        nonisolated(unsafe) let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
        g_clear_error(&error)
        MainActor.assumeIsolated { AccessibilityRegistration.shared.listenersArrived(reply) }
        if let reply { g_variant_unref(reply) }
    }
}
