import FocusKit

/// Figure 3: the cost of one user focus event in the headless coordinator with 10 fields in
/// 1 window and 1 state, against 10,000 fields across 100 windows and 50 states.
///
/// In the large scene, state `s` has 100 fields in window `s` (the window it reads: the window
/// of its first field) and 100 in window `s + 50`. Every timed event moves focus to another
/// field of a state in the window that state reads, so every event commits exactly one change
/// A → B on both sides; the other 50 windows and 5,000 fields are load the coordinator must not
/// look at. Constant time per event means a ratio near 1.
@MainActor
enum ScaleFigure {
    /// A scene: its host, its states and the nodes each timed event moves focus to, in order.
    private struct Scene {
        let host: HeadlessFocusHost
        let states: [FocusState<Int?>]
        let registrations: [FocusRegistration]
        let targets: [FocusNodeID]
    }

    static func run(config: BenchConfig, report: FigureReport) {
        let small = makeScene(windows: 1, fieldsPerWindow: 10, states: 1, timedWindows: 1)
        let large = makeScene(windows: 100, fieldsPerWindow: 100, states: 50, timedWindows: 50)
        let events = config.headlessEventsPerBatch
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        for repetition in 0...config.repetitions {
            let first = repetition % 2 == 0 ? small : large
            let second = repetition % 2 == 0 ? large : small
            let a = batch(first, events: events)
            let b = batch(second, events: events)
            guard repetition > 0 else { continue }  // warm-up
            smallTimes.append(repetition % 2 == 0 ? a : b)
            largeTimes.append(repetition % 2 == 0 ? b : a)
        }
        let perEvent = Stats.median(largeTimes)
        report.add(
            Figure(
                name: "scale_focus_event", value: perEvent, unit: "ns", baseline: Stats.median(smallTimes),
                goal: .ratioAtMost(1.2),
                note: "10,000 fields/100 windows/50 states vs 10 fields/1 window/1 state"))
        report.add(
            Figure(
                name: "scale_events_per_second", value: 1e9 / perEvent, unit: "events/s",
                note: "headless coordinator, 10,000 fields, one committed change per event"))
        withExtendedLifetime((small, large)) {}
    }

    private static func batch(_ scene: Scene, events: Int) -> Double {
        let targets = scene.targets
        let host = scene.host
        return BenchClock.measure {
            for event in 0..<events { host.userMove(to: targets[event % targets.count]) }
        } / Double(events)
    }

    /// Windows `1...windows` with `fieldsPerWindow` nodes each; window `w` (0-based) belongs to
    /// state `w % states`. The timed targets visit the first `timedWindows` windows in turn, and
    /// within each window its fields in turn.
    private static func makeScene(
        windows: Int, fieldsPerWindow: Int, states stateCount: Int, timedWindows: Int
    )
        -> Scene
    {
        let host = HeadlessFocusHost(nodeCount: windows * fieldsPerWindow, windowCount: windows)
        let states = (0..<stateCount).map { FocusState<Int?>(label: "state\($0)", scope: .window(nil)) }
        var registrations: [FocusRegistration] = []
        for window in 0..<windows {
            let state = states[window % stateCount]
            for field in 0..<fieldsPerWindow {
                let node = FocusNodeID(UInt(window * fieldsPerWindow + field + 1))
                host.place(node, in: FocusWindowID(UInt(window + 1)))
                let value = (window / stateCount) * fieldsPerWindow + field
                registrations.append(
                    host.coordinator.register(node: node, state: state.storage, equals: value))
            }
        }
        var targets: [FocusNodeID] = []
        for field in 0..<fieldsPerWindow {
            for window in 0..<timedWindows {
                targets.append(FocusNodeID(UInt(window * fieldsPerWindow + field + 1)))
            }
        }
        return Scene(host: host, states: states, registrations: registrations, targets: targets)
    }
}
