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
///   whose changes are committed by activation (cause `window`) may change once per switch
///   of the active window, but never through a `nil` delivered while no window is active
///   (rule 17: no `nil` between two windows). The number of changes is not held to the
///   number of switches.
///
/// The chain of values (each change starting from the previous one) and the pending writes
/// (rule 7) are checked by the reference model itself.
@MainActor
struct TraceProperties {
    let model: ModelWorld
    private let firstTrace: Int
    private let writeBackBefore: Bool
    private let activeBefore: FocusWindowID?
    /// Whether the check holds the coordinator to rule 17 (no transient nil between windows);
    /// off only to see what the model explores without it.
    static let rule17 = true

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
            let followsActivation = (switchedWindows || byActivation) && state.scope == .app
            if quiet, observed.count > 1 {
                if !followsActivation {
                    return "rule 3: \(state.label) passed through a value it does not hold: \(observed)"
                }
                // Each switch of the active window is one change (a window without the state's
                // field gives nil); several switches in one operation are several changes, but
                // none is a nil delivered while no window is active, between two windows (rule
                // 17: a deactivation is committed only if no activation follows in its burst).
                let betweenWindows = model.logs[index].dropLast().contains { change in
                    change.active == nil && FocusTraceLine.describe(change.new) == "nil"
                }
                if Self.rule17, betweenWindows {
                    return "rule 17: \(state.label) passed through nil between two windows: \(observed)"
                }
            }
        }
        return nil
    }
}
