extension FocusCoordinator {
    /// Marks `window` as covered by presented content (a sheet, alert or confirmation dialog
    /// shown modally over it), for contract rule 18: while it is covered, a write that would
    /// move focus into it does not, and waits as a pending write (rule 7). Calls nest: a window
    /// is covered until ``endPresentation(over:)`` has been called as often.
    package func beginPresentation(over window: FocusWindowID) {
        presentationDepth[window, default: 0] += 1
    }

    /// Ends one ``beginPresentation(over:)``. When the window is no longer covered, the writes
    /// that waited for it are applied at once (still before control returns to the main loop).
    package func endPresentation(over window: FocusWindowID) {
        guard let depth = presentationDepth[window] else { return }
        if depth > 1 {
            presentationDepth[window] = depth - 1
            return
        }
        presentationDepth[window] = nil
        retryPendingWrites()
        drainIfIdle()
    }

    /// Whether presented content covers `window` (rule 18).
    package func isCoveredByPresentation(_ window: FocusWindowID) -> Bool {
        presentationDepth[window] != nil
    }

    /// Brings a window forward for the view layer: after presented content over it closed
    /// (rule 18) or when `openWindow` asks for a window that is already open. The host presents
    /// it as for a cross-window write (rule 6; on Wayland with an activation token), and it
    /// becomes the key window now, before the window manager's activation arrives, when
    /// `becomingKey` says so: always for `openWindow`, and after a dismissal only when no other
    /// window is key (the dismissed window was). App-scoped states, focused values and the
    /// commands then read that window at once, so a shortcut pressed right after a sheet
    /// closes acts on its presenter.
    package func presentWindow(_ window: FocusWindowID, becomingKey: KeyWindowHandOff) {
        enter {
            switch becomingKey {
            case .always:
                if keyWindow != window { setKeyWindow(window, cause: .program) }
            case .whenNoWindowIsKey:
                if keyWindow == nil { setKeyWindow(window, cause: .program) }
            }
            withHostCall(cause: .program, reconciling: nil) { $0.present(window) }
        }
    }
}

/// When a window the view layer brings forward becomes the key window
/// (``FocusCoordinator/presentWindow(_:becomingKey:)``).
package enum KeyWindowHandOff {
    /// At once: the user asked for the window (`openWindow`).
    case always
    /// At once if no window is key (presented content that was key has just closed); otherwise
    /// when the window manager activates it.
    case whenNoWindowIsKey
}
