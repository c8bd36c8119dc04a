import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Figure 7: wake-ups of an idle `login-form` window against the raw-GTK baseline
/// (``RawLoginProgram``) with the same widgets, counted as `poll`/`ppoll` calls of every
/// thread while the window sits idle.
///
/// Each program is started in its own process (same environment, caret blinking off, see
/// ``ChildEnvironment``), left to settle, then `strace -f -c -e trace=poll,ppoll -p PID` is
/// attached for the idle window. Without `strace` the voluntary context switches of all its
/// threads (`/proc/PID/task/*/status`) are counted instead; the line says which.
@MainActor
enum IdleWakeupsFigure {
    static func run(_ environment: ChildEnvironment, config: BenchConfig, report: FigureReport) {
        guard let loginForm = environment.loginForm else {
            report.add(
                Figure(
                    name: "idle_wakeups", value: .nan, unit: "calls", goal: .ratioAtMost(1.05),
                    note: "login-form not built: run `swift build -c release` first"))
            return
        }
        let strace = ["/usr/bin/strace", "/bin/strace"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let settle = config.quick ? 1.5 : 3.0
        var app: [Double] = []
        var raw: [Double] = []
        for repetition in 0..<config.idleRepetitions {
            let programs: [(String, [String], Bool)] = [
                (loginForm, [], true), (environment.bench, ["--child", "raw-login"], false),
            ]
            for (path, arguments, isApp) in repetition % 2 == 0 ? programs : programs.reversed() {
                guard let child = ChildProcess.spawn(path, arguments, environment: environment.variables)
                else { continue }
                usleep(UInt32(settle * 1e6))
                let count = wakeUps(
                    of: child.pid, seconds: config.idleSeconds, strace: strace, environment: environment)
                child.terminate()
                if isApp { app.append(count) } else { raw.append(count) }
            }
        }
        let method = strace != nil ? "poll+ppoll calls (strace -f -c)" : "voluntary context switches"
        report.add(
            Figure(
                name: "idle_wakeups", value: Stats.median(app), unit: strace != nil ? "calls" : "switches",
                baseline: Stats.median(raw), goal: .ratioAtMost(1.05),
                note:
                    "login-form vs raw GTK, idle \(Figure.format(config.idleSeconds)) s, \(method), caret blink off"
            ))
    }

    /// Counts the process's wake-ups over `seconds`.
    private static func wakeUps(
        of pid: pid_t, seconds: Double, strace: String?, environment: ChildEnvironment
    )
        -> Double
    {
        guard let strace else {
            let before = contextSwitches(of: pid)
            usleep(UInt32(seconds * 1e6))
            return Double(contextSwitches(of: pid) - before)
        }
        let output = environment.path("strace-\(pid).txt")
        guard
            let tracer = ChildProcess.spawn(
                strace, ["-f", "-c", "-e", "trace=poll,ppoll", "-o", output, "-p", "\(pid)"],
                environment: environment.variables)
        else { return .nan }
        usleep(UInt32(seconds * 1e6))
        tracer.signal(SIGINT)
        tracer.wait()
        return pollCalls(inSummary: (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    /// The `calls` column of the poll and ppoll rows of an `strace -c` summary.
    static func pollCalls(inSummary summary: String) -> Double {
        var calls = 0.0
        for line in summary.split(separator: "\n") {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let name = columns.last, name == "poll" || name == "ppoll", columns.count >= 5,
                let count = Double(columns[3])
            else { continue }
            calls += count
        }
        return calls
    }

    /// The sum of `voluntary_ctxt_switches` over the process's threads.
    private static func contextSwitches(of pid: pid_t) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var total = 0
        for task in tasks {
            guard
                let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            else { continue }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.split(separator: "\t").last ?? "") ?? 0
            }
        }
        return total
    }
}
