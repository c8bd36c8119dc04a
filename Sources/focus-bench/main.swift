import CGtk
import FocusKitGTK
import FocusUI
import Foundation

// focus-bench: FocusKit's cost next to GTK, measured side by side in one run (BENCHMARKS.md).
//
//   focus-bench            full run (about 3 minutes), for people
//   focus-bench --quick    smoke run for CI (also FOCUS_BENCH_QUICK=1): every figure, briefly
//   focus-bench --only 1,2 only these figures (for profiling)
//   focus-bench --child raw-login [--screenshot PATH]
//                          the raw-GTK baseline program of figures 7 and 8 (started by the
//                          benchmark itself)
//   focus-bench --child instructions --moves N
//                          the moves of figure 11, run by the benchmark under callgrind
//   focus-bench --child list-app --rows N --mode MODE --start USEC --out FILE
//                          the FocusUI side of figure 10 (lists), measured as its raw-GTK
//                          baseline focus-bench-rawlist is
//
// Needs a display (run headless with scripts/with-display) and, for figures 7 and 8, the
// login-form executable built next to this one (`swift build -c release`).

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--child"), arguments.dropFirst(index + 1).first == "raw-login" {
    let screenshot = arguments.firstIndex(of: "--screenshot").flatMap { arguments.dropFirst($0 + 1).first }
    let status = MainActor.assumeIsolated { RawLoginProgram(screenshotPath: screenshot).run() }
    exit(status)
}

if let index = arguments.firstIndex(of: "--child"), arguments.dropFirst(index + 1).first == "list-app" {
    MainActor.assumeIsolated {
        ListBenchModel.options = ListBenchOptions.parse(Array(arguments.dropFirst(index + 2)))
    }
    exit(ListBenchApp.run(options: AppRunOptions(applicationID: "org.focuskit.BenchList")))
}

if let index = arguments.firstIndex(of: "--child"), arguments.dropFirst(index + 1).first == "instructions" {
    let moves = arguments.firstIndex(of: "--moves").flatMap { arguments.dropFirst($0 + 1).first }.flatMap {
        Int($0)
    }
    exit(MainActor.assumeIsolated { InstructionsChild.run(moves: moves ?? 40) })
}

let config = BenchConfig.current(arguments: arguments, environment: ProcessInfo.processInfo.environment)
let status = MainActor.assumeIsolated { BenchSuite(config: config).run() }
exit(status)
