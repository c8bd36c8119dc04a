import BenchAllocationCounter
import CGtk
import FocusKitGTK
import FocusUI

/// Figure 5: a `@State` change that re-evaluates a form of 100 `ForEach` fields and updates
/// GTK, against the same change in a form of 10 fields; and the same change in a form of 1,000
/// fields, which must fit in a 60 Hz frame (16 ms).
///
/// Each form is mounted with FocusUI's `ViewHost` on `GtkViewBackend` in its own shown window.
/// One sample is the state write plus the synchronous `render()` that the scheduled update
/// would run: evaluating every view, diffing the render tree, and the GTK calls for what
/// changed (the label's text). The next frame's layout and paint are GTK's and not timed.
/// "Linear" means the 100-field form costs at most 10 times the 10-field one.
@MainActor
enum RerenderFigure {
    /// One mounted form.
    private struct MountedForm {
        let host: ViewHost<GtkViewBackend>
        let trigger: RerenderTrigger
        let window: UnsafeMutablePointer<GtkWindow>?
    }

    static func run(config: BenchConfig, report: FigureReport) {
        let backend = GtkViewBackend(application: nil)
        let small = mount(fields: 10, backend: backend)
        let large = mount(fields: 100, backend: backend)
        let huge = mount(fields: 1_000, backend: backend)
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        var hugeTimes: [Double] = []
        for repetition in 0...config.repetitions {
            for form in repetition % 2 == 0 ? [small, large] : [large, small] {
                let time = batch(form, renders: config.rendersPerBatch)
                guard repetition > 0 else { continue }  // warm-up
                if form.host === small.host { smallTimes.append(time) } else { largeTimes.append(time) }
            }
            let time = batch(huge, renders: max(1, config.rendersPerBatch / 10))
            if repetition > 0 { hugeTimes.append(time) }
        }
        if small.trigger.bump == nil || large.trigger.bump == nil || huge.trigger.bump == nil {
            report.comment("WARNING: a form did not appear; its re-render figure is meaningless")
        }
        let largeMicros = Stats.median(largeTimes) / 1_000
        let smallMicros = Stats.median(smallTimes) / 1_000
        report.add(
            Figure(
                name: "rerender_100_fields", value: largeMicros, unit: "us", goal: .valueBelow(1_000),
                note: "@State change: re-evaluate ForEach form + GTK updates"))
        report.add(
            Figure(
                name: "rerender_growth_100_vs_10", value: largeMicros, unit: "us", baseline: smallMicros,
                goal: .ratioAtMost(10), note: "10x the fields; at most linear growth"))
        report.add(
            Figure(
                name: "rerender_1000_fields", value: Stats.median(hugeTimes) / 1_000, unit: "us",
                goal: .valueBelow(16_000), note: "@State change in a 1,000-row ForEach form: within a frame"))
        for form in [small, large, huge] {
            form.host.unmount()
            if let window = form.window { gtk_window_destroy(window) }
        }
        GtkLoop.drain()
    }

    private static func mount(fields: Int, backend: GtkViewBackend) -> MountedForm {
        let trigger = RerenderTrigger()
        let made = backend.makeWindow(
            for: WindowRequest(
                title: "focus-bench: \(fields) fields", sceneID: nil, isSingleton: false, defaultWidth: 480,
                defaultHeight: 640))
        let host = ViewHost(
            rootView: RerenderForm(fieldCount: fields, trigger: trigger), window: made.context,
            rootWidget: made.root, backend: backend)
        host.render()
        backend.present(made.context)
        let window = backend.gtkWindow(made.context.id)
        if let window {
            let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
            GtkLoop.run(until: { gtk_widget_get_mapped(widget) != 0 }, timeout: 5)
        }
        GtkLoop.settle(milliseconds: 50)
        return MountedForm(host: host, trigger: trigger, window: window)
    }

    /// The median time of `renders` state changes, each followed by its render and a settled
    /// frame (untimed). Under `valgrind --tool=callgrind --collect-atstart=no` only the timed
    /// renders are collected, dumped per batch as `rerender`.
    private static func batch(_ form: MountedForm, renders: Int) -> Double {
        var times: [Double] = []
        for _ in 0..<renders {
            bench_profile_toggle_collect()
            times.append(
                BenchClock.measure {
                    form.trigger.bump?()
                    form.host.render()
                })
            bench_profile_toggle_collect()
            GtkLoop.settle(milliseconds: 2)
        }
        bench_profile_dump("rerender")
        return Stats.median(times)
    }
}
