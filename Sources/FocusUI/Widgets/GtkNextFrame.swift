import CGtk
import FocusKitGTK

/// Work that waits for a widget's window to draw its next frame: run once, after the frame
/// clock's `after-paint`, then the connection goes. A frame is asked for even when nothing is to
/// be drawn (GDK then paints nothing and still emits `after-paint`). Owned by one renderer, which
/// cancels it or runs what waits when it goes; a connection whose frame clock went (the widget moved to another
/// window) waits for nothing and is made again.
@MainActor
final class GtkNextFrame {
    private var work: [@MainActor () -> Void] = []
    private var afterPaint: SignalConnection?

    /// Runs `work` after the next frame of `widget`'s window, with whatever else waits for it;
    /// returns `false`, running nothing, when the widget has no frame clock (it is in no
    /// realized window).
    @discardableResult
    func schedule(after widget: UnsafeMutablePointer<GtkWidget>, _ work: @escaping @MainActor () -> Void)
        -> Bool
    {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        self.work.append(work)
        if let afterPaint, !afterPaint.isConnected {
            afterPaint.disconnect()
            self.afterPaint = nil
        }
        guard afterPaint == nil else { return true }
        afterPaint = SignalConnection.connect(
            UnsafeMutableRawPointer(clock).assumingMemoryBound(to: GObject.self), signal: "after-paint"
        ) { [weak self] _ in self?.runNow() }
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        return true
    }

    /// Runs what waits now, without the frame (its owner goes), and drops the connection.
    func runNow() {
        let work = self.work
        cancel()
        for item in work { item() }
    }

    /// Drops what waits, and the connection. Idempotent.
    func cancel() {
        afterPaint?.disconnect()
        afterPaint = nil
        work = []
    }
}
