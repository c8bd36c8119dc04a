import Foundation

/// Marks the main dispatch queue, which runs the main actor's jobs, off the main thread when
/// the main thread does not drain it (test runners): code that finds the mark runs on the
/// main actor.
enum MainQueueMarker {
    /// The key whose value is `true` on the main queue only.
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor (the main thread, or the marked main queue).
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// Runs `action` on the main actor: at once when called there (the main thread under GTK,
    /// the main queue under a test runner), otherwise as soon as the main actor is free.
    /// Observation calls its change handlers where a property changes, which for a view's
    /// `@MainActor` model is the main actor.
    static func runOnMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { action() }
        } else {
            Task { @MainActor in action() }
        }
    }
}
