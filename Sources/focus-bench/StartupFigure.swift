import Foundation

/// Figure 8: `login-form` from exec to its first window on screen, against the raw-GTK
/// baseline (``RawLoginProgram``) with the same widgets.
///
/// login-form's own `--screenshot PATH` mode is the probe: it saves the first window once it
/// has painted twice and exits, so exec → exit covers start-up, the first window mapped and
/// painted, one PNG save and shut-down. The baseline runs the identical screenshot procedure,
/// so the extra steps are the same on both sides and the ratio is the start-up difference
/// (diluted slightly by the shared fixed cost). Login-form itself is not modified for the
/// benchmark. Launches alternate; one warm-up launch each fills the page cache.
@MainActor
enum StartupFigure {
    static func run(_ environment: ChildEnvironment, config: BenchConfig, report: FigureReport) {
        guard let loginForm = environment.loginForm else {
            report.add(
                Figure(
                    name: "startup_first_window", value: .nan, unit: "ms", goal: .ratioAtMost(1.3),
                    note: "login-form not built: run `swift build -c release` first"))
            return
        }
        var app: [Double] = []
        var raw: [Double] = []
        var failures = 0
        for repetition in 0...config.startupRepetitions {
            let order = repetition % 2 == 0 ? [true, false] : [false, true]
            for isApp in order {
                let shot = environment.path(isApp ? "app.png" : "raw.png")
                let (path, arguments) =
                    isApp
                    ? (loginForm, ["--screenshot", shot])
                    : (environment.bench, ["--child", "raw-login", "--screenshot", shot])
                let start = BenchClock.now()
                guard let child = ChildProcess.spawn(path, arguments, environment: environment.variables)
                else {
                    failures += 1
                    continue
                }
                let status = child.wait()
                let elapsed = Double(BenchClock.now() - start) / 1e6
                if status != 0 { failures += 1 }
                guard repetition > 0 else { continue }  // warm-up
                if isApp { app.append(elapsed) } else { raw.append(elapsed) }
            }
        }
        if failures > 0 { report.comment("WARNING: \(failures) launches failed or exited non-zero") }
        report.add(
            Figure(
                name: "startup_first_window", value: Stats.median(app), unit: "ms",
                baseline: Stats.median(raw),
                goal: .ratioAtMost(1.3),
                note: "login-form --screenshot vs raw GTK, exec to exit after first frames"))
    }
}
