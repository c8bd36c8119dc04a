import BenchAllocationCounter
import CGtk
import FocusKitGTK

/// The program figure 11 runs under `valgrind --tool=callgrind --instr-atstart=no
/// --collect-atstart=no` (`focus-bench --child instructions --moves N`): the scene of figures 1
/// and 2, and each side's moves collected on their own (`MoveTimer.allocations` toggles
/// collection around each move and dumps the side under its name).
///
/// Every side runs twice, first as a warm-up dumped under `warm-up-…` (the first moves fill
/// GTK's style caches and the coordinator's buffers), then measured.
@MainActor
enum InstructionsChild {
    /// One measured side, named as its dump.
    enum Side: String, CaseIterable {
        /// A `@FocusState` write in the tracked window.
        case programmaticTracked = "programmatic-tracked"
        /// The same GTK grab in the untracked window (the baseline).
        case programmaticUntracked = "programmatic-untracked"
        /// The same again in the untracked window's twin (the A/A control).
        case programmaticControl = "programmatic-control"
        /// Tab/Shift+Tab in the tracked window.
        case userTracked = "user-tracked"
        /// The same in the untracked window (the baseline).
        case userUntracked = "user-untracked"
        /// The same in the untracked window's twin (the A/A control).
        case userControl = "user-control"

        /// The window the side's moves run in, and its move `index`.
        func moves(in scene: FocusScene) -> (EntryPairWindow, @MainActor (Int) -> Void) {
            switch self {
            case .programmaticTracked:
                (scene.bound, { ProgrammaticFocusFigure.trackedWrite(scene.state, $0) })
            case .programmaticUntracked:
                (scene.unbound, { ProgrammaticFocusFigure.untrackedGrab(scene.unbound, $0) })
            case .programmaticControl:
                (scene.control, { ProgrammaticFocusFigure.untrackedGrab(scene.control, $0) })
            case .userTracked: (scene.bound, { UserFocusFigure.trackedTab(scene.bound, $0) })
            case .userUntracked: (scene.unbound, { UserFocusFigure.untrackedTab(scene.unbound, $0) })
            case .userControl: (scene.control, { UserFocusFigure.untrackedTab(scene.control, $0) })
            }
        }
    }

    /// Runs the sides with `moves` moves each; exit status 0, 1 without a display, 2 when a
    /// window did not become active.
    static func run(moves: Int) -> Int32 {
        setenv("GTK_A11Y", "none", 0)  // as figures 1 and 2 (BenchSuite), unless set
        guard GtkRuntime.initializeIfPossible() else { return 1 }
        let scene = FocusScene()
        defer { scene.tearDown() }
        // Counts from a window that never became active would not be a user's.
        guard [scene.bound, scene.unbound, scene.control].allSatisfy({ $0.activate() }) else { return 2 }
        bench_profile_instrument(1)  // start-up ran uninstrumented (--instr-atstart=no)
        defer { bench_profile_instrument(0) }
        for pass in ["warm-up-", ""] {
            for side in Side.allCases {
                let (pair, move) = side.moves(in: scene)
                _ = MoveTimer.allocations(
                    pair, count: moves, profile: pass + side.rawValue, framePerMove: true, move: move)
            }
        }
        return 0
    }
}
