/// Figure 9's two lines for one kind of move: the heap allocations FocusKit adds per move (the
/// tracked window's count against the untracked window's, goal 0) and the A/A control (the
/// untracked window's twin against it), which shows how far GTK's own count moves between two
/// identical windows: the noise of the first line.
@MainActor
enum AllocationFigures {
    /// Counts per move, as ``MoveTimer/allocations(_:count:profile:framePerMove:move:)``
    /// returns them.
    struct Counts {
        var tracked: Double
        var untracked: Double
        var control: Double
    }

    /// Adds both lines. `moves` names the move in the notes ("move", "Tab"); `sides` names the
    /// tracked and untracked sides ("write", "raw grab").
    static func add(
        _ counts: Counts, name: String, controlName: String, moves: String, sides: (String, String),
        to report: FigureReport
    ) {
        report.add(
            Figure(
                name: name, value: counts.tracked - counts.untracked, unit: "allocs", goal: .valueAtMost(0),
                note:
                    "heap allocations per \(moves) added by FocusKit (\(sides.0) \(Figure.format(counts.tracked)), "
                    + "\(sides.1) \(Figure.format(counts.untracked)) in GTK itself)"))
        report.add(
            Figure(
                name: controlName, value: counts.control - counts.untracked, unit: "allocs",
                note:
                    "A/A control: two identical untracked windows "
                    + "(\(Figure.format(counts.control)) against \(Figure.format(counts.untracked)))"))
    }
}
