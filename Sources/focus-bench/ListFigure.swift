import CGtk
import FocusKitGTK
import FocusUI
import Foundation

/// Figure 10 (issue 24): a `List` of the shape against a raw GTK `GtkListView` program
/// (`focus-bench-rawlist`, plain C, a lazy `GListModel`), both started as child processes in
/// the same run with the same environment, alternating: first frame with 100 and 1,000,000
/// rows, peak memory, Down held through 10,000 rows (real key events from xdotool, time per
/// focus move), a program's focus write to the last row from the first (to the frame that
/// shows it), and a row inserted at the top (to the next frame). The first frame and the Down
/// move are also measured against the raw program in FocusUI's window (`--window adwaita`:
/// libadwaita, its own frame drawn as FocusUI draws it, a header bar), which tells the list's
/// cost from the window's.
@MainActor
enum ListFigure {
    /// One side: the FocusUI child or the raw GTK one.
    private struct Side {
        let name: String
        let path: String
        let prefix: [String]
    }

    /// What one child reported (`first_frame_ms`, its peak memory `peak_kb`, …).
    private struct Run {
        var values: [String: Double] = [:]
    }

    static func run(_ environment: ChildEnvironment, config: BenchConfig, report: FigureReport) {
        let raw = URL(fileURLWithPath: environment.bench).deletingLastPathComponent()
            .appendingPathComponent("focus-bench-rawlist").path
        guard FileManager.default.isExecutableFile(atPath: raw) else {
            report.comment("figure 10 skipped: focus-bench-rawlist not built next to focus-bench")
            return
        }
        // Its children press Down with xdotool and place windows as X11 does; on Wayland they
        // wait for keys that never come. Measured on X11 only.
        let onWayland =
            gdk_display_get_default().map { focuskit_is_wayland_display($0) != 0 }
            ?? (g_getenv("WAYLAND_DISPLAY") != nil && g_getenv("DISPLAY") == nil)
        if onWayland {
            report.comment("figure 10 skipped on Wayland: its children drive the list with xdotool (X11)")
            return
        }
        let app = Side(name: "app", path: environment.bench, prefix: ["--child", "list-app"])
        let gtk = Side(name: "raw", path: raw, prefix: [])
        // With FocusUI's window frame where GTK would shade libadwaita's over the whole window
        // (`GtkQuirk.insetShadowShadesTheWholeWindow`): the same window, drawn the same way.
        var sameWindowArguments = ["--window", "adwaita"]
        let frameCSS = environment.path("window-frame.css")
        if GtkQuirk.insetShadowShadesTheWholeWindow.applies,
            FileManager.default.createFile(
                atPath: frameCSS, contents: Data(GtkWindowFrameStyleSheet.css.utf8))
        {
            sameWindowArguments += ["--frame-css", frameCSS]
        }
        let sameWindow = Side(name: "raw-adwaita", path: raw, prefix: sameWindowArguments)
        let repetitions = config.quick ? 2 : 5
        let million = 1_000_000

        // First frame and memory, 100 and 1,000,000 rows, alternating sides.
        var firstFrame: [String: [Double]] = [:]
        var memory: [String: [Double]] = [:]
        for repetition in 0...repetitions {
            for rows in [100, million] {
                let sides = rows == million ? [app, gtk, sameWindow] : [app, gtk]
                for side in repetition % 2 == 0 ? sides : sides.reversed() {
                    guard let result = launch(side, rows: rows, mode: "first-frame", environment: environment)
                    else {
                        continue
                    }
                    guard repetition > 0 else { continue }  // warm-up
                    let key = "\(side.name)-\(rows)"
                    firstFrame[key, default: []].append(result.values["first_frame_ms"] ?? .nan)
                    memory[key, default: []].append((result.values["peak_kb"] ?? .nan) / 1024)
                }
            }
        }
        func median(_ key: String, _ table: [String: [Double]]) -> Double {
            table[key].map(Stats.median) ?? .nan
        }
        report.add(
            Figure(
                name: "list_first_frame_100", value: median("app-100", firstFrame), unit: "ms",
                baseline: median("raw-100", firstFrame), note: "exec to second painted frame, 100 rows"))
        report.add(
            Figure(
                name: "list_first_frame_1m", value: median("app-\(million)", firstFrame), unit: "ms",
                baseline: median("raw-\(million)", firstFrame), goal: .ratioAtMost(1.2),
                note: "1,000,000 rows against raw GtkListView"))
        report.add(
            Figure(
                name: "list_first_frame_1m_same_window", value: median("app-\(million)", firstFrame),
                unit: "ms",
                baseline: median("raw-adwaita-\(million)", firstFrame),
                note: "1,000,000 rows against raw GtkListView in FocusUI's window (libadwaita, header bar)"))
        report.add(
            Figure(
                name: "list_first_frame_growth", value: median("app-\(million)", firstFrame), unit: "ms",
                baseline: median("app-100", firstFrame), goal: .ratioAtMost(1.5),
                note: "1,000,000 rows against 100 rows, FocusUI"))
        let appMemory = median("app-\(million)", memory) - median("app-100", memory)
        let rawMemory = median("raw-\(million)", memory) - median("raw-100", memory)
        report.add(
            Figure(
                name: "list_memory_1m", value: appMemory, unit: "MB", baseline: rawMemory,
                goal: .valueAtMost(150),
                note: "peak RSS with 1,000,000 rows minus with 100 (data included); baseline raw GTK's"))

        // Down held, far write, insert: one child per measurement, alternating.
        let moves = config.quick ? 1_000 : 10_000
        var perMove: [String: [Double]] = [:]
        var farWrite: [String: [Double]] = [:]
        var insert: [String: [Double]] = [:]
        let interactiveRepetitions = config.quick ? 1 : 3
        for repetition in 0..<interactiveRepetitions {
            let movers = [app, gtk, sameWindow]
            for side in repetition % 2 == 0 ? movers : movers.reversed() {
                if let result = launch(
                    side, rows: million, mode: "downs", environment: environment,
                    extra: ["--moves", String(moves)]),
                    let value = result.values["per_move_us"]
                {
                    perMove[side.name, default: []].append(value)
                }
                guard side.name != sameWindow.name else { continue }
                if let result = launch(side, rows: million, mode: "far-write", environment: environment),
                    let value = result.values["far_write_ms"]
                {
                    farWrite[side.name, default: []].append(value)
                }
                for rows in [100, million] {
                    if let result = launch(side, rows: rows, mode: "insert", environment: environment),
                        let value = result.values["insert_ms"]
                    {
                        insert["\(side.name)-\(rows)", default: []].append(value)
                    }
                }
            }
        }
        report.add(
            Figure(
                name: "list_down_move", value: median("app", perMove), unit: "us",
                baseline: median("raw", perMove),
                goal: .ratioAtMost(1.2),
                note: "Down held through \(moves) rows of 1,000,000 (xdotool), per move"))
        report.add(
            Figure(
                name: "list_down_move_same_window", value: median("app", perMove), unit: "us",
                baseline: median("raw-adwaita", perMove),
                note: "the Down move against raw GtkListView in FocusUI's window (libadwaita, header bar)"))
        report.add(
            Figure(
                name: "list_far_focus_write", value: median("app", farWrite), unit: "ms",
                baseline: median("raw", farWrite), goal: .ratioAtMost(1.2),
                note:
                    "focus write to row 999,999 from row 0, to the frame showing it (raw: scroll-to-item + grab)"
            ))
        report.add(
            Figure(
                name: "list_insert_top_1m", value: median("app-\(million)", insert), unit: "ms",
                baseline: median("raw-\(million)", insert),
                note: "a row inserted at the top of 1,000,000, to the next frame"))
        report.add(
            Figure(
                name: "list_insert_top_growth", value: median("app-\(million)", insert), unit: "ms",
                baseline: median("app-100", insert), goal: .ratioAtMost(1.5),
                note: "the insert at 1,000,000 rows against 100 rows, FocusUI (O(1) in the length)"))
    }

    /// Starts one child, waits for it (at most a minute), and reads what it wrote.
    private static func launch(
        _ side: Side, rows: Int, mode: String, environment: ChildEnvironment, extra: [String] = []
    ) -> Run? {
        let out = environment.path("list-\(side.name)-\(mode)-\(rows).txt")
        try? FileManager.default.removeItem(atPath: out)
        let start = g_get_monotonic_time()
        let arguments =
            side.prefix + [
                "--rows", String(rows), "--mode", mode, "--start", String(start), "--out", out,
            ] + extra
        guard let child = ChildProcess.spawn(side.path, arguments, environment: environment.variables) else {
            return nil
        }
        let status = child.wait(timeout: 60)
        guard status == 0, let text = try? String(contentsOfFile: out, encoding: .utf8) else { return nil }
        var run = Run()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { run.values[String(parts[0])] = value }
        }
        return run
    }
}
