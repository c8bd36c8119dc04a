import Foundation

/// Marks the main dispatch queue, which runs the main actor's jobs, off the main thread when
/// the main thread does not drain it (test runners): code that finds the mark runs on the
/// main actor.
enum MainQueueMarker {
    /// The key whose value is `true` on the main queue only.
    nonisolated(unsafe) static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
