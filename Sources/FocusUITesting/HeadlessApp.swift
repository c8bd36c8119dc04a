import FocusKit
import FocusUICore

/// Runs an `App`, or a single `View`, with no display and no GTK, so that a test can act as a
/// user would and read where focus is.
///
/// Views are drawn into a fake toolkit that behaves like GTK 4 wherever focus depends on it:
/// showing a window focuses its first Tab stop unless `defaultFocus` or a write chose a field;
/// a focused field that goes away leaves focus to GTK's fallback at the next frame; a presented
/// window is activated by the "window manager" at the next frame. After every action the app
/// *settles*: pending re-renders and frames run, as GTK's main loop would run them before the
/// next user event.
///
/// ```swift
/// import FocusUITesting
/// import Testing
/// @testable import MyApp
///
/// @MainActor
/// @Test func signInWithEmptyUsernameFocusesUsername() throws {
///     let window = HeadlessApp(rendering: LoginForm()).windows[0]
///     try window.button("Sign In").click()
///     #expect(try window.focusState("focusedField", as: LoginForm.Field?.self) == .usernameField)
///     #expect(window.focusedControl?.title == "Username")
/// }
/// ```
///
/// Swift Testing runs `@MainActor` tests on the main actor; nothing here needs the process's
/// main thread, so these tests run anywhere, in parallel with other suites.
@MainActor
public final class HeadlessApp {
    let runtime: HeadlessRuntime

    /// Launches `app` as `App.main()` would: its first scene opens a window, which is shown
    /// and becomes the active window. App-level `@FocusState`s are app-scoped.
    ///
    /// The app's `@AppStorage` values are kept in `appStorage`: by default a new store in
    /// memory, so a test never reads or writes the user's settings. Pass a store to start
    /// from chosen values, and read it to check what the app stored.
    public init<A: App>(_ app: A, appStorage: AppStorageStore = AppStorageStore()) {
        runtime = HeadlessRuntime()
        let host = AppHost(app, backend: runtime.backend, appStorage: appStorage)
        runtime.appHost = host
        host.launch()
        runtime.backend.settle()
    }

    /// Renders `view` into one window titled `title`, shows it and activates it. Its
    /// `@FocusState`s are scoped to that window.
    public init<Content: View>(rendering view: Content, title: String = "Window") {
        runtime = HeadlessRuntime()
        _ = runtime.mount(view, title: title)
    }

    /// The open windows, in the order they opened.
    public var windows: [HeadlessWindow] {
        runtime.backend.openWindows.map { HeadlessWindow(runtime: runtime, id: $0) }
    }

    /// The active window (the one that receives keys), if any.
    public var activeWindow: HeadlessWindow? {
        runtime.backend.toolkit.activeWindow.map { HeadlessWindow(runtime: runtime, id: $0) }
    }

    /// The open window titled `title` (the first one, when several share it).
    public func window(titled title: String) throws -> HeadlessWindow {
        guard let window = windows.first(where: { $0.title == title }) else {
            let titles = windows.map { "\"\($0.title)\"" }.joined(separator: ", ")
            throw HeadlessTestError("No open window is titled \"\(title)\"; open windows: [\(titles)].")
        }
        return window
    }

    /// Opens a window of the scene with identifier `id`, as `openWindow(id:)` does from a view;
    /// a `Window` scene that is already open is brought to the front instead.
    public func openWindow(id: String) throws {
        guard let host = runtime.appHost else {
            throw HeadlessTestError("openWindow(id:) needs an App; this HeadlessApp renders a single view.")
        }
        host.openWindow(id: id)
        runtime.backend.settle()
    }

    /// The current value of the app's own `@FocusState` declared as `name` (as written in the
    /// `App`, without `$` or `_`): an app-scoped state, which follows the active window.
    public func focusState<Value: Hashable>(_ name: String, as type: Value.Type = Value.self) throws -> Value
    {
        guard let host = runtime.appHost, let state = host.focusState(named: name) else {
            throw HeadlessTestError("The app declares no @FocusState named \"\(name)\".")
        }
        guard let storage = state as? FocusStateStorage<Value> else {
            throw HeadlessTestError(
                "The app's @FocusState \"\(name)\" is not a FocusState<\(Value.self)> (it is \(state.label))."
            )
        }
        return storage.value
    }

    /// GTK's `gtk-entry-select-on-focus` setting (on by default): whether focus arriving in a
    /// text field by keyboard, by a program's write or by `defaultFocus` selects its text (see
    /// ``HeadlessControl/selectedText``). Applies to focus that arrives after it is set.
    public var selectsTextOnFocus: Bool {
        get { runtime.backend.toolkit.selectsTextOnFocus }
        set { runtime.backend.toolkit.selectsTextOnFocus = newValue }
    }

    /// Every committed focus change so far, one line each in the format of contract rule 16
    /// (`focus window=1 state=focusedField nil -> usernameField cause=program`).
    public var focusTrace: [String] { runtime.recorder.lines }

    /// The URLs the user opened by activating a `Link` (click, Return or Space), in order;
    /// nothing is opened for real.
    public var openedURLs: [String] { runtime.backend.openedURLs }

    /// How many focus fields the coordinator has registered, for tests that check that views
    /// which went away left none behind.
    package var registeredFieldCount: Int { runtime.backend.focusCoordinator.fieldCount }

    /// Warnings the focus coordinator logged (for example duplicate match values, rule 10).
    public var focusWarnings: [String] { runtime.recorder.warnings }

    /// Runs pending re-renders and frames now. Every action already does this; call it after
    /// changing state from the test itself.
    public func settle() {
        runtime.backend.settle()
    }
}
