import CGtk

/// Handler for `GtkGestureClick`'s "pressed" and "released", shaped `void (*)(GtkGestureClick *,
/// gint n_press, gdouble x, gdouble y, gpointer)`: how many presses in a row, and where.
public typealias ClickSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ pressCount: Int32, _ x: Double, _ y: Double) ->
    Void

/// Handler for signals shaped `void (*)(GObject *, gdouble x, gdouble y, gpointer)`:
/// `GtkEventControllerMotion`'s "enter" and "motion", `GtkGestureLongPress`'s "pressed".
public typealias PointSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ x: Double, _ y: Double) -> Void

/// Handler for `GtkDrawingArea`'s "resize", shaped `void (*)(GtkDrawingArea *, gint width,
/// gint height, gpointer)`: the area's new size.
public typealias SizeSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ width: Int32, _ height: Int32) -> Void

/// `void (*)(GObject *, gint, gint, gpointer)`.
func sizeSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ width: gint, _ height: gint, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<SizeSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object, width, height) }
}

/// `void (*)(GObject *, gint, gdouble, gdouble, gpointer)`.
func clickSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ pressCount: gint, _ x: gdouble, _ y: gdouble,
    _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<ClickSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object, pressCount, x, y) }
}

/// `void (*)(GObject *, gdouble, gdouble, gpointer)`.
func pointSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ x: gdouble, _ y: gdouble, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<PointSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object, x, y) }
}

extension SignalConnection {
    /// Connects a handler to a `GtkGestureClick`'s "pressed" or "released".
    /// - Returns: The connection.
    @discardableResult
    public static func connectClick(
        _ gesture: some GObjectPointerConvertible, signal: String, handler: @escaping ClickSignalHandler
    ) -> SignalConnection {
        let typed =
            clickSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, gint, gdouble, gdouble, gpointer?) -> Void
        return make(
            gesture.gObjectPointer, signal: signal, after: false, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(typed, to: GCallback.self))
    }

    /// Connects a handler to a signal with a point: a motion controller's "enter", a long
    /// press's "pressed".
    /// - Returns: The connection.
    @discardableResult
    public static func connectPoint(
        _ instance: some GObjectPointerConvertible, signal: String, handler: @escaping PointSignalHandler
    ) -> SignalConnection {
        let typed =
            pointSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, gdouble, gdouble, gpointer?) -> Void
        return make(
            instance.gObjectPointer, signal: signal, after: false, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(typed, to: GCallback.self))
    }
}

extension SignalConnection {
    /// Connects a handler to a `GtkDrawingArea`'s "resize".
    /// - Returns: The connection.
    @discardableResult
    public static func connectResize(
        _ area: some GObjectPointerConvertible, handler: @escaping SizeSignalHandler
    ) -> SignalConnection {
        let typed =
            sizeSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, gint, gint, gpointer?) -> Void
        return make(
            area.gObjectPointer, signal: "resize", after: false, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(typed, to: GCallback.self))
    }
}

extension SignalBag {
    /// Connects a `GtkDrawingArea` "resize" handler and keeps the connection.
    @discardableResult
    public func connectResize(
        _ area: some GObjectPointerConvertible, handler: @escaping SizeSignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectResize(area, handler: handler))
    }

    /// Connects a click handler (``SignalConnection/connectClick(_:signal:handler:)``) and keeps
    /// the connection.
    @discardableResult
    public func connectClick(
        _ gesture: some GObjectPointerConvertible, signal: String, handler: @escaping ClickSignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectClick(gesture, signal: signal, handler: handler))
    }

    /// Connects a handler with a point (``SignalConnection/connectPoint(_:signal:handler:)``) and
    /// keeps the connection.
    @discardableResult
    public func connectPoint(
        _ instance: some GObjectPointerConvertible, signal: String, handler: @escaping PointSignalHandler
    ) -> SignalConnection {
        keep(SignalConnection.connectPoint(instance, signal: signal, handler: handler))
    }
}
