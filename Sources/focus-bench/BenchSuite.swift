import CGtk
import FocusKitGTK
import Foundation

/// Runs the figures in order and prints a summary.
///
/// The headless figures (3 and 4) run before GTK starts, so the memory figure reads a small
/// process; the in-process GTK figures (1, 2, 5, 6) follow; the child-process figures (7, 8)
/// come last. Exit status: 0 when every figure was measured (goals missed or not; the report
/// says which), 1 when GTK has no display, 2 when a figure could not be measured.
@MainActor
struct BenchSuite {
    let config: BenchConfig

    func run() -> Int32 {
        let report = FigureReport()
        report.comment(
            "focus-bench \(config.quick ? "quick smoke run" : "full run"): "
                + "NAME value unit [baseline=… ratio=…] [goal=… PASS|MISS] [# note]")

        let wanted = config.figures
        if wanted.contains(3) { ScaleFigure.run(config: config, report: report) }
        if wanted.contains(4) { MemoryFigure.run(config: config, report: report) }

        // GTK's accessibility bridge sends every focus change over D-Bus to the AT-SPI
        // registry: two thirds of a move's cost on this machine and most of its noise, paid
        // alike with and without FocusKit. Off by default for the in-process figures (which
        // makes their ratios stricter); set GTK_A11Y yourself to keep it.
        let a11yWasSet = ProcessInfo.processInfo.environment["GTK_A11Y"] != nil
        if !a11yWasSet { setenv("GTK_A11Y", "none", 1) }
        guard GtkRuntime.initializeIfPossible() else {
            report.comment(
                "no display: run under a display, e.g. scripts/with-display .build/release/focus-bench")
            return 1
        }
        if !wanted.isDisjoint(with: [1, 2, 5, 6]) {
            let scene = FocusScene()
            if wanted.contains(1) { ProgrammaticFocusFigure.run(scene, config: config, report: report) }
            if wanted.contains(2) { UserFocusFigure.run(scene, config: config, report: report) }
            if wanted.contains(5) { RerenderFigure.run(config: config, report: report) }
            if wanted.contains(6) { MainActorHopFigure.run(scene, config: config, report: report) }
            scene.tearDown()
        }
        if !wanted.isDisjoint(with: [7, 8, 10, 11]) {
            // The child programs run with GTK's defaults (accessibility bridge on, as on a desktop).
            if !a11yWasSet { unsetenv("GTK_A11Y") }
            let environment = ChildEnvironment.make()
            defer { environment.remove() }
            if wanted.contains(7) { IdleWakeupsFigure.run(environment, config: config, report: report) }
            if wanted.contains(8) { StartupFigure.run(environment, config: config, report: report) }
            if wanted.contains(10) { ListFigure.run(environment, config: config, report: report) }
            if wanted.contains(11) { InstructionsFigure.run(environment, config: config, report: report) }
        }

        let unmeasured = report.figures.filter { $0.value.isNaN }
        let misses = report.misses.filter { !$0.value.isNaN }
        report.comment(
            "\(report.figures.count) figures, \(misses.count) goals missed"
                + (misses.isEmpty ? "" : ": " + misses.map(\.name).joined(separator: ", ")))
        return unmeasured.isEmpty ? 0 : 2
    }
}
