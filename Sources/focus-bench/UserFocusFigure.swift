import CGtk
import FocusKit

/// Figure 2: focus moved by GTK itself, as Tab and Shift+Tab do
/// (`gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD / BACKWARD)`), in the window whose
/// entries are registered against the identical window with nothing registered.
///
/// The difference is FocusKit observing user moves: the focus controllers on each field, the
/// window's `notify::focus-widget` handler, the coordinator deriving and committing the state.
@MainActor
enum UserFocusFigure {
    static func run(_ scene: FocusScene, config: BenchConfig, report: FigureReport) {
        let moves = config.focusMovesPerBatch
        var registered: [Double] = []
        var none: [Double] = []
        var controllers: [Double] = []
        var wrongFocus = false
        func batch(_ pair: EntryPairWindow) -> [Double] {
            let times = MoveTimer.sample(pair, count: moves) {
                _ = gtk_widget_child_focus(
                    pair.widget, $0 % 2 == 0 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
            }
            if !pair.focusIsIn(moves % 2 == 0 ? pair.first : pair.second) { wrongFocus = true }
            return times
        }
        let windows = [scene.bound, scene.unbound, scene.controllersOnly]
        for repetition in 0...config.repetitions {
            // Alternate the order, so that no window always runs first.
            var times: [[Double]] = [[], [], []]
            for index in repetition % 2 == 0 ? [0, 1, 2] : [2, 1, 0] { times[index] = batch(windows[index]) }
            guard repetition > 0 else { continue }  // warm-up
            registered += times[0]
            none += times[1]
            controllers += times[2]
        }
        if wrongFocus { report.comment("WARNING: Tab / Shift+Tab did not end where expected") }
        if scene.state.wrappedValue != (moves % 2 == 0 ? 1 : 2) {
            report.comment("WARNING: the state did not follow the user's moves")
        }
        report.add(
            Figure(
                name: "user_focus_change", value: Stats.median(registered) / 1_000, unit: "us",
                baseline: Stats.median(none) / 1_000, goal: .ratioAtMost(1.05),
                note: "Tab/Shift+Tab with 2 fields registered vs none registered"))
        report.add(
            Figure(
                name: "user_focus_change_gtk_controllers_only", value: Stats.median(controllers) / 1_000,
                unit: "us",
                baseline: Stats.median(none) / 1_000,
                note: "informational: only the GtkEventControllerFocus objects FocusKit adds, no handlers"))
    }
}
