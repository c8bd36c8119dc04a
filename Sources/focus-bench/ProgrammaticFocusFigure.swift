import CGtk
import FocusKit

/// Figure 1: what a user pays for FocusKit on a programmatic move. A `@FocusState` write that
/// moves focus between two bound entries, against the same GTK call FocusKit makes for an
/// entry the user has not edited (`gtk_widget_grab_focus`, which selects its text as GTK's
/// `gtk-entry-select-on-focus` asks) between the entries of an identical window FocusKit does
/// not track. Measured in interleaved blocks (``InterleavedComparison``), with an
/// A/A control: the raw call in the untracked window against its twin.
///
/// Only the synchronous call is timed (``MoveTimer``); the frame that restyles the entries is
/// GTK's and the same for both.
@MainActor
enum ProgrammaticFocusFigure {
    static func run(_ scene: FocusScene, config: BenchConfig, report: FigureReport) {
        let moves = config.focusMovesPerBatch
        let bound = scene.bound
        let state = scene.state
        var wrongFocus = false
        func writes() -> [Double] {
            let times = MoveTimer.sample(bound, count: moves) { trackedWrite(state, $0) }
            if !bound.focusIsIn(moves % 2 == 0 ? bound.first : bound.second) { wrongFocus = true }
            return times
        }
        func raw(_ pair: EntryPairWindow) -> [Double] {
            MoveTimer.sample(pair, count: moves) { untrackedGrab(pair, $0) }
        }
        let goalLine = InterleavedComparison.run(
            pairs: config.repetitions, a: { writes() }, b: { raw(scene.unbound) })
        let control = InterleavedComparison.run(
            pairs: config.repetitions, a: { raw(scene.control) }, b: { raw(scene.unbound) })
        if wrongFocus { report.comment("WARNING: a @FocusState write did not leave focus where expected") }
        report.add(
            goalLine.figure(
                name: "programmatic_focus_change_vs_unbound", goal: .ratioAtMost(1.05),
                note: "@FocusState write vs raw gtk_widget_grab_focus in an untracked window"
            ))
        report.add(
            control.figure(
                name: "programmatic_focus_change_aa_control",
                note: "A/A control: the raw grab in two identical untracked windows"))

        let counts = AllocationFigures.Counts(
            tracked: MoveTimer.allocations(bound, count: moves, profile: "programmatic-tracked") {
                trackedWrite(state, $0)
            },
            untracked: MoveTimer.allocations(scene.unbound, count: moves, profile: "programmatic-untracked") {
                untrackedGrab(scene.unbound, $0)
            },
            control: MoveTimer.allocations(
                scene.control, count: moves, profile: "programmatic-control-allocations"
            ) {
                untrackedGrab(scene.control, $0)
            })
        AllocationFigures.add(
            counts, name: "allocations_per_programmatic_write",
            controlName: "allocations_programmatic_aa_control",
            moves: "move", sides: ("write", "raw grab"), to: report)
    }

    /// The write of move `index`: to the second entry on even moves, the first on odd ones.
    /// Not inlined, so that a profile finds it (`--toggle-collect='*trackedWrite*'`).
    @inline(never)
    static func trackedWrite(_ state: FocusState<Int?>, _ index: Int) {
        state.wrappedValue = index % 2 == 0 ? 2 : 1
    }

    /// The raw GTK call of move `index`, the one FocusKit makes for an entry the user has not
    /// edited (`GtkFocusHost`: an edited one keeps its caret through
    /// `gtk_entry_grab_focus_without_selecting`). Not inlined
    /// (`--toggle-collect='*untrackedGrab*'`).
    @inline(never)
    static func untrackedGrab(_ pair: EntryPairWindow, _ index: Int) {
        _ = gtk_widget_grab_focus(index % 2 == 0 ? pair.second : pair.first)
    }
}
