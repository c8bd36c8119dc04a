extension FocusCoordinator {
    /// The one way into the coordinator from its host, from registrations and from a view
    /// layer's grouped update: runs `body` as a busy section, so that writes made meanwhile (by observers,
    /// by GTK handlers) are queued (rule 5); then, if asked, queues another attempt at every
    /// pending write (rule 7); then, once nothing is busy any more, applies the queued writes
    /// in order and notifies focus observers (rule 14). Only ``deliver(_:cause:)`` (observers
    /// run busy) and ``withHostCall(cause:reconciling:_:)`` open sections besides.
    func enter(retryingPendingWrites retry: Bool = false, _ body: () -> Void) {
        within(.busy) {
            body()
            if retry { retryPendingWrites() }
        }
        drainIfIdle()
    }

    /// Runs one call to the host as a busy section attributed to `cause`, then reconciles
    /// exactly once: the focus chain of `window` (the window acted on, if any) and of every
    /// window the host reported a focus change for during the call is re-read and what
    /// changed is committed with `cause` (see ``FocusHost``'s reconciliation).
    func withHostCall<Result>(
        cause: FocusChangeCause, reconciling window: FocusWindowID?, _ body: (any FocusHost) -> Result
    ) -> Result? {
        guard let host else { return nil }
        activity.append(.busy)
        defer { activity.removeLast() }
        let mark = reportedWindows.count
        let result = within(.hostCall(cause)) { body(host) }
        if let window { synchronize(window, cause: cause) }
        var index = mark
        while index < reportedWindows.count {
            let reported = reportedWindows[index]
            index += 1
            if reported == window || reportedWindows[mark..<(index - 1)].contains(reported) { continue }
            synchronize(reported, cause: cause)
        }
        reportedWindows.removeSubrange(mark...)
        return result
    }
}
