import Foundation

/// Figure 11: instructions per focus move, counted by callgrind: a `@FocusState` write and a
/// Tab in the tracked window against the same GTK call in an untracked window (figures 1 and 2
/// in instructions), with an A/A control (the untracked window against its twin).
///
/// An instruction count does not move with the machine's load, so a change is judged on it
/// where a timed ratio's spread is too wide to tell; it leaves out cache misses and waiting,
/// which is why figures 1 and 2 stay the goals in time. This process starts itself under
/// `valgrind --tool=callgrind --collect-atstart=no` (``InstructionsChild``), so that only the
/// moves are counted, and reads the dump of each side.
@MainActor
enum InstructionsFigure {
    static func run(_ environment: ChildEnvironment, config: BenchConfig, report: FigureReport) {
        let moves = config.focusMovesPerBatch
        guard let counts = count(environment, moves: moves) else { return unmeasured(report) }
        func perMove(_ side: InstructionsChild.Side) -> Double {
            counts[side].map { $0 / Double(moves) } ?? .nan
        }
        let lines: [(String, InstructionsChild.Side, InstructionsChild.Side, Goal, String)] = [
            (
                "instructions_per_programmatic_write", .programmaticTracked, .programmaticUntracked,
                .ratioAtMost(1.05),
                "@FocusState write vs raw gtk_widget_grab_focus in an untracked window"
            ),
            (
                "instructions_programmatic_aa_control", .programmaticControl, .programmaticUntracked,
                .none, "A/A control: the raw grab in two identical untracked windows"
            ),
            (
                "instructions_per_user_move", .userTracked, .userUntracked, .ratioAtMost(1.05),
                "Tab/Shift+Tab with 2 fields registered vs an untracked window"
            ),
            (
                "instructions_user_aa_control", .userControl, .userUntracked, .none,
                "A/A control: two identical untracked windows"
            ),
        ]
        for (name, side, baseline, goal, note) in lines {
            report.add(
                Figure(
                    name: name, value: perMove(side), unit: "instr", baseline: perMove(baseline), goal: goal,
                    note: note + ", callgrind, \(moves) moves"))
        }
    }

    /// Runs ``InstructionsChild`` under callgrind and returns the instructions of each measured
    /// side, or nil when valgrind is missing or the child failed.
    private static func count(_ environment: ChildEnvironment, moves: Int) -> [InstructionsChild.Side:
        Double]?
    {
        guard
            let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        let output = environment.path("callgrind.out")
        let stale = (try? FileManager.default.contentsOfDirectory(atPath: environment.directory.path)) ?? []
        for file in stale where file.hasPrefix("callgrind.out") {
            try? FileManager.default.removeItem(atPath: environment.path(file))
        }
        var variables = environment.variables
        // GTK's GL renderer runs on Mesa's llvmpipe threads, which valgrind makes about ten times
        // slower; the cairo renderer paints both sides alike, on the main thread.
        variables["GSK_RENDERER"] = "cairo"
        guard
            let child = ChildProcess.spawn(
                valgrind,
                [
                    "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
                    "--callgrind-out-file=\(output)", readableCopy(of: environment.bench, in: environment),
                    "--child", "instructions", "--moves", "\(moves)",
                ], environment: variables), child.wait(timeout: 600) == 0
        else { return nil }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: environment.directory.path)) ?? []
        var counts: [InstructionsChild.Side: Double] = [:]
        for file in files where file.hasPrefix("callgrind.out") {
            guard let text = try? String(contentsOfFile: environment.path(file), encoding: .utf8),
                let (name, instructions) = dump(text), let side = InstructionsChild.Side(rawValue: name)
            else { continue }
            counts[side] = instructions
        }
        return counts.count == InstructionsChild.Side.allCases.count ? counts : nil
    }

    /// A copy of the executable without its debug information, which valgrind 3.19 cannot read
    /// in a Swift 6.3 release build (DWARF 5: "debuginfo reader: Possibly corrupted debuginfo
    /// file", and valgrind exits); the symbol table stays, so a profile still names functions.
    /// The executable itself when `objcopy` (binutils) is missing.
    private static func readableCopy(of executable: String, in environment: ChildEnvironment) -> String {
        let copy = environment.path("focus-bench-stripped")
        guard ExternalTool.run(["objcopy", "--strip-debug", executable, copy]) else { return executable }
        return copy
    }

    /// The name a dump was taken under (`desc: Trigger: Client Request: NAME`) and its
    /// instruction count (`summary:`, the first event, `Ir`).
    static func dump(_ text: String) -> (String, Double)? {
        var name: String?
        var instructions: Double?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("desc: Trigger: Client Request: ") {
                name = String(line.dropFirst("desc: Trigger: Client Request: ".count))
            } else if line.hasPrefix("summary:") || (instructions == nil && line.hasPrefix("totals:")) {
                instructions = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            }
        }
        guard let name, let instructions else { return nil }
        return (name, instructions)
    }

    private static func unmeasured(_ report: FigureReport) {
        for name in ["instructions_per_programmatic_write", "instructions_per_user_move"] {
            report.add(
                Figure(
                    name: name, value: .nan, unit: "instr", goal: .ratioAtMost(1.05),
                    note: "valgrind not installed (package valgrind) or its run failed"))
        }
    }
}
