import CGtk

// C entry points for signal emissions, one per C handler shape, each typed exactly as the C
// signal (instance, signal arguments..., user_data). They are cast to `GCallback` only at the
// `g_signal_connect_data` call, the same erasure `G_CALLBACK()` performs in C.
//
// Handlers are `@MainActor`. GTK emits signals on the main thread only, so the trampolines
// enter the main actor synchronously: `mainActorHandler` traps (rather than racing) if some
// code emits a GTK signal from another thread, exactly as `MainActor.assumeIsolated` does, and
// then calls the stored handler as it is. `assumeIsolated` itself is generic and wraps its
// closure in a context it allocates on every call: one heap allocation per signal emission,
// several per focus move (focus-bench's allocation figure, issue 11). Nothing crosses a thread:
// the check has just proven we are on the main actor's thread.

/// The handler of `box` as a plain function, after checking that this thread is the main
/// actor's (a trap otherwise). The conversion drops only the `@MainActor` attribute, which the
/// check has just made true; the function's representation is the same (the standard
/// library's `assumeIsolated` does the same cast).
@inline(__always)
private func mainActorHandler<Handler: Sendable, Plain>(_ box: SignalHandlerBox<Handler>, as _: Plain.Type)
    -> Plain
{
    MainActor.shared.preconditionIsolated("a GTK signal was emitted off the main thread")
    return unsafeBitCast(box.handler, to: Plain.self)
}

/// `void (*)(GObject *, gpointer)`.
func voidSignalTrampoline(_ instance: UnsafeMutablePointer<GObject>?, _ userData: gpointer?) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<SignalHandler>.unretained(userData)
    mainActorHandler(box, as: ((UnsafeMutablePointer<GObject>) -> Void).self)(instance)
}

/// `gboolean (*)(GObject *, gpointer)`.
func booleanSignalTrampoline(_ instance: UnsafeMutablePointer<GObject>?, _ userData: gpointer?) -> gboolean {
    guard let instance, let userData else { return 0 }
    let box = SignalHandlerBox<BooleanSignalHandler>.unretained(userData)
    return mainActorHandler(box, as: ((UnsafeMutablePointer<GObject>) -> Bool).self)(instance) ? 1 : 0
}

/// `void (*)(GObject *, GParamSpec *, gpointer)` for `notify` and `notify::<property>`.
func notifySignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ property: UnsafeMutablePointer<GParamSpec>?,
    _ userData: gpointer?
) {
    guard let instance, let property, let userData else { return }
    let box = SignalHandlerBox<NotifySignalHandler>.unretained(userData)
    mainActorHandler(
        box, as: ((UnsafeMutablePointer<GObject>, UnsafeMutablePointer<GParamSpec>) -> Void).self)(
            instance, property)
}

/// `void (*)(GObject *, gpointer argument, gpointer)`.
func pointerArgumentSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ argument: gpointer?, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<PointerArgumentSignalHandler>.unretained(userData)
    mainActorHandler(box, as: ((UnsafeMutablePointer<GObject>, gpointer?) -> Void).self)(instance, argument)
}

/// `void (*)(GObject *, guint argument, gpointer)`.
func uintArgumentSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ argument: guint, _ userData: gpointer?
) {
    guard let instance, let userData else { return }
    let box = SignalHandlerBox<UIntArgumentSignalHandler>.unretained(userData)
    mainActorHandler(box, as: ((UnsafeMutablePointer<GObject>, UInt32) -> Void).self)(instance, argument)
}

/// `gboolean (*)(GObject *, gpointer argument, gpointer)`.
func pointerArgumentBooleanSignalTrampoline(
    _ instance: UnsafeMutablePointer<GObject>?, _ argument: gpointer?, _ userData: gpointer?
) -> gboolean {
    guard let instance, let userData else { return 0 }
    let box = SignalHandlerBox<PointerArgumentBooleanSignalHandler>.unretained(userData)
    return mainActorHandler(box, as: ((UnsafeMutablePointer<GObject>, gpointer?) -> Bool).self)(
        instance, argument)
        ? 1 : 0
}
