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
}
