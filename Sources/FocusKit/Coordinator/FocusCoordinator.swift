/// Keeps every `@FocusState` equal to where focus is, and turns writes into focus moves.
///
/// One coordinator serves one toolkit host (one application). The host reports what GTK does
/// (focus widget changes, window activation, mapping, fields that can no longer take focus);
/// the coordinator derives each state's value from that (contract rule 1), commits changes
/// once per focus move (rule 3), and applies writes through the host (rules 5–9).
///
/// Re-entrancy (rules 5 and 14): while the coordinator is inside a host call or delivering a
/// change to observers it is *busy*; writes made then are queued and applied, in order, as
/// soon as the outermost busy section ends, before control returns to the main loop. A bounded
/// number of queued writes per turn keeps observer ping-pong from looping forever.
@MainActor
public final class FocusCoordinator {
    /// The toolkit that carries out focus moves. Not retained: the host owns the coordinator.
    public weak var host: (any FocusHost)?
    /// Receives trace lines (rule 16) and warnings (rule 10).
    public var logger: any FocusLogger
    /// How many queued writes one turn may apply before the rest are dropped with a warning
    /// (rule 14: observer ping-pong terminates).
    public var deferredWriteLimit = 1_000

    /// Fields per node: the first, chained through `nextOnNode` in registration order.
    var fieldsByNode: [FocusNodeID: FieldRecord] = [:]
    /// Per window, the registered nodes containing its focus widget, innermost first.
    var chains: [FocusWindowID: [FocusNodeID]] = [:]
    /// For each node in some chain, that chain's window.
    var chainWindowByNode: [FocusNodeID: FocusWindowID] = [:]
    /// The window app-scoped states read: the active window, or the one a write presented.
    public internal(set) var keyWindow: FocusWindowID?
    /// App-scoped states that have had fields, which follow the key window.
    var appStates: [ObjectIdentifier: AnyFocusState] = [:]
    /// States with a write waiting for its field (rule 7). Weak, so that a state whose view is
    /// gone is not kept alive by its pending write.
    var pendingStates: [ObjectIdentifier: WeakFocusState] = [:] {
        didSet {
            let waiting = !pendingStates.isEmpty
            guard waiting != hostKnowsWritesWait else { return }
            hostKnowsWritesWait = waiting
            host?.writesWaitingDidChange(waiting)
        }
    }
    /// What the host was last told by ``FocusHost/writesWaitingDidChange(_:)``.
    private var hostKnowsWritesWait = false
    /// States with a `defaultFocus` not yet applied (rule 13); weak, like `pendingStates`.
    var defaultStates: [ObjectIdentifier: WeakFocusState] = [:]
    /// Windows that have been mapped at least once.
    var mappedWindows: Set<FocusWindowID> = []
    /// Windows covered by presented content (a sheet, alert or dialog), with how many (rule 18).
    var presentationDepth: [FocusWindowID: Int] = [:]
    /// The key window's deactivation, waiting for the end of the current burst of events
    /// (rule 17), and the number that tells its commit from a cancelled one's.
    var pendingDeactivation: (window: FocusWindowID, serial: UInt64)?

    var deferredWrites: [(state: AnyFocusState, value: FocusValue)] = []
    /// What runs before a program's write is applied: the view layer's pending updates
    /// (``setPendingUpdateHandler(for:_:)``).
    var pendingUpdateHandlers: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// What the coordinator is doing, innermost last (``CoordinatorActivity``): the one state
    /// its re-entrancy is decided by.
    var activity: [CoordinatorActivity] = []
    /// Windows the host reported a focus change for during the coordinator's own host calls,
    /// reconciled once when the call returns (innermost call last).
    var reportedWindows: [FocusWindowID] = []
    /// Scratch buffers a focus event reuses (see ``commit(_:chain:cause:)``), so that one
    /// allocates nothing in steady state.
    var chainBuffer: [FocusNodeID] = []
    var stateBuffer: [AnyFocusState] = []
    var changeBuffer: [FocusChange] = []
    var nextSerial: UInt64 = 0
    /// Bumped whenever a field is registered or unregistered or a node changes window, so that
    /// a state's scope window, derived from its fields, can be cached between such changes.
    var topologyGeneration: UInt64 = 0
    /// What runs once the coordinator is idle after anything that may have moved focus or
    /// changed the key window (``addFocusObserver(_:)``).
    var focusObservers: [UInt64: @MainActor () -> Void] = [:]
    var nextFocusObserverID: UInt64 = 0
    /// What the view layer runs once the coordinator is idle (``whenIdle(_:)``), in order.
    var idleWork: [@MainActor () -> Void] = []

    /// Creates a coordinator for a host; the host may also be set later.
    public init(host: (any FocusHost)? = nil, logger: any FocusLogger = SilentFocusLogger()) {
        self.host = host
        // Sections nest a few deep; reserved once so that opening one allocates nothing.
        activity.reserveCapacity(8)
        self.logger = logger
    }

    /// Ends every registration when the coordinator goes away, so that its fields cannot be
    /// reached through their states by a later coordinator (whose node ids may coincide).
    isolated deinit {
        for head in fieldsByNode.values {
            for field in FieldList.elements(from: head, next: \.nextOnNode) where field.isRegistered {
                field.isRegistered = false
                field.state.removeField(field)
                if field.state.coordinator === self { field.state.coordinator = nil }
            }
        }
    }

    /// The number of registered fields, for diagnostics and memory tests.
    package var fieldCount: Int {
        fieldsByNode.values.reduce(0) { $0 + FieldList.elements(from: $1, next: \.nextOnNode).count }
    }

    /// Whether the node carries at least one registered field.
    public func isRegistered(_ node: FocusNodeID) -> Bool { fieldsByNode[node] != nil }

    /// The current derived value of a state (the same as reading the state).
    public func value<Value>(of state: FocusStateStorage<Value>) -> Value { state.value }
}

/// A weak reference to a focus state, for tables that must not keep states alive.
struct WeakFocusState {
    weak var state: AnyFocusState?
}
