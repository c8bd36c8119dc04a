import CGtk
import FocusKitGTK

/// Figure 6: latency from `Task { @MainActor in }` created inside a GTK signal handler to the
/// task's first line, through FocusKit's main-queue bridge (`MainQueueBridge`), p50 and p99.
///
/// Each sample is one `changed` handler of a `GtkEntry`, run by `gtk_editable_set_text` from a
/// GLib timeout source (a real main-loop callback), as typing would run it; the handler notes
/// the time and creates the task; the
/// task notes its start and schedules the next sample 1 ms later, so the main loop goes idle
/// (blocks in poll) between samples, as in an app.
@MainActor
enum MainActorHopFigure {
    /// The state of one run: samples so far and the time the last task was created.
    private final class Sampler {
        var started: UInt64 = 0
        var latencies: [Double] = []
        var remaining = 0
    }

    static func run(_ scene: FocusScene, config: BenchConfig, report: FigureReport) {
        MainQueueBridge.install()
        let sampler = Sampler()
        let warmUp = max(10, config.hopSamples / 20)
        sampler.remaining = config.hopSamples + warmUp
        let signals = SignalBag()
        let entry = scene.unbound.second
        var typed = 0
        // gtk_editable_set_text may emit `changed` twice (delete, insert): sample the first.
        var armed = false
        let type: @MainActor () -> Void = {
            typed += 1
            armed = true
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(entry)), "\(typed)")
        }
        signals.connect(entry, signal: "changed") { _ in
            guard armed else { return }
            armed = false
            sampler.started = BenchClock.now()
            Task { @MainActor in
                sampler.latencies.append(Double(BenchClock.now() - sampler.started))
                sampler.remaining -= 1
                if sampler.remaining > 0 {
                    GtkLoop.after(milliseconds: 1, type)
                }
            }
        }
        GtkLoop.after(milliseconds: 1, type)
        // Block in the main loop's poll, as g_application_run does (no polling loop here: it
        // would add its own sleep to the latency). A watchdog timeout ends a stalled run.
        var timedOut = false
        GtkLoop.after(milliseconds: UInt32(config.hopSamples) * 50 + 10_000) { timedOut = true }
        while sampler.remaining > 0, !timedOut { g_main_context_iteration(nil, 1) }
        let finished = sampler.remaining == 0
        signals.disconnectAll()
        if !finished {
            report.comment("WARNING: main-actor tasks stopped running (\(sampler.remaining) left)")
        }
        let samples = Array(sampler.latencies.dropFirst(warmUp))
        report.add(
            Figure(
                name: "main_actor_hop_p50", value: Stats.percentile(samples, 50) / 1_000, unit: "us",
                note:
                    "Task { @MainActor in } from a GTK changed handler to its start, \(samples.count) samples"
            ))
        report.add(
            Figure(
                name: "main_actor_hop_p99", value: Stats.percentile(samples, 99) / 1_000, unit: "us",
                goal: .valueBelow(1_000)))
    }
}
