import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK
@testable import FocusKitTestSupport

/// The same two windows built twice, on real GTK and on the fake toolkit:
///
/// ```
/// W0: a  entry   form = 1      W1: q  entry   app = 2
///     b  entry   form = 1          v  button
///     n  box     form = 2
///        nb button
///        m  entry form = 3
///     p  entry   app = 1
///     u  button
/// ```
/// `form` is window-scoped, `app` app-scoped. W0 is active at the start.
@MainActor
final class DifferentialWorld {
    let fixture: FocusFixture
    private var gtkWindows: [TestWindow] = []
    private var gtkWidgets: [UnsafeMutablePointer<GtkWidget>] = []
    private var gtkStates: (form: FocusState<Int?>, app: FocusState<Int?>)
    private var gtkTraceCount = 0

    let fakeLogger = TestFocusLogger()
    let fake: FakeToolkit
    private var fakeWindows: [FocusWindowID] = []
    private var fakeNodes: [FocusNodeID] = []
    private let fakeStates: (form: FocusState<Int?>, app: FocusState<Int?>)
    private var fakeRegistrations: [FocusRegistration] = []
    private var fakeTraceCount = 0

    /// Builds both worlds; nil (after a recorded failure) if GTK's windows could not be activated.
    init?(fixture f: FocusFixture) {
        fixture = f
        fake = FakeToolkit(logger: fakeLogger)
        gtkStates = (
            FocusState<Int?>(label: "form", scope: .window(nil)), FocusState<Int?>(label: "app", scope: .app)
        )
        fakeStates = (
            FocusState<Int?>(label: "form", scope: .window(nil)), FocusState<Int?>(label: "app", scope: .app)
        )

        // GTK.
        let w0 = f.makeWindow("differential 0")
        let w1 = f.makeWindow("differential 1")
        gtkWindows = [w0, w1]
        let a = w0.addEntry()
        let b = w0.addEntry()
        let n = w0.addBox()
        let nb = w0.addButton("nb", to: n)
        let m = w0.addEntry(to: n)
        let p = w0.addEntry()
        let u = w0.addButton("u")
        let q = w1.addEntry()
        let v = w1.addButton("v")
        gtkWidgets = [a, b, n, nb, m, p, u, q, v]
        for (widget, value) in [(a, 1), (b, 1), (n, 2), (m, 3)] { f.bind(widget, gtkStates.form, value) }
        for (widget, value) in [(p, 1), (q, 2)] { f.bind(widget, gtkStates.app, value) }

        // The fake.
        let f0 = fake.makeWindow()
        let f1 = fake.makeWindow()
        fakeWindows = [f0, f1]
        let fa = fake.makeEntry("a", in: f0).entry
        let fb = fake.makeEntry("b", in: f0).entry
        let fn = fake.makeNode("n", in: f0, focusable: false)
        let fnb = fake.makeNode("nb", in: nil, parent: fn)
        let fm = fake.makeEntry("m", in: nil, parent: fn).entry
        let fp = fake.makeEntry("p", in: f0).entry
        let fu = fake.makeNode("u", in: f0)
        let fq = fake.makeEntry("q", in: f1).entry
        let fv = fake.makeNode("v", in: f1)
        fakeNodes = [fa, fb, fn, fnb, fm, fp, fu, fq, fv]
        let coordinator = fake.coordinator
        for (node, value) in [(fa, 1), (fb, 1), (fn, 2), (fm, 3)] {
            fakeRegistrations.append(
                coordinator.register(node: node, state: fakeStates.form.storage, equals: value))
        }
        for (node, value) in [(fp, 1), (fq, 2)] {
            fakeRegistrations.append(
                coordinator.register(node: node, state: fakeStates.app.storage, equals: value))
        }

        // Both shown, W1 presented first, then W0: W0 ends up active.
        guard f.present(w1), f.present(w0) else { return nil }
        settleGtk()
        fake.present(f1)
        fake.runFrame()
        fake.present(f0)
        fake.runFrame()
    }

    // MARK: Running a step

    /// Runs the step on both sides. Returns whether GTK ran its main loop (a frame, and any
    /// window activation the window manager had pending).
    func perform(_ step: DifferentialStep) -> Bool {
        settled = false
        performOnGtk(step)
        performOnFake(step)
        return settled
    }

    private var settled = false

