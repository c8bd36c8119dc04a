import FocusKit

/// A state whose changes are counted, so that a reader can tell whether it changed since it read.
@MainActor
protocol VersionedState: AnyObject {
    /// Bumped by every change of the value.
    var version: Int { get }
}

extension AnyFocusState: VersionedState {}

/// The `@State` and `@FocusState` values one evaluation read (a window's views, or one row of a
/// list), each with the state's version at the read: what the evaluation made can differ only if
/// one of them changed since, or if something these reads do not cover did (an `@Observable`
/// model's property, the environment, a new root view: the host then renders everything again).
/// A list row's focus counts as a state (`RowFocusChange`, read by reading `isFocused`).
/// SwiftUI keeps a view's dependencies the same way.
///
/// Reads are recorded into the innermost ``recording(into:_:)``; a read outside any is not
/// recorded.
@MainActor
final class StateReads {
    private var reads: [ObjectIdentifier: (state: any VersionedState, version: Int)] = [:]

    /// Whether a state read here has changed since.
    var hasChanged: Bool {
        reads.values.contains { $0.state.version != $0.version }
    }

    /// Whether nothing was read.
    var isEmpty: Bool { reads.isEmpty }

    private func note(_ state: any VersionedState) {
        let id = ObjectIdentifier(state)
        if reads[id] == nil { reads[id] = (state, state.version) }
    }

    /// Where reads go now.
    private static var current: StateReads?

    /// Runs `body`, recording the states it reads into `reads` (and not into an enclosing
    /// recording: a row's reads are the row's).
    static func recording<Result>(into reads: StateReads, _ body: () -> Result) -> Result {
        if AnyFocusState.readObserver == nil {
            // `@FocusState` reads (FocusKit's) reach the recording through this observer.
            AnyFocusState.readObserver = { StateReads.noteRead($0) }
        }
        let outer = current
        current = reads
        defer { current = outer }
        return body()
    }

    /// Runs `body` without recording what it reads: a read whose consumer follows the value by
    /// itself (a list's selection, which its renderer shows).
    static func unrecorded<Result>(_ body: () -> Result) -> Result {
        let outer = current
        current = nil
        defer { current = outer }
        return body()
    }

    /// Records a read of `state` into the current recording, if any.
    static func noteRead(_ state: any VersionedState) {
        current?.note(state)
    }
}
