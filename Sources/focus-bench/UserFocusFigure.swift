import CGtk
import FocusKit

/// Figure 2: focus moved by GTK itself, as Tab and Shift+Tab do
/// (`gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD / BACKWARD)`), in the window whose
/// entries are registered against an identical window FocusKit does not track, in interleaved
/// blocks (``InterleavedComparison``), with an A/A control (the untracked window against its
/// twin).
///
/// The difference is FocusKit observing user moves: the window's `notify::focus-widget`
/// handler, the coordinator deriving and committing the state.
@MainActor
enum UserFocusFigure {
    static func run(_ scene: FocusScene, config: BenchConfig, report: FigureReport) {
        let moves = config.focusMovesPerBatch
        var wrongFocus = false
        func batch(_ pair: EntryPairWindow) -> [Double] {
            let tracked = pair === scene.bound
            let times = MoveTimer.sample(pair, count: moves) {
                if tracked { trackedTab(pair, $0) } else { untrackedTab(pair, $0) }
            }
            if !pair.focusIsIn(moves % 2 == 0 ? pair.first : pair.second) { wrongFocus = true }
            return times
        }
        let goalLine = InterleavedComparison.run(
            pairs: config.repetitions, a: { batch(scene.bound) }, b: { batch(scene.unbound) })
        let control = InterleavedComparison.run(
            pairs: config.repetitions, a: { batch(scene.control) }, b: { batch(scene.unbound) })
        if wrongFocus { report.comment("WARNING: Tab / Shift+Tab did not end where expected") }
        if scene.state.wrappedValue != (moves % 2 == 0 ? 1 : 2) {
            report.comment("WARNING: the state did not follow the user's moves")
        }
        report.add(
            goalLine.figure(
                name: "user_focus_change", goal: .ratioAtMost(1.05),
                note: "Tab/Shift+Tab with 2 fields registered vs an untracked window"))
        report.add(
            control.figure(
                name: "user_focus_change_aa_control", note: "A/A control: two identical untracked windows"))

        let counts = AllocationFigures.Counts(
            tracked: MoveTimer.allocations(scene.bound, count: moves, profile: "user-tracked") {
                trackedTab(scene.bound, $0)
            },
            untracked: MoveTimer.allocations(scene.unbound, count: moves, profile: "user-untracked") {
                untrackedTab(scene.unbound, $0)
            },
            control: MoveTimer.allocations(scene.control, count: moves, profile: "user-control-allocations") {
                untrackedTab(scene.control, $0)
            })
        AllocationFigures.add(
            counts, name: "allocations_per_user_move", controlName: "allocations_user_aa_control",
            moves: "Tab",
            sides: ("tracked", "untracked"), to: report)
    }

    /// Tab on even moves, Shift+Tab on odd ones, in the tracked window. Not inlined, and
    /// distinct from ``untrackedTab(_:_:)``, so that a profile tells the two windows apart
    /// (`valgrind --tool=callgrind --toggle-collect='*trackedTab*'`, BENCHMARKS.md).
    @inline(never)
    static func trackedTab(_ pair: EntryPairWindow, _ index: Int) {
        _ = gtk_widget_child_focus(pair.widget, index % 2 == 0 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
    }

    /// The same in an untracked window.
    @inline(never)
    static func untrackedTab(_ pair: EntryPairWindow, _ index: Int) {
        _ = gtk_widget_child_focus(pair.widget, index % 2 == 0 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
    }
}
