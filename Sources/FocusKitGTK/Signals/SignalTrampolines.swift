import CGtk

// C entry points for signal emissions, one per C handler shape, each typed exactly as the C
// signal (instance, signal arguments..., user_data). They are cast to `GCallback` only at the
// `g_signal_connect_data` call, the same erasure `G_CALLBACK()` performs in C.
//
// Handlers are `@MainActor`. GTK emits signals on the main thread only, so the trampolines
// enter the main actor synchronously with `MainActor.assumeIsolated`, which traps (rather than
// racing) if some code emits a GTK signal from another thread. The C arguments are raw
// pointers, which Swift treats as non-Sendable values of the caller's (unknown) isolation;
// `nonisolated(unsafe)` records that handing them to the main actor is fine because
// `assumeIsolated` has just proven we already are on it: nothing crosses a thread.

/// `void (*)(GObject *, gpointer)`.
func voidSignalTrampoline(_ instance: UnsafeMutablePointer<GObject>?, _ userData: gpointer?) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<SignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object) }
}

/// `gboolean (*)(GObject *, gpointer)`.
func booleanSignalTrampoline(_ instance: UnsafeMutablePointer<GObject>?, _ userData: gpointer?) -> gboolean {
    guard let instance, let userData else { return 0 }
    let box = SignalHandlerBox<BooleanSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    return MainActor.assumeIsolated { box.handler(object) } ? 1 : 0
}

/// `void (*)(GObject *, GParamSpec *, gpointer)` for `notify` and `notify::<property>`.
func notifySignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ property: UnsafeMutablePointer<GParamSpec>?,
    _ userData: gpointer?
) {
    guard let instance, let property, let userData else { return }
    let box = SignalHandlerBox<NotifySignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    nonisolated(unsafe) let paramSpec = property
    MainActor.assumeIsolated { box.handler(object, paramSpec) }
}

/// `void (*)(GObject *, gpointer argument, gpointer)`.
func pointerArgumentSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ argument: gpointer?, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<PointerArgumentSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    nonisolated(unsafe) let value = argument
    MainActor.assumeIsolated { box.handler(object, value) }
}

/// `void (*)(GObject *, guint argument, gpointer)`.
func uintArgumentSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ argument: guint, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<UIntArgumentSignalHandler>.unretained(userData)
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { box.handler(object, argument) }
}
