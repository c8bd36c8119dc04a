import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// One real-GTK focus scenario: a ``GtkFocusHost`` with a recording logger, and the windows
/// the test made. ``tearDown()`` destroys every window, so tests do not leak into each other.
///
/// Usage, inside a plain XCTest method:
/// ```
/// try MainActor.assumeIsolated {
///     guard let f = try FocusFixture.make() else { return }
///     defer { f.tearDown() }
///     ...
/// }
/// ```
@MainActor
final class FocusFixture {
    let logger = TestFocusLogger()
    let host: GtkFocusHost
    private(set) var windows: [TestWindow] = []
    /// Binding tokens: a binding lasts as long as its token, so the fixture keeps them.
    private(set) var registrations: [FocusRegistration] = []

    private init() {
        host = GtkFocusHost(logger: logger)
    }

    /// A fixture when a display is available; see ``requireDisplay(file:line:)``.
    static func make(file: StaticString = #filePath, line: UInt = #line) throws -> FocusFixture? {
        guard try requireDisplay(file: file, line: line) else { return nil }
        return FocusFixture()
    }

    var coordinator: FocusCoordinator { host.coordinator }

    /// A new, not yet shown window.
    func makeWindow(_ title: String = "FocusKit test", plain: Bool = false) -> TestWindow {
        let window = TestWindow(title: title, plain: plain)
        windows.append(window)
        return window
    }

    /// Presents the window and waits until it is active. On Wayland a window that was not
    /// shown is a new toplevel: the compositor shows it once GTK has drawn it and activates it
    /// by its policy for new windows; the fixture waits until the compositor has presented a
    /// frame of it (`WindowPresentation`), then for the activation. A compositor raises an
    /// already mapped window only for an activation token from a user event, which a test has
    /// not got: such a window is chosen through the compositor, as a user clicking it would
    /// (`swaymsg '[title="…"] focus'`). On X11 the window manager activates it; the fixture
    /// waits until the window manager has handled the present and every focus change it caused
    /// before has reached GTK (`X11WindowManager.roundTrip`), so that a late one cannot take
    /// the activation back during the test.
    @discardableResult
    func present(_ window: TestWindow, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let wasMapped = gtk_widget_get_mapped(window.widget) != 0
        let frame = WindowPresentation.frameCounter(of: window.window)
        gtk_window_present(window.window)
        if DisplayServer.current == .wayland {
            if wasMapped {
                if !window.isActive { InputTool.activate(windowTitled: window.title) }
            } else if !WindowPresentation.waitUntilShown(window.window, since: frame) {
                XCTFail("the compositor did not show the window", file: file, line: line)
                return false
            }
        } else {
            X11WindowManager.roundTrip()
        }
        let active = MainContextPump.run(timeout: 5) { window.isActive }
        XCTAssertTrue(active, "window manager did not activate the window", file: file, line: line)
        return active
    }

    /// Waits until the window has painted `count` more frames, so that GTK's after-paint work
    /// (its focus fallback after a removal, contract rule 11) has run.
    @discardableResult
    func waitForFrames(_ count: Int = 2, in window: TestWindow) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(window.widget) else { return false }
        let painted = Shared(0)
        let connection = SignalConnection.connect(clock, signal: "after-paint", after: true) { _ in
            painted.value += 1
        }
        defer { connection.disconnect() }
        return MainContextPump.run(timeout: 5) {
            if painted.value < count { gtk_widget_queue_draw(window.widget) }
            return painted.value >= count
        }
    }

    /// `host.bind(widget, to: state, equals: value)`, keeping the token for the test's duration.
    @discardableResult
    func bind<Value: Hashable>(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ state: FocusState<Value>, _ value: Value
    ) -> FocusRegistration {
        let token = host.bind(widget, to: state.storage, equals: value)
        registrations.append(token)
        return token
    }

    /// The window-scoped `focusedField` state most rule tests use, with each widget bound to
    /// its value in the order given (registration order matters, rule 10).
    func focusedField(binding fields: [(UnsafeMutablePointer<GtkWidget>, Field)]) -> FocusState<Field?> {
        let focus = FocusState<Field?>(label: "focusedField", scope: .window(nil))
        for (widget, value) in fields { bind(widget, focus, value) }
        return focus
    }

    /// Keeps a token made with `host.bind` directly (the `Bool` overload, rule 12).
    func keep(_ token: FocusRegistration) {
        registrations.append(token)
    }

    /// The host's id for a window.
    func id(_ window: TestWindow) -> FocusWindowID { host.windowID(of: window.window) }

    /// Whether the window's focus widget is `widget` or inside it (an entry's inner text).
    func focus(of window: TestWindow, isIn widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = window.focus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Destroys every window and lets GTK finish, then drops the host's references.
    func tearDown() {
        for window in windows { window.destroy() }
        windows.removeAll()
        MainContextPump.drainPending()
        if let display = gdk_display_get_default() { gdk_display_sync(display) }
        registrations.removeAll()
    }
}

/// Collects the coordinator's trace lines and warnings (contract rules 10 and 16).
@MainActor
final class TestFocusLogger: FocusLogger {
    var traces: [String] = []
    var warnings: [String] = []

    func trace(_ line: String) { traces.append(line) }
    func warning(_ message: String) { warnings.append(message) }
}

/// Records every committed change of one state as `"old -> new"`, in order.
@MainActor
final class ChangeRecorder<Value: Hashable> {
    private(set) var changes: [String] = []
    private var observation: FocusObservation?

    init(_ state: FocusStateStorage<Value>) {
        observation = state.observe { [unowned self] old, new in
            self.changes.append("\(Self.describe(old)) -> \(Self.describe(new))")
        }
    }

    func reset() { changes.removeAll() }

    static func describe(_ value: Value) -> String {
        if let optional = value as? any OptionalDescribing { return optional.describedOrNil }
        return String(describing: value)
    }
}

/// `nil` for an empty optional, the wrapped value otherwise (as traces print values).
protocol OptionalDescribing {
    var describedOrNil: String { get }
}

extension Optional: OptionalDescribing {
    var describedOrNil: String {
        switch self {
        case .none: "nil"
        case .some(let wrapped): String(describing: wrapped)
        }
    }
}

/// Match values used by the GTK focus tests.
enum Field: Hashable, CaseIterable {
    case name, email, password, notes
}

extension FocusRegistration {
    /// Hands the token to the fixture, which keeps the binding alive for the test.
    @MainActor
    func keep(in fixture: FocusFixture) {
        fixture.keep(self)
    }
}
