extension ViewHost {
    /// The toolkit closed a window (the window manager's close button): when this host, or a
    /// window it presents, presented it, the presentation is dismissed as by `dismiss()` and
    /// this returns `true`.
    package func presentedWindowDidClose(_ window: FocusWindowID) -> Bool {
        presentations.windowDidClose(window, presenter: self)
    }

    /// The host of a sheet, alert or dialog presented from this window or from one it
    /// presents, if `window` is one of them.
    package func presentedHost(for window: FocusWindowID) -> ViewHost? {
        for host in presentations.hosts {
            if host.window.id == window { return host }
            if let nested = host.presentedHost(for: window) { return nested }
        }
        return nil
    }
}
