import CGtk
import FocusKitGTK

/// Windows that were closed while another window of the app stays open: hidden at once, and
/// destroyed a few seconds later, so that a screen reader can still tell where focus came from.
///
/// A screen reader speaks the part of the new focus's context that differs from the old one:
/// moving from a field of one window to a field of another, Orca says the new window's title and
/// then the field ("Sign In frame. Password password text."). GTK 4.8 reports the field's focus
/// in the window that becomes active before the window's activation, and when the closed
/// window is already destroyed by then, Orca 43 finds its previous focus gone ("Old locusOfFocus
/// is null or defunct" in its debug log) and says only the field: a blind user does not hear
/// which window they are in after a dialog hands focus back to its opener. A hidden window's
/// widgets stay alive, so the reader compares with them and says the title.
///
/// When the closing window is the active one and a focus write has just presented another
/// window (a dialog handing focus back to its opener), it is hidden once the window manager has
/// activated that window: hiding the active window first would let the window manager pick the
/// window to activate itself, racing the presented one (seen with openbox). Otherwise it is
/// hidden at once, so that the window manager activates the next window (Ctrl+W).
///
/// Hiding does everything closing does for the app and its focus: the window is unmapped (the
/// focus host reports it closed, the app's states no longer read its fields), its views are
/// already unmounted, and its accessible frame leaves the desktop's tree. Only the widgets
/// stay until the delay ends. When the app has no other window shown, the retired windows are
/// destroyed at once, so that the app ends when its last window closes.
@MainActor
final class RetiredWindows {
    /// How long a hidden window stays, by default, before it is destroyed: far longer than a screen reader
    /// takes to handle the focus events of the next window (a fraction of a second), and short
    /// enough that nothing of the window outlives the user's next few actions.
    static let defaultDelaySeconds: UInt32 = 5

    /// How long a closed window waits for the window it hands focus to to become active before
    /// it is hidden anyway.
    static let handOffLimit: Duration = .seconds(1)

    /// The delay of this instance (tests shorten it).
    let delaySeconds: UInt32

    /// The retired windows, each with the timeout source that destroys it and, while it waits
    /// to be hidden, its `notify::is-active` handler.
    private var windows: [(window: UnsafeMutablePointer<GtkWindow>, source: guint, signals: SignalBag)] = []

    init(delaySeconds: UInt32 = RetiredWindows.defaultDelaySeconds) {
        self.delaySeconds = delaySeconds
    }

    /// The number of hidden windows waiting to be destroyed.
    var count: Int { windows.count }

    /// Hides `window` (now, or when it stops being the active window if `afterDeactivation`)
    /// and destroys it after ``delaySeconds``. The timeout source holds a reference to the
    /// window until then; GLib's destroy notifier of the source releases it.
    func retire(_ window: UnsafeMutablePointer<GtkWindow>, afterDeactivation: Bool) {
        guard !windows.contains(where: { $0.window == window }) else { return }
        let signals = SignalBag()
        if afterDeactivation && gtk_window_is_active(window) != 0 {
            signals.connectNotify(window, property: "is-active") { [weak self] _, _ in
                guard gtk_window_is_active(window) == 0 else { return }
                self?.hide(window)
            }
            // A compositor may decline to activate the presented window (no activation token):
            // then the closed window is hidden a moment later all the same.
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: Self.handOffLimit)
                self?.hide(window)
            }
        } else {
            Self.setVisible(window, false)
        }
        g_object_ref(UnsafeMutableRawPointer(window))
        let box = Unmanaged.passRetained(Expiry(self, window)).toOpaque()
        let source = g_timeout_add_seconds_full(
            G_PRIORITY_DEFAULT, delaySeconds, Self.expire, box, Self.releaseExpiry)
        windows.append((window, source, signals))
    }

    private func hide(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let entry = windows.first(where: { $0.window == window }) else { return }
        entry.signals.disconnectAll()
        Self.setVisible(window, false)
    }

    private static func setVisible(_ window: UnsafeMutablePointer<GtkWindow>, _ visible: Bool) {
        gtk_widget_set_visible(focuskit_as_widget(UnsafeMutableRawPointer(window)), visible ? 1 : 0)
        if !visible { moveToFrontOfToplevels(window) }
    }

    /// Moves a hidden window to the front of GTK's list of toplevels, where a screen reader's
    /// request for a window past the end never reaches it.
    ///
    /// GTK 4.8's accessibility root answers `GetChildAtIndex` by walking
    /// `gtk_window_get_toplevels()` and skipping hidden windows; for an index past the shown
    /// windows it answers with the last window of the list even when that one is hidden, and a
    /// hidden window's accessible has no D-Bus path: `g_variant_new` gets a NULL object path and
    /// the app crashes. A screen reader asks for such an index when a window hides between its
    /// `ChildCount` and `GetChildAtIndex` calls. A retired window stays hidden for seconds and is
    /// usually the newest window, so the last of the list; at the front it is skipped like any
    /// hidden window and the answer past the end is a shown window. The list is a `GListStore`
    /// (checked); `gtk_window_destroy` finds the window wherever it is.
    private static func moveToFrontOfToplevels(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let toplevels = gtk_window_get_toplevels(),
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(toplevels), g_list_store_get_type()) != 0
        else { return }
        let store = toplevels
        var position: guint = 0
        guard g_list_store_find(store, UnsafeMutableRawPointer(window), &position) != 0, position != 0
        else { return }
        g_object_ref(UnsafeMutableRawPointer(window))
        g_list_store_remove(store, position)
        g_list_store_insert(store, 0, UnsafeMutableRawPointer(window))
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    /// Destroys every retired window now (the app is closing its last shown window), and
    /// removes their timeout sources, which releases their references.
    func destroyAll() {
        let retired = windows
        windows = []
        for (window, source, signals) in retired {
            signals.disconnectAll()
            gtk_window_destroy(window)
            g_source_remove(source)
        }
    }

    /// The delay of `window` ended: destroy it. Its source is removed by returning
    /// `G_SOURCE_REMOVE`, which releases the reference.
    private func expire(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let index = windows.firstIndex(where: { $0.window == window }) else { return }
        windows.remove(at: index).signals.disconnectAll()
        gtk_window_destroy(window)
    }

    /// The context of one timeout source, released by GLib's destroy notifier.
    private final class Expiry {
        weak var owner: RetiredWindows?
        let window: UnsafeMutablePointer<GtkWindow>
        init(_ owner: RetiredWindows, _ window: UnsafeMutablePointer<GtkWindow>) {
            self.owner = owner
            self.window = window
        }
    }

    private static let expire: GSourceFunc = { data in
        guard let data else { return 0 }
        let expiry = Unmanaged<Expiry>.fromOpaque(data).takeUnretainedValue()
        nonisolated(unsafe) let unsafeExpiry = expiry
        MainActor.assumeIsolated {
            if let owner = unsafeExpiry.owner {
                owner.expire(unsafeExpiry.window)
            } else {
                // The backend is gone: nothing else will destroy the window.
                gtk_window_destroy(unsafeExpiry.window)
            }
        }
        return 0  // G_SOURCE_REMOVE: once.
    }

    /// Releases the source's reference to the window, then the context itself.
    private static let releaseExpiry: GDestroyNotify = { data in
        guard let data else { return }
        let expiry = Unmanaged<Expiry>.fromOpaque(data)
        g_object_unref(UnsafeMutableRawPointer(expiry.takeUnretainedValue().window))
        expiry.release()
    }
}
