import CGtk
import FocusKit

/// Figure 1: a `@FocusState` write that moves focus between two entries, through the
/// coordinator, against raw `gtk_widget_grab_focus` between the same two entries.
///
/// Both sides run on the bound window, so both pay for FocusKit observing the move (that cost
/// is figure 2); the ratio is the write path alone: the coordinator's bookkeeping, its
/// `FocusHost.grabFocus` call and the synchronous commit. A second line compares the write with
/// raw grabs in the unbound window: the whole cost FocusKit adds to a programmatic move.
/// Only the synchronous call is timed (``MoveTimer``); the frame that restyles the entries is
/// GTK's and the same for both. The figure is the median over every timed move.
@MainActor
enum ProgrammaticFocusFigure {
    static func run(_ scene: FocusScene, config: BenchConfig, report: FigureReport) {
        let moves = config.focusMovesPerBatch
        let bound = scene.bound
        let unbound = scene.unbound
        let state = scene.state
        var raw: [Double] = []
        var rawUnbound: [Double] = []
        var writes: [Double] = []
        var wrongFocus = false
        let sides: [() -> [Double]] = [
            {
                MoveTimer.sample(bound, count: moves) {
                    _ = gtk_widget_grab_focus($0 % 2 == 0 ? bound.second : bound.first)
                }
            },
            {
                let times = MoveTimer.sample(bound, count: moves) { state.wrappedValue = $0 % 2 == 0 ? 2 : 1 }
                if !bound.focusIsIn(moves % 2 == 0 ? bound.first : bound.second) { wrongFocus = true }
                return times
            },
            {
                MoveTimer.sample(unbound, count: moves) {
                    _ = gtk_widget_grab_focus($0 % 2 == 0 ? unbound.second : unbound.first)
                }
            },
        ]
        for repetition in 0...config.repetitions {
            // Alternate the order, so that no side always runs first.
            var times: [[Double]] = [[], [], []]
            for side in repetition % 2 == 0 ? [0, 1, 2] : [2, 1, 0] { times[side] = sides[side]() }
            guard repetition > 0 else { continue }  // warm-up
            raw += times[0]
            writes += times[1]
            rawUnbound += times[2]
        }
        if wrongFocus { report.comment("WARNING: a @FocusState write did not leave focus where expected") }
        let write = Stats.median(writes) / 1_000
        report.add(
            Figure(
                name: "programmatic_focus_change", value: write, unit: "us",
                baseline: Stats.median(raw) / 1_000,
                goal: .ratioAtMost(1.05),
                note: "@FocusState write vs raw gtk_widget_grab_focus, same bound entries"))
        report.add(
            Figure(
                name: "programmatic_focus_change_vs_unbound", value: write, unit: "us",
                baseline: Stats.median(rawUnbound) / 1_000,
                note: "informational: write vs raw grab in a window FocusKit does not track"))
    }
}
