import CGtk

/// Handler for `GtkEditable::insert-text`:
/// `void (*)(GtkEditable *self, char *text, int length, int *position, gpointer user_data)`.
///
/// `text` holds `length` bytes (not necessarily NUL-terminated) to be inserted at the
/// character offset `*position`; a handler that inserts something else itself updates
/// `*position` past what it inserted.
package typealias InsertTextSignalHandler =
    @MainActor (
        _ instance: UnsafeMutablePointer<GObject>, _ text: UnsafePointer<CChar>, _ length: Int32,
        _ position: UnsafeMutablePointer<Int32>
    ) -> Void

/// Handler for `GtkEditable::delete-text`:
/// `void (*)(GtkEditable *self, int start, int end, gpointer user_data)`, character offsets,
/// `end` negative for "to the end".
package typealias DeleteTextSignalHandler =
    @MainActor (_ instance: UnsafeMutablePointer<GObject>, _ start: Int32, _ end: Int32) -> Void

/// `void (*)(GObject *, char *, int, int *, gpointer)`.
func insertTextSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ text: UnsafeMutablePointer<CChar>?, _ length: Int32,
    _ position: UnsafeMutablePointer<Int32>?, _ userData: gpointer?
) {
    guard let instance, let text, let position, let userData else { return }
    let box = SignalHandlerBox<InsertTextSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    nonisolated(unsafe) let bytes = UnsafePointer(text)
    nonisolated(unsafe) let offset = position
    MainActor.assumeIsolated { box.handler(object, bytes, length, offset) }
}

/// `void (*)(GObject *, int, int, gpointer)`.
func deleteTextSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ start: Int32, _ end: Int32, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<DeleteTextSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object, start, end) }
}

extension SignalConnection {
    /// Connects a handler to `GtkEditable::insert-text` (run before the insertion unless
    /// `after`). The view layer's `SecureField` uses it to keep typed characters away from
    /// GTK's accessibility bridge.
    /// - Returns: The connection.
    @discardableResult
    package static func connectInsertText(
        _ instance: some GObjectPointerConvertible, after: Bool = false,
        handler: @escaping InsertTextSignalHandler
    ) -> SignalConnection {
        let callback =
            insertTextSignalTrampoline
            as @convention(c) (
                UnsafeMutablePointer<GObject>?, UnsafeMutablePointer<CChar>?, Int32,
                UnsafeMutablePointer<Int32>?, gpointer?
            ) -> Void
        return make(
            instance.gObjectPointer, signal: "insert-text", after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }

    /// Connects a handler to `GtkEditable::delete-text` (run before the deletion unless
    /// `after`).
    /// - Returns: The connection.
    @discardableResult
    package static func connectDeleteText(
        _ instance: some GObjectPointerConvertible, after: Bool = false,
        handler: @escaping DeleteTextSignalHandler
    ) -> SignalConnection {
        let callback =
            deleteTextSignalTrampoline
            as @convention(c) (UnsafeMutablePointer<GObject>?, Int32, Int32, gpointer?) -> Void
        return make(
            instance.gObjectPointer, signal: "delete-text", after: after, box: SignalHandlerBox(handler),
            callback: unsafeBitCast(callback, to: GCallback.self))
    }
}