    private func performOnGtk(_ step: DifferentialStep) {
        switch step {
        case .grab(let index):
            gtk_widget_grab_focus(gtkWidgets[index])
        case .tab(let backward):
            // Keys go to the active window; Tab in an inactive one is not a user action.
            if let window = gtkWindows.first(where: \.isActive) {
                emitMoveFocus(window.widget, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
            }
        case .write(let state, let value):
            if state == 0 { gtkStates.form.wrappedValue = value } else { gtkStates.app.wrappedValue = value }
        case .present(let window):
            // The window manager activates it: wait for that, as the fake's frame does.
            gtk_window_present(gtkWindows[window].window)
            MainContextPump.run(timeout: 5) { self.gtkWindows[window].isActive }
            settleGtk()
        case .toggleVisible(let index):
            let widget = gtkWidgets[index]
            let show = gtk_widget_get_visible(widget) == 0
            gtk_widget_set_visible(widget, show ? 1 : 0)
            // A widget just shown has no allocation until GTK's next layout, and GTK orders
            // Tab stops by allocation: both sides paint a frame first (a known limit of
            // headless testing, README "What headless testing proves").
            if show { settleGtk() }
        case .toggleSensitive(let index):
            let widget = gtkWidgets[index]
            gtk_widget_set_sensitive(widget, gtk_widget_get_sensitive(widget) == 0 ? 1 : 0)
        case .frame:
            settleGtk()
        }
    }

    /// Lets GTK run what the fake runs in one frame: a painted frame in each window (the
    /// after-paint focus fallback), and the window manager's activation of the window the
    /// coordinator or the step presented.
    private func settleGtk() {
        settled = true
        for window in gtkWindows { fixture.waitForFrames(1, in: window) }
        if let key = fixture.coordinator.keyWindow,
            let window = gtkWindows.first(where: { fixture.id($0) == key })
        {
            MainContextPump.run(timeout: 2) { window.isActive }
        }
        MainContextPump.drainPending()
    }

    private func performOnFake(_ step: DifferentialStep) {
        switch step {
        case .grab(let index):
            fake.grab(fakeNodes[index])
        case .tab(let backward):
            if let window = fake.activeWindow { fake.tab(in: window, backward: backward) }
        case .write(let state, let value):
            if state == 0 {
                fakeStates.form.wrappedValue = value
            } else {
                fakeStates.app.wrappedValue = value
            }
        case .present(let window):
            fake.present(fakeWindows[window])
            fake.runFrame()
        case .toggleVisible(let index):
            let node = fakeNodes[index]
            if fake.nodes[node]?.isVisible == true {
                fake.hide(node)
            } else {
                fake.unhide(node)
                fake.runFrame()
            }
        case .toggleSensitive(let index):
            let node = fakeNodes[index]
            fake.setSensitive(node, fake.nodes[node]?.isSensitive != true)
        case .frame:
            fake.runFrame()
        }
    }

    // MARK: Comparing

    func gtkSnapshot() -> DifferentialSnapshot {
        let ids = gtkWindows.map { fixture.id($0).rawValue }
        let traces = fixture.logger.traces[gtkTraceCount...].map { Self.normalize($0, ids: ids) }
        gtkTraceCount = fixture.logger.traces.count
        let focus = gtkWindows.map { window -> String in
            var current = window.focus
            while let widget = current {
                if let index = gtkWidgets.firstIndex(of: widget) {
                    return DifferentialStep.widgetNames[index]
                }
                current = gtk_widget_get_parent(widget)
            }
            return window.focus == nil ? "nil" : "unnamed"
        }
        return DifferentialSnapshot(
            values: [Self.describe(gtkStates.form.wrappedValue), Self.describe(gtkStates.app.wrappedValue)],
            traces: Array(traces), focus: focus, active: gtkWindows.map(\.isActive))
    }

    func fakeSnapshot() -> DifferentialSnapshot {
        let ids = fakeWindows.map(\.rawValue)
        let traces = fakeLogger.traces[fakeTraceCount...].map { Self.normalize($0, ids: ids) }
        fakeTraceCount = fakeLogger.traces.count
        let focus = fakeWindows.map { window -> String in
            guard let node = fake.windows[window]?.focus else { return "nil" }
            for ancestor in fake.ancestors(of: node) {
                if let index = fakeNodes.firstIndex(of: ancestor) {
                    return DifferentialStep.widgetNames[index]
                }
            }
            return "unnamed"
        }
        return DifferentialSnapshot(
            values: [
                Self.describe(fakeStates.form.wrappedValue), Self.describe(fakeStates.app.wrappedValue),
            ],
            traces: Array(traces), focus: focus,
            active: fakeWindows.map { fake.windows[$0]?.isActive == true })
    }

    private static func describe(_ value: Int?) -> String { value.map(String.init) ?? "nil" }

    /// Replaces `window=<id>` with `window=W<index>` (0 stays 0: app-scoped).
    private static func normalize(_ line: String, ids: [UInt]) -> String {
        var result = line
        for (index, id) in ids.enumerated() {
            result = result.replacingOccurrences(of: "window=\(id) ", with: "window=W\(index) ")
        }
        return result
    }
}
