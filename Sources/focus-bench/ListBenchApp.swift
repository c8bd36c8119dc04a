import CGtk
import FocusKitGTK
import FocusUI
import Foundation
import Observation

/// The FocusUI side of figure 10 (`focus-bench --child list-app …`): the view of issue 24, a
/// `List(selection:)` whose rows are `Text(row.name).focused($focused, equals: row.id)`, in a
/// 400x600 window, measured as `focus-bench-rawlist` measures the raw GTK program (same modes,
/// same arguments, same result file).
struct ListBenchApp: App {
    var body: some Scene {
        WindowGroup("Rows") {
            ListBenchView()
        }
        .defaultSize(width: 400, height: 600)
    }
}

/// What the child was asked to measure.
struct ListBenchOptions: Sendable {
    var rows = 100
    var mode = "first-frame"
    var start: Int = 0
    var out = "/dev/null"
    var moves = 10_000
    var reps = 5

    /// The options on the command line, as `focus-bench-rawlist` takes them.
    static func parse(_ arguments: [String]) -> ListBenchOptions {
        var options = ListBenchOptions()
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--rows": options.rows = Int(value) ?? options.rows
            case "--mode": options.mode = value
            case "--start": options.start = Int(value) ?? 0
            case "--out": options.out = value
            case "--moves": options.moves = Int(value) ?? options.moves
            case "--reps": options.reps = Int(value) ?? options.reps
            default: break
            }
            index += 1
        }
        return options
    }
}

/// A row: an id, and its name made from it (as the raw program makes its labels' text).
struct BenchRow: Identifiable, Sendable {
    let id: Int
    var name: String { "Row \(id)" }
}

/// The rows, made once (a `@State`'s initial value would be made again with every view value).
@MainActor
@Observable
final class ListBenchModel {
    static var options = ListBenchOptions()
    static let shared = ListBenchModel()
    var rows: [BenchRow]
    private var nextID: Int

    init() {
        rows = Self.makeRows(Self.options.rows)
        nextID = Self.options.rows
    }

    /// The rows, made outside the main actor: a closure made in this class's initializer is
    /// the main actor's, and Swift checks the executor on each of its million calls (38 ms of
    /// the first frame, the app's own cost, not the list's).
    nonisolated private static func makeRows(_ count: Int) -> [BenchRow] {
        (0..<count).map { BenchRow(id: $0) }
    }

    func insertTop() {
        rows.insert(BenchRow(id: nextID), at: 0)
        nextID += 1
    }
}

struct ListBenchView: View {
    @State private var selection: Int?
    @FocusState private var focused: Int?
    private let model = ListBenchModel.shared

    var body: some View {
        List(selection: $selection) {
            ForEach(model.rows) { row in
                Text(row.name)
                    .focused($focused, equals: row.id)
            }
        }
        .onAppear {
            let focus = $focused
            ListBenchDriver.shared.start(focus: { focus.wrappedValue = $0 })
        }
    }
}

/// Measures the running app: the same steps as the raw program, at the same points (the window
/// frame clock's `after-paint`, `notify::focus-widget`).
@MainActor
final class ListBenchDriver {
    static let shared = ListBenchDriver()
    private let signals = SignalBag()
    private var focus: (Int) -> Void = { _ in }
    private var window: UnsafeMutablePointer<GtkWidget>?
    private var paints = 0
    private var focusChanges = 0
    private var firstChange: Int = 0
    private var actionTime: Int = 0
    private var round = 0
    private var waitingForFrame = false
    private var samples: [Double] = []
    private var xdotool: ChildProcess?
    private var options: ListBenchOptions { ListBenchModel.options }

    func start(focus: @escaping (Int) -> Void) {
        self.focus = focus
        // The window is shown once the first render is done.
        MainLoopIdle.once { [self] in self.hook() }
    }

    private func hook() {
        guard let list = gtk_window_get_toplevels(), g_list_model_get_n_items(list) > 0,
            let first = g_list_model_get_item(list, 0)
        else { return }
        let window = focuskit_as_widget(first)
        g_object_unref(first)
        self.window = window
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        signals.connect(clock, signal: "after-paint") { [unowned self] _ in self.afterPaint() }
        gtk_widget_queue_draw(window)
    }

    /// The process's peak resident set (`VmHWM`, kilobytes) since its exec; wait4's
    /// `ru_maxrss` would also count the parent's memory, shared until the exec of
    /// `posix_spawn`, when the parent is the larger.
    static func peakKilobytes() -> Double? {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Double(line.dropFirst(6).split(whereSeparator: \.isWhitespace).first ?? "")
        }
        return nil
    }

    private func write(_ key: String, _ value: Double) {
        guard
            let handle = FileHandle(forWritingAtPath: options.out)
                ?? {
                    _ = FileManager.default.createFile(atPath: options.out, contents: nil)
                    return FileHandle(forWritingAtPath: options.out)
                }()
        else { return }
        handle.seekToEndOfFile()
        handle.write(Data("\(key) \(String(format: "%.6f", value))\n".utf8))
        handle.closeFile()
    }

    private func afterPaint() {
        guard let window else { return }
        paints += 1
        if paints < 2 {
            gtk_widget_queue_draw(window)
            return
        }
        if paints == 2 {
            write("first_frame_ms", Double(g_get_monotonic_time() - options.start) / 1_000)
            if let peak = Self.peakKilobytes() { write("peak_kb", peak) }
            switch options.mode {
            case "first-frame": exit(0)
            case "downs": startDowns()
            case "idle": break
            default: MainLoopTimeout.once(afterMilliseconds: 300) { [self] in self.nextRound() }
            }
            return
        }
        if waitingForFrame {
            waitingForFrame = false
            samples.append(Double(g_get_monotonic_time() - actionTime) / 1_000)
            MainLoopTimeout.once(afterMilliseconds: 100) { [self] in self.nextRound() }
        }
    }

    private func startDowns() {
        guard let window else { return }
        focus(0)
        signals.connectNotify(window, property: "focus-widget") { [unowned self] _, _ in self.focusChanged() }
        xdotool = ChildProcess.spawnSearchingPath(
            "xdotool", ["key", "--delay", "0", "--repeat", String(options.moves), "Down"])
    }

    private func focusChanged() {
        focusChanges += 1
        let now = g_get_monotonic_time()
        if focusChanges == 1 { firstChange = now }
        if focusChanges == options.moves {
            write("per_move_us", Double(now - firstChange) / Double(options.moves - 1))
            xdotool?.signal(SIGTERM)
            exit(0)
        }
    }

    private func nextRound() {
        if round >= options.reps * 2 {
            let sorted = samples.sorted()
            write(options.mode == "insert" ? "insert_ms" : "far_write_ms", sorted[sorted.count / 2])
            exit(0)
        }
        let measured = round % 2 == 1
        round += 1
        if options.mode == "insert" {
            guard measured else {
                MainLoopTimeout.once(afterMilliseconds: 100) { [self] in self.nextRound() }
                return
            }
            actionTime = g_get_monotonic_time()
            ListBenchModel.shared.insertTop()
        } else {
            actionTime = g_get_monotonic_time()
            focus(measured ? ListBenchModel.shared.rows.count - 1 : 0)
        }
        waitingForFrame = measured
        if !measured { MainLoopTimeout.once(afterMilliseconds: 100) { [self] in self.nextRound() } }
    }
}
