import CGtk

/// Handler for `GtkEventControllerKey`'s "key-pressed" and "key-released", shaped
/// `gboolean (*)(GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType state,
/// gpointer)` (the released signal returns nothing; its handler's result is ignored). Returns
/// whether the key was handled, which stops its propagation.
public typealias KeySignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ keyval: UInt32, _ state: GdkModifierType) -> Bool

/// `gboolean (*)(GObject *, guint, guint, GdkModifierType, gpointer)`.
func keyPressedSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ keyval: guint, _ keycode: guint, _ state: GdkModifierType,
    _ userData: gpointer?
) -> gboolean {
    guard let instance, let userData else { return 0 }
    let box = SignalHandlerBox<KeySignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    return MainActor.assumeIsolated { box.handler(object, keyval, state) } ? 1 : 0
}

/// `void (*)(GObject *, guint, guint, GdkModifierType, gpointer)`.
func keyReleasedSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ keyval: guint, _ keycode: guint, _ state: GdkModifierType,
    _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<KeySignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { _ = box.handler(object, keyval, state) }
}

extension SignalConnection {
    /// Connects a handler to a `GtkEventControllerKey`'s "key-pressed" (`released: false`) or
    /// "key-released" (`released: true`).
    /// - Returns: The connection.
    @discardableResult
    public static func connectKey(
        _ controller: some GObjectPointerConvertible, released: Bool, handler: @escaping KeySignalHandler
    ) -> SignalConnection {
        let callback: GCallback
        if released {
            let typed =
                keyReleasedSignalTrampoline
                as @convention(c) (UnsafeMutablePointer<GObject>?, guint, guint, GdkModifierType, gpointer?)
                -> Void
            callback = unsafeBitCast(typed, to: GCallback.self)
        } else {
            let typed =
                keyPressedSignalTrampoline
                as @convention(c) (UnsafeMutablePointer<GObject>?, guint, guint, GdkModifierType, gpointer?)
                ->
                gboolean
            callback = unsafeBitCast(typed, to: GCallback.self)
        }
        return make(
            controller.gObjectPointer, signal: released ? "key-released" : "key-pressed", after: false,
            box: SignalHandlerBox(handler), callback: callback)
    }
}

extension SignalBag {
    /// Connects a key handler (see ``SignalConnection/connectKey(_:released:handler:)``) and
    /// keeps the connection.
    /// - Returns: The connection, also kept by the bag.
    @discardableResult
    public func connectKey(
        _ controller: some GObjectPointerConvertible, released: Bool, handler: @escaping KeySignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectKey(controller, released: released, handler: handler))
    }
}
