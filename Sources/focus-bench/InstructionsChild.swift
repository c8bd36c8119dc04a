import BenchAllocationCounter
import CGtk
import FocusKitGTK

/// The program figure 11 runs under `valgrind --tool=callgrind --collect-atstart=no`
/// `--instr-atstart=no` (`focus-bench --child instructions --moves N`): the scene of figures 1 and 2, and each
/// side's moves collected on their own (``MoveTimer/allocations(_:count:profile:move:)``
/// toggles collection around each move and dumps the side under its name).
///
/// Every side runs twice, first as a warm-up dumped under `warm-up-…` (the first moves fill
/// GTK's style caches and the coordinator's buffers), then measured. The sides: a
/// `@FocusState` write and Tab/Shift+Tab in the tracked window; the same GTK call in the
/// untracked window (the baseline); the same again in the untracked window's twin (the A/A
/// control: what the count moves with nothing different).
@MainActor
enum InstructionsChild {
    /// The dump names of the measured sides, in the order they run.
    static let profiles = [
        "programmatic-tracked", "programmatic-untracked", "programmatic-control",
        "user-tracked", "user-untracked", "user-control",
    ]

    /// Runs the sides with `moves` moves each; exit status 0, 1 without a display, 2 when a
    /// window did not become active.
    static func run(moves: Int) -> Int32 {
        setenv("GTK_A11Y", "none", 0)  // as figures 1 and 2 (BenchSuite), unless set
        guard GtkRuntime.initializeIfPossible() else { return 1 }
        let scene = FocusScene()
        // Counts from a window that never became active would not be a user's.
        guard [scene.bound, scene.unbound, scene.control].allSatisfy({ $0.activate() }) else {
            scene.tearDown()
            return 2
        }
        bench_profile_instrument(1)  // start-up ran uninstrumented (--instr-atstart=no)
        defer { bench_profile_instrument(0) }
        for pass in ["warm-up-", ""] {
            _ = MoveTimer.allocations(
                scene.bound, count: moves, profile: pass + profiles[0], framePerMove: true
            ) {
                ProgrammaticFocusFigure.trackedWrite(scene.state, $0)
            }
            for (pair, name) in [(scene.unbound, profiles[1]), (scene.control, profiles[2])] {
                _ = MoveTimer.allocations(pair, count: moves, profile: pass + name, framePerMove: true) {
                    ProgrammaticFocusFigure.untrackedGrab(pair, $0)
                }
            }
            _ = MoveTimer.allocations(
                scene.bound, count: moves, profile: pass + profiles[3], framePerMove: true
            ) {
                UserFocusFigure.trackedTab(scene.bound, $0)
            }
            for (pair, name) in [(scene.unbound, profiles[4]), (scene.control, profiles[5])] {
                _ = MoveTimer.allocations(pair, count: moves, profile: pass + name, framePerMove: true) {
                    UserFocusFigure.untrackedTab(pair, $0)
                }
            }
        }
        scene.tearDown()
        return 0
    }
}
