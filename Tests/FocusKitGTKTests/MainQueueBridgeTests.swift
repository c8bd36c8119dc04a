import CGtk
import Dispatch
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract, "Swift on Linux facts": with the bridge installed, main-actor and main-queue work
/// runs while only the GLib main context is iterated. These tests need no display: they drive
/// the default GLib main context directly, exactly as `g_application_run` does.
///
/// Plain (non-isolated) XCTest methods run on the main thread; `MainActor.assumeIsolated`
/// enters the main actor there (marking XCTest methods `@MainActor` breaks discovery).
final class MainQueueBridgeTests: XCTestCase {
    func testTaskAndDispatchScheduledFromGLibCallbackRunWhileIteratingMainContext() {
        MainActor.assumeIsolated {
            MainQueueBridge.install()
            let probe = Probe()
            MainLoopIdle.once {
                probe.scheduledAt = g_get_monotonic_time()
                Task { @MainActor in probe.taskAt = g_get_monotonic_time() }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { probe.dispatchAt = g_get_monotonic_time() }
                }
            }
            XCTAssertTrue(MainContextPump.run { probe.taskAt != nil && probe.dispatchAt != nil })
            if let scheduled = probe.scheduledAt, let task = probe.taskAt, let dispatch = probe.dispatchAt {
                print(
                    "hop latency from GLib callback: Task \(task - scheduled) µs, main.async \(dispatch - scheduled) µs"
                )
            }
        }
    }

    func testTaskScheduledFromActivateRunsUnderApplicationRun() {
        MainActor.assumeIsolated {
            MainQueueBridge.install()
            // A plain GApplication: g_application_run owns the main loop exactly as
            // GtkApplication does, but needs no display.
            let app = g_application_new("org.focuskit.BridgeTest", G_APPLICATION_NON_UNIQUE)!
            defer { g_object_unref(app) }
            let probe = Probe()
            let activate = SignalConnection.connect(app, signal: "activate") { instance in
                let application = focuskit_as_g_application(UnsafeMutableRawPointer(instance))
                g_application_hold(application)
                Task { @MainActor in
                    probe.taskAt = g_get_monotonic_time()
                    DispatchQueue.main.async {
                        MainActor.assumeIsolated { probe.dispatchAt = g_get_monotonic_time() }
                        g_application_release(application)  // last hold: g_application_run returns
                    }
                }
            }
            defer { activate.disconnect() }
            let status = g_application_run(app, 0, nil)
            XCTAssertEqual(status, 0)
            XCTAssertNotNil(probe.taskAt)
            XCTAssertNotNil(probe.dispatchAt)
        }
    }

    func testMainActorRunFromDetachedTaskCompletes() {
        MainActor.assumeIsolated {
            MainQueueBridge.install()
            let probe = Probe()
            Task.detached {
                // Hops from a global-executor thread back to the main actor: only possible if
                // the main queue is drained by the GLib loop.
                await MainActor.run { probe.taskAt = g_get_monotonic_time() }
            }
            XCTAssertTrue(MainContextPump.run { probe.taskAt != nil })
        }
    }

    func testWithoutBridgeMainQueueWorkWaitsAndRunsOnceInstalled() {
        MainActor.assumeIsolated {
            MainQueueBridge.uninstall()
            defer { MainQueueBridge.install() }
            let probe = Probe()
            Task { @MainActor in probe.taskAt = g_get_monotonic_time() }
            // Negative control: iterating GLib alone never drains the Dispatch main queue.
            XCTAssertFalse(MainContextPump.run(timeout: 0.2) { probe.taskAt != nil })
            XCTAssertFalse(MainQueueBridge.isInstalled)
            // Work enqueued before installation is not lost: the eventfd is still signalled.
            MainQueueBridge.install()
            XCTAssertTrue(MainContextPump.run { probe.taskAt != nil })
        }
    }

    func testInstallIsIdempotent() {
        MainActor.assumeIsolated {
            MainQueueBridge.install()
            MainQueueBridge.install()
            XCTAssertTrue(MainQueueBridge.isInstalled)
            let probe = Probe()
            DispatchQueue.main.async { MainActor.assumeIsolated { probe.count += 1 } }
            XCTAssertTrue(MainContextPump.run { probe.count == 1 })
            MainContextPump.drainPending()
            XCTAssertEqual(probe.count, 1)
        }
    }

    func testHopLatencyIsMeasured() {
        MainActor.assumeIsolated {
            MainQueueBridge.install()
            var taskSamples: [gint64] = []
            var dispatchSamples: [gint64] = []
            for _ in 0..<200 {
                let probe = Probe()
                let start = g_get_monotonic_time()
                Task { @MainActor in probe.taskAt = g_get_monotonic_time() }
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { probe.dispatchAt = g_get_monotonic_time() }
                }
                XCTAssertTrue(MainContextPump.run { probe.taskAt != nil && probe.dispatchAt != nil })
                taskSamples.append((probe.taskAt ?? start) - start)
                dispatchSamples.append((probe.dispatchAt ?? start) - start)
            }
            // Reported, not asserted: latency depends on machine load.
            print("hop latency (µs) Task: \(latencySummary(taskSamples))")
            print("hop latency (µs) DispatchQueue.main.async: \(latencySummary(dispatchSamples))")
        }
    }

    func testTaskScheduledFromGtkSignalHandlerRuns() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            MainQueueBridge.install()
            let button = gtk_button_new_with_label("Hop")!
            g_object_ref_sink(button)
            defer { g_object_unref(button) }
            let probe = Probe()
            let connection = SignalConnection.connect(button, signal: "clicked") { _ in
                Task { @MainActor in probe.taskAt = g_get_monotonic_time() }
            }
            defer { connection.disconnect() }
            emitClicked(button)
            XCTAssertNil(probe.taskAt, "the Task must not run synchronously inside the emission")
            XCTAssertTrue(MainContextPump.run { probe.taskAt != nil })
        }
    }

}

/// Main-actor state shared between a test and the work it schedules.
@MainActor
private final class Probe {
    var scheduledAt: gint64?
    var taskAt: gint64?
    var dispatchAt: gint64?
    var count = 0
}

/// Median, mean and maximum of latency samples in microseconds.
private func latencySummary(_ samples: [gint64]) -> String {
    let sorted = samples.sorted()
    guard let maximum = sorted.last else { return "no samples" }
    let mean = Double(sorted.reduce(0, +)) / Double(sorted.count)
    return "median \(sorted[sorted.count / 2]), mean \(Int(mean)), max \(maximum) (n=\(sorted.count))"
}
