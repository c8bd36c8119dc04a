import CGtk

/// Windows that were closed while another window of the app stays open: hidden at once, and
/// destroyed a few seconds later, so that a screen reader can still tell where focus came from.
///
/// A screen reader speaks the part of the new focus's context that differs from the old one:
/// moving from a field of one window to a field of another, Orca says the new window's title and
/// then the field ("Sign In frame. Password password text."). GTK reports the field's focus
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
///
/// FocusUI retires every closed scene window this way. A program built on FocusKitGTK alone
/// gets the same screen-reader hand-off and the same guard against GTK's crash with a
/// hidden last window (`GtkQuirk.hiddenToplevelAnsweredPastTheEnd`) by calling
/// ``retire(_:afterDeactivation:)`` where it would call `gtk_window_destroy` while another of
/// its windows stays shown, and ``destroyAll()`` when it closes its last shown window.
@MainActor
public final class RetiredWindows {
    /// How long a hidden window stays, by default, before it is destroyed: far longer than a screen reader
    /// takes to handle the focus events of the next window (a fraction of a second), and short
    /// enough that nothing of the window outlives the user's next few actions.
    public static let defaultDelaySeconds: UInt32 = 5

    /// How long a closed window waits for the window it hands focus to to become active before
    /// it is hidden anyway, in milliseconds.
    public static let handOffLimitMilliseconds: UInt32 = 1000

    /// The delay of this instance (tests shorten it).
    public let delaySeconds: UInt32

    /// One retired window. Its timeout sources are GLib's (`MainLoopTimeout`): the expiry's
    /// closure holds the window's reference, released with the source, whether it ran or was
    /// removed.
    @MainActor
    private struct Entry {
        let window: UnsafeMutablePointer<GtkWindow>
        /// The source that destroys the window when the delay ends.
        var expiry: guint = 0
        /// While the window waits to be hidden: the source that hides it when the hand-off
        /// limit ends, and its `notify::is-active` handler.
        var handOffLimit: guint?
        let signals = SignalBag()
    }

    private var windows: [Entry] = []

    /// Retired windows that each stay hidden for `delaySeconds` before they are destroyed.
    public init(delaySeconds: UInt32 = RetiredWindows.defaultDelaySeconds) {
        precondition(delaySeconds <= UInt32.max / 1000, "a retirement delay fits in GLib's milliseconds")
        self.delaySeconds = delaySeconds
    }

    /// The number of hidden windows waiting to be destroyed.
    public var count: Int { windows.count }

    /// Hides `window` (now, or when it stops being the active window if `afterDeactivation`)
    /// and destroys it after ``delaySeconds``, holding a reference to it until then.
    public func retire(_ window: UnsafeMutablePointer<GtkWindow>, afterDeactivation: Bool) {
        guard !windows.contains(where: { $0.window == window }) else { return }
        var entry = Entry(window: window)
        let reference = WindowReference(window)
        entry.expiry = MainLoopTimeout.once(afterMilliseconds: delaySeconds * 1000) { [weak self] in
            if let self {
                self.expire(reference.window)
            } else {
                // The backend is gone: nothing else will destroy the window.
                gtk_window_destroy(reference.window)
            }
        }
        if afterDeactivation && gtk_window_is_active(window) != 0 {
            entry.signals.connectNotify(window, property: "is-active") { [weak self] _, _ in
                guard gtk_window_is_active(window) == 0 else { return }
                self?.hide(window)
            }
            // A compositor may decline to activate the presented window (no activation token):
            // then the closed window is hidden a moment later all the same.
            entry.handOffLimit = MainLoopTimeout.once(afterMilliseconds: Self.handOffLimitMilliseconds) {
                [weak self] in
                guard let self, let index = self.windows.firstIndex(where: { $0.window == window }) else {
                    return
                }
                self.windows[index].handOffLimit = nil  // this source is ending
                self.hide(window)
            }
        } else {
            Self.setVisible(window, false)
        }
        windows.append(entry)
    }

    /// Hides a window that waited for its hand-off, once.
    private func hide(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let index = windows.firstIndex(where: { $0.window == window }) else { return }
        Self.stopWaiting(&windows[index])
        // Already hidden: by GTK itself, inside a `gtk_window_destroy`, where moving the
        // window in GTK's list would make it remove another window (see below).
        guard gtk_widget_get_visible(focuskit_as_widget(UnsafeMutableRawPointer(window))) != 0 else { return }
        Self.setVisible(window, false)
    }

    /// Disconnects a retired window's activation handler and removes its hand-off limit.
    private static func stopWaiting(_ entry: inout Entry) {
        entry.signals.disconnectAll()
        if let source = entry.handOffLimit { g_source_remove(source) }
        entry.handOffLimit = nil
    }

    /// Destroys every retired window now (the app is closing its last shown window), and
    /// removes their timeout sources, which releases their references.
    public func destroyAll() {
        let retired = windows
        windows = []
        for var entry in retired {
            Self.stopWaiting(&entry)
            gtk_window_destroy(entry.window)
            g_source_remove(entry.expiry)
        }
    }

    /// The delay of `window` ended: destroy it. Its source ends after this, which releases
    /// the reference.
    private func expire(_ window: UnsafeMutablePointer<GtkWindow>) {
        guard let index = windows.firstIndex(where: { $0.window == window }) else { return }
        var entry = windows.remove(at: index)
        Self.stopWaiting(&entry)
        gtk_window_destroy(window)
    }

    /// A reference to a window, held by its expiry's closure and released with it.
    private final class WindowReference {
        let window: UnsafeMutablePointer<GtkWindow>
        init(_ window: UnsafeMutablePointer<GtkWindow>) {
            self.window = window
            g_object_ref(UnsafeMutableRawPointer(window))
        }
        deinit { g_object_unref(UnsafeMutableRawPointer(window)) }
    }

    private static func setVisible(_ window: UnsafeMutablePointer<GtkWindow>, _ visible: Bool) {
        gtk_widget_set_visible(focuskit_as_widget(UnsafeMutableRawPointer(window)), visible ? 1 : 0)
        if !visible, GtkQuirk.hiddenToplevelAnsweredPastTheEnd.applies { moveToFrontOfToplevels(window) }
    }

    /// Moves a hidden window to the front of GTK's list of toplevels, where a screen reader's
    /// request for a window past the end never reaches it.
    ///
    /// `GtkQuirk.hiddenToplevelAnsweredPastTheEnd`: GTK's accessibility root answers
    /// `GetChildAtIndex` by walking
    /// `gtk_window_get_toplevels()` and skipping hidden windows; for an index past the shown
    /// windows it answers with the last window of the list even when that one is hidden, and a
    /// hidden window's accessible has no D-Bus path: `g_variant_new` gets a NULL object path and
    /// the app crashes. A screen reader asks for such an index when a window hides between its
    /// `ChildCount` and `GetChildAtIndex` calls. A retired window stays hidden for seconds and is
    /// usually the newest window, so the last of the list; at the front it is skipped like any
    /// hidden window and the answer past the end is a shown window. The list is a `GListStore`
    /// (checked); `gtk_window_destroy` finds the window wherever it is.
    ///
    /// Done here, when a window is retired, and not on every unmap (say in the GTK host):
    /// `gtk_window_destroy` finds the window's position, then hides it, then removes that
    /// position, so a window moved by an `unmap` handler during a destroy would leave another
    /// window removed in its place.
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
}
