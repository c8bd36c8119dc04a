import CGtk

/// Owns a set of signal connections and disconnects them all when it goes away.
///
/// Implements the contract's "keep the handler id, and disconnect on teardown": an owner (a
/// field registration, a window tracker) keeps one bag, and its handlers can never outlive it.
/// Disconnecting is idempotent and safe for instances that already died (see
/// ``SignalConnection``), so a bag may be torn down in any order relative to its widgets.
@MainActor
public final class SignalBag {
    /// The connections added so far, in order.
    public private(set) var connections: [SignalConnection] = []

    /// Creates an empty bag.
    public init() {}

    /// Adds a connection made elsewhere, so the bag disconnects it on teardown.
    /// - Parameter connection: The connection to own.
    public func add(_ connection: SignalConnection) {
        connections.append(connection)
    }

    /// Connects a `void (*)(GObject *, gpointer)` handler and keeps the connection.
    ///
    /// See ``SignalConnection/connect(_:signal:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connect(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping SignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connect(instance, signal: signal, after: after, handler: handler))
    }

    /// Connects a `gboolean (*)(GObject *, gpointer)` handler and keeps the connection.
    ///
    /// See ``SignalConnection/connectBoolean(_:signal:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectBoolean(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping BooleanSignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectBoolean(instance, signal: signal, after: after, handler: handler))
    }

    /// Connects a `notify::<property>` handler and keeps the connection.
    ///
    /// See ``SignalConnection/connectNotify(_:property:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectNotify(
        _ instance: some GObjectPointerConvertible, property: String?, after: Bool = false,
        handler: @escaping NotifySignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectNotify(instance, property: property, after: after, handler: handler))
    }

    /// Connects a handler with one unsigned integer argument and keeps the connection.
    ///
    /// See ``SignalConnection/connectWithUIntArgument(_:signal:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectWithUIntArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping UIntArgumentSignalHandler
    ) -> SignalConnection {
        keep(
            SignalConnection.connectWithUIntArgument(instance, signal: signal, after: after, handler: handler)
        )
    }

    /// Connects a handler with one pointer argument and keeps the connection.
    ///
    /// See ``SignalConnection/connectWithPointerArgument(_:signal:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectWithPointerArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping PointerArgumentSignalHandler
    ) -> SignalConnection {
        keep(
            SignalConnection.connectWithPointerArgument(
                instance, signal: signal, after: after, handler: handler))
    }

    /// Connects a handler with one pointer argument and a result, and keeps the connection.
    ///
    /// See ``SignalConnection/connectBooleanWithPointerArgument(_:signal:after:handler:)``.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectBooleanWithPointerArgument(
        _ instance: some GObjectPointerConvertible, signal: String, after: Bool = false,
        handler: @escaping PointerArgumentBooleanSignalHandler
    ) -> SignalConnection {
        keep(
            SignalConnection.connectBooleanWithPointerArgument(
                instance, signal: signal, after: after, handler: handler))
    }

    /// Disconnects every connection and empties the bag. Idempotent.
    public func disconnectAll() {
        // Swap first so a handler that re-enters the bag while GLib runs destroy notifiers
        // (which release captured objects) sees a consistent, empty bag.
        let current = connections
        connections = []
        for connection in current {
            connection.disconnect()
        }
    }

    /// Runs on the main actor (SE-0371) because disconnecting touches GTK objects; a bag
    /// released elsewhere is torn down on the main actor's next turn.
    isolated deinit {
        disconnectAll()
    }

    func keep(_ connection: SignalConnection) -> SignalConnection {
        connections.append(connection)
        return connection
    }
}
