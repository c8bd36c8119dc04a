extension FocusCoordinator {
    /// Moves focus in `window` for the view layer, by `move`, which asks the toolkit for it
    /// (a navigation push or pop focusing the page that shows, a search field's Escape sending
    /// focus back to where it was) and returns whether focus moved. The move is one of the
    /// coordinator's own host calls: GTK's reports during it are reconciled once and committed
    /// with cause `program`, so a move from field A to field B of one state is one change
    /// (rule 3), and, being no user move, it leaves pending writes waiting (rule 7). Returns
    /// what `move` returned (`false` without a host). With `afterPendingUpdates`, the view
    /// updates the program has scheduled are applied first, as before a write (rule 5): a
    /// search field's Escape empties the search, and focus returns to the content it filtered as
    /// it is once emptied.
    @discardableResult
    package func moveFocus(in window: FocusWindowID, afterPendingUpdates: Bool = false, by move: () -> Bool)
        -> Bool
    {
        if afterPendingUpdates, !queuesWrites { applyPendingUpdates() }
        var moved = false
        enter {
            moved = withHostCall(cause: .program, reconciling: window) { _ in move() } ?? false
        }
        return moved
    }

    /// Runs `work` once the coordinator is idle: at once when it is; otherwise when the current
    /// busy section has ended and the writes queued during it are applied, and, when a write is
    /// applying the view updates it waits for (rule 5), after that write. The view layer
    /// finishes a navigation there, so that a write made by the action that navigated (or by
    /// the new page's `onAppear` or `defaultFocus`) decides where focus goes first. Writes
    /// `work` makes are applied when it returns.
    package func whenIdle(_ work: @escaping @MainActor () -> Void) {
        idleWork.append(work)
        drainIfIdle()
    }

    /// Runs the work queued by ``whenIdle(_:)`` while the coordinator stays idle: no section
    /// that queues writes is open, and no write is applying the view updates it waits for.
    func runIdleWork() {
        while !idleWork.isEmpty, !queuesWrites, !isInside(.applyingPendingUpdates) {
            enter(idleWork.removeFirst())
        }
    }
}
