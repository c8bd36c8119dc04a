@testable import FocusKit
@testable import FocusKitTestSupport

/// The properties of one operation that no single final state shows, checked from what the
/// observers saw and what was traced while it ran:
/// - every committed change is traced exactly once, in the order observers saw it (rule 16:
///   nothing delivered twice, nothing delivered untraced);
/// - an operation with no write-back observer changes each state at most once, so no observer
///   sees a value the state did not end up holding or start from (rules 2, 3: no `A -> nil -> B`).
///   When activation moves from one window to another (an activation, or a frame in which the
///   window manager activates presented windows, one after the other), an app-scoped state
///   whose changes are committed by activation (cause `window`) may still pass through
///   `nil`: that is rule 4's deactivate-then-activate today; rule 17 (not yet implemented by
///   the coordinator) will forbid it, and ``rule17`` then turns this exemption off.
///
/// The chain of values (each change starting from the previous one) and the pending writes
/// (rule 7) are checked by the reference model itself.
@MainActor
struct TraceProperties {
    let model: ModelWorld
    private let firstTrace: Int
    private let writeBackBefore: Bool
    private let activeBefore: FocusWindowID?
    /// Whether the coordinator implements rule 17 (no transient nil between windows).
    static let rule17 = false

    init(model: ModelWorld) {
        self.model = model
        firstTrace = model.logger.traces.count
        writeBackBefore = model.writeBack.contains(true)
        activeBefore = model.toolkit.activeWindow
    }

    func check() -> String? {
        let activeAfter = model.toolkit.activeWindow
        let switchedWindows = activeBefore != nil && activeAfter != nil && activeBefore != activeAfter
        let traces = model.logger.traces[firstTrace...]
        for (index, state) in model.states.enumerated() {
            let traced = traces.compactMap { line -> String? in
                guard let range = line.range(of: " state=\(state.label) ") else { return nil }
                let rest = line[range.upperBound...]
                return rest.range(of: " cause=").map { String(rest[..<$0.lowerBound]) }
            }
            let observed = model.logs[index].map {
                "\(FocusTraceLine.describe($0.old)) -> \(FocusTraceLine.describe($0.new))"
            }
            if traced != observed {
                return "rule 16: \(state.label) observers saw \(observed), traces say \(traced)"
            }
            let quiet = !writeBackBefore && !model.writeBack.contains(true)
            let byActivation = traces.contains {
                $0.contains(" state=\(state.label) ") && $0.hasSuffix("cause=window")
            }
            let exempt = !Self.rule17 && (switchedWindows || byActivation) && state.scope == .app
            if quiet, !exempt, observed.count > 1 {
                return "rule 3: \(state.label) passed through a value it does not hold: \(observed)"
            }
        }
        return nil
    }
}
