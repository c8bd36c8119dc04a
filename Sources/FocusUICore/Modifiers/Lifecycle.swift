extension View {
    /// Runs `action` after the view first appears in its window (and again after it
    /// disappeared and came back).
    public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
        modified(.lifecycle(.onAppear(action)))
    }

    /// Runs `action` after the view was removed from its window (or the window closed).
    public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
        modified(.lifecycle(.onDisappear(action)))
    }

    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears. Under GTK this needs the main-queue bridge (`MainQueueBridge`).
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modified(.lifecycle(.task(priority: priority, action)))
    }
}
