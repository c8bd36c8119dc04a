import CGtk
import Glibc

/// Tells when GTK has registered this process with the accessibility registry, if a screen
/// reader was already listening for focus events when the app showed its first window, so that
/// the focus GTK announced too early can be announced again.
///
/// `GtkQuirk.accessibilityEventsBeforeRegistration`: GTK sends a window's accessibility events as soon as the window maps: each accessible's
/// context gets GTK's bus connection when it is realized (`gtk_at_spi_context_realize`,
/// `gtk/a11y/gtkatspicontext.c`). But it asks the registry to embed the app only from an idle
/// (`root_register`, `gtk/a11y/gtkatspiroot.c`) and exports the objects, one
/// `g_dbus_connection_register_object` each, only when that `Embed` call returns
/// (`on_registration_reply`, which then adds each object to its cache and sends the cache's
/// `AddAccessible` signal). The first window's focus and activation events go out before: a
/// screen reader that asks for their source gets no such object and drops them (Orca 43:
/// "Event is from potentially-defunct source", logged as `[DEAD]`). A blind user who starts
/// the app hears nothing until they press a key.
///
/// The watch is decided when a host tracks its first window, before any window is shown: on a
/// connection of its own to the accessibility bus it asks the registry what listeners
/// registered for (`GetRegisteredEvents`). Without a listener of focus events (no screen
/// reader) it closes the connection and nothing else happens. With one it waits for the first
/// `AddAccessible` sent by a connection of this process (the bus tells the sender's process id;
/// the watch's own connection sends none), which GTK sends once its registration is complete,
/// and then runs the actions. The three calls are synchronous, each bounded by
/// ``callTimeoutMilliseconds``, so that the signal is subscribed to before GTK can register; the
/// watch gives up after ``limitMilliseconds``. Without an accessibility bus, with `GTK_A11Y`
/// naming another backend, or with `FOCUSKIT_NO_FOCUS_REANNOUNCEMENT=1` (which
/// `scripts/reliability/flake-runs` sets to measure the suites without the watch), nothing
/// happens.
@MainActor
package final class AccessibilityRegistration {
    /// The process's watch.
    package static let shared = AccessibilityRegistration()

    /// How long each synchronous call may take (the registry answers within a millisecond
    /// when it runs; starting it takes longer).
    static let callTimeoutMilliseconds: gint = 2000
    /// How long the watch waits for GTK's registration before it gives up (GTK registers within
    /// a fraction of a second of the first window's map, unless it does not at all).
    static let limitMilliseconds: UInt32 = 10_000

    /// Whether the watch has its answer (registered while a screen reader listens, or not).
    private(set) var isFinished = false
    private var isStarted = false
    private var connection: OpaquePointer?
    private var subscription: guint = 0
    private var limit: guint = 0
    /// Cancels the process-id questions still under way when the watch finishes.
    private var cancellable: UnsafeMutablePointer<GCancellable>?
    /// Senders whose process id has been asked for.
    private var askedSenders: Set<String> = []
    /// What to run once GTK's registration is complete while a screen reader listens.
    private var actions: [@MainActor () -> Void] = []

    private init() {}

    /// Runs `action` once, when GTK's registration is complete, if a screen reader listened
    /// for focus events when the watch started (see the type's description). Starts the watch
    /// (idempotent). Does nothing once the watch has its answer.
    package func whenScreenReaderMissedTheFirstWindow(_ action: @escaping @MainActor () -> Void) {
        guard !isFinished else { return }
        actions.append(action)
        start()
    }

    private func start() {
        guard !isStarted else { return }
        isStarted = true
        // GTK uses AT-SPI unless GTK_A11Y names another backend (`none`, `test`).
        let backend = getenv("GTK_A11Y").map { String(cString: $0) } ?? ""
        if !backend.isEmpty, backend != "atspi" { return finish(runActions: false) }
        if getenv("FOCUSKIT_NO_FOCUS_REANNOUNCEMENT").map({ String(cString: $0) }) == "1" {
            return finish(runActions: false)
        }
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
        guard Self.aListenerReceivesFocusEvents(on: made) else { return finish(runActions: false) }
        cancellable = g_cancellable_new()
        subscription = g_dbus_connection_signal_subscribe(
            made, nil, "org.a11y.atspi.Cache", "AddAccessible", "/org/a11y/atspi/cache", nil,
            G_DBUS_SIGNAL_FLAGS_NONE, Self.signalArrived, nil, nil)
        // GTK may never register (the registry refused, a process id the bus cannot see):
        // then the connection is not kept for the life of the process.
        limit = MainLoopTimeout.once(afterMilliseconds: Self.limitMilliseconds) { [weak self] in
            guard let self else { return }
            self.limit = 0
            self.finish(runActions: false)
        }
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
                G_DBUS_CALL_FLAGS_NONE, callTimeoutMilliseconds, nil, &error)
        else {
            g_clear_error(&error)
            return nil
        }
        defer { g_variant_unref(reply) }
        return string(at: 0, of: reply)
    }

    /// Whether a listener registered with the registry receives focus events: its answer to
    /// `GetRegisteredEvents` is `a(ss)`, one (bus name, event) per registration.
    private static func aListenerReceivesFocusEvents(on connection: OpaquePointer) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard
            let reply = g_dbus_connection_call_sync(
                connection, "org.a11y.atspi.Registry", "/org/a11y/atspi/registry", "org.a11y.atspi.Registry",
                "GetRegisteredEvents", nil, nil, G_DBUS_CALL_FLAGS_NONE, callTimeoutMilliseconds, nil, &error)
        else {
            g_clear_error(&error)
            return false
        }
        defer { g_variant_unref(reply) }
        guard g_variant_n_children(reply) > 0, let list = g_variant_get_child_value(reply, 0) else {
            return false
        }
        defer { g_variant_unref(list) }
        for index in 0..<g_variant_n_children(list) {
            guard let entry = g_variant_get_child_value(list, index) else { continue }
            let event = string(at: 1, of: entry)
            g_variant_unref(entry)
            if let event, receivesFocusEvents(event) { return true }
        }
        return false
    }

    /// Whether a listener registered for `event` (the registry's `Class:Major:Minor`, empty
    /// parts for all) receives focus events: `Focus:` or `Object:StateChanged:Focused`, or a
    /// class or major name above them (`Object:`, `Object:StateChanged:`).
    nonisolated static func receivesFocusEvents(_ event: String) -> Bool {
        var registered = event.lowercased()
        while registered.hasSuffix(":") { registered.removeLast() }
        return ["focus:", "object:statechanged:focused"].contains { focusEvent in
            registered.isEmpty || focusEvent == registered || focusEvent.hasPrefix(registered + ":")
        }
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

    /// An `AddAccessible` from `sender`: ask the bus for its process, once per sender.
    private func accessibleAdded(by sender: String) {
        guard !isFinished, let connection, askedSenders.insert(sender).inserted else { return }
        g_dbus_connection_call(
            connection, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
            "GetConnectionUnixProcessID", g_variant_new_tuple([g_variant_new_string(sender)], 1), nil,
            G_DBUS_CALL_FLAGS_NONE, Self.callTimeoutMilliseconds, cancellable, Self.processIDArrived, nil)
    }

    /// The process of a sender of `AddAccessible`: when it is this one, GTK's registration is
    /// complete.
    private func processIDArrived(_ reply: OpaquePointer?) {
        guard !isFinished, let reply, g_variant_n_children(reply) > 0,
            let child = g_variant_get_child_value(reply, 0)
        else { return }
        let pid = g_variant_get_uint32(child)
        g_variant_unref(child)
        if pid == UInt32(getpid()) { finish(runActions: true) }
    }

    /// The answer is known: release the connection, its subscription, the limit and the
    /// questions under way, then run the actions if GTK registered while a screen reader
    /// listened.
    private func finish(runActions: Bool) {
        guard !isFinished else { return }
        isFinished = true
        if limit != 0 { g_source_remove(limit) }
        limit = 0
        if let cancellable {
            g_cancellable_cancel(cancellable)
            g_object_unref(UnsafeMutableRawPointer(cancellable))
            self.cancellable = nil
        }
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
}
