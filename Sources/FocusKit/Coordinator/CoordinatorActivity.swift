/// What the coordinator is doing, as a stack of nested sections (innermost last): the one
/// explicit state behind its re-entrancy (contract rules 5, 7 and 14). A write made while any
/// section is open is queued; queued writes are applied, and focus observers told, only when
/// the last section closes.
///
/// - `busy`: a host event, a registration or a view layer's grouped update being handled, or
///   observers being told of committed changes (their writes are queued, rule 5).
/// - `hostCall`: one of the coordinator's own calls into the host (a grab, a clear, a
///   present), attributed to a cause; a focus change the host reports meanwhile is collected
///   and reconciled once, with that cause, when the call returns.
/// - `applyingPendingUpdates`: the view layer applying its scheduled updates before a
///   program's write; a write made by them is applied without running them again.
/// - `draining`: queued writes being applied in order (bounded per turn, rule 14).
/// - `notifyingObservers`: the focus observers being told the coordinator is idle; they are
///   not told again from inside.
enum CoordinatorActivity: Equatable {
    case busy
    case hostCall(FocusChangeCause)
    case applyingPendingUpdates
    case draining
    case notifyingObservers
}

extension FocusCoordinator {
    /// Whether a write must be queued: any section but an observer notification or the
    /// pending updates is open (those apply writes as they come).
    var queuesWrites: Bool {
        activity.contains { $0 == .busy || $0 == .draining || $0.isHostCall }
    }

    /// The cause of the innermost host call, if one is open.
    var hostCallCause: FocusChangeCause? {
        for section in activity.reversed() {
            if case .hostCall(let cause) = section { return cause }
        }
        return nil
    }

    /// Whether `section` is open.
    func isInside(_ section: CoordinatorActivity) -> Bool {
        activity.contains(section)
    }

    /// Runs `body` inside `section`.
    func within<Result>(_ section: CoordinatorActivity, _ body: () -> Result) -> Result {
        activity.append(section)
        defer { activity.removeLast() }
        return body()
    }
}

extension CoordinatorActivity {
    var isHostCall: Bool {
        if case .hostCall = self { return true }
        return false
    }
}
