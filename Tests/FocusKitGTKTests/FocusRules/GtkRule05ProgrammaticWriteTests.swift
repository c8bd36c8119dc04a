import CGtk
import FocusKit
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// Contract rule 5 (programmatic write of a value) on real GTK: a write moves GTK's focus
/// widget synchronously and reads back at once; a write from an observer is applied right after
/// the delivery, before control returns; a write from a GTK focus signal never runs inside
/// GTK's crossing; a `Task { @MainActor in }` started from a GTK signal handler completes once
/// `MainQueueBridge` drains the main queue from the GLib main loop.
final class GtkRule05ProgrammaticWriteTests: XCTestCase {
    /// A window with a `Plain` button (unbound, the first Tab stop), then the name and email
    /// entries bound to `focusedField`.
    @MainActor
    private static func plainNameEmail(in f: FocusFixture) -> (
        window: TestWindow, plain: UnsafeMutablePointer<GtkWidget>, name: UnsafeMutablePointer<GtkWidget>,
        email: UnsafeMutablePointer<GtkWidget>, focus: FocusState<Field?>
    ) {
        let w = f.makeWindow()
        let plain = w.addButton("Plain")
        let name = w.addEntry()
        let email = w.addEntry()
        return (w, plain, name, email, f.focusedField(binding: [(name, .name), (email, .email)]))
    }

    /// The application's own `GtkEventControllerFocus` on `widget`, running `handler` on its
    /// `enter` or `leave`; the handler's connection is owned by `bag`.
    @MainActor
    private static func onFocus(
        of widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, in bag: SignalBag,
        _ handler: @escaping @MainActor () -> Void
    ) {
        let controller = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(widget, controller)
        bag.connect(controller, signal: signal) { _ in handler() }
    }

    func testWriteMovesFocusAndReadsBackSynchronously() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let w = f.makeWindow()
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            guard f.present(w) else { return }
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(password)), "secret")
            f.logger.traces.removeAll()

            focus.wrappedValue = .password
            XCTAssertEqual(focus.wrappedValue, .password, "read-after-write is not stale")
            XCTAssertTrue(f.focus(of: w, isIn: password))
            XCTAssertEqual(
                f.logger.traces, ["focus window=\(f.id(w)) state=focusedField name -> password cause=program"]
            )

            focus.wrappedValue = .name
            XCTAssertEqual(focus.wrappedValue, .name)
            XCTAssertTrue(f.focus(of: w, isIn: name))
        }
    }

    func testWriteFromAnObserverIsAppliedRightAfterTheDelivery() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, plain, name, email, focus) = Self.plainNameEmail(in: f)
            guard f.present(w) else { return }
            let readInObserver = Shared<[String]>([])
            let observation = focus.storage.observe { _, new in
                guard new == .name else { return }
                focus.wrappedValue = .email
                readInObserver.value.append(ChangeRecorder<Field?>.describe(focus.wrappedValue))
            }
            defer { observation.cancel() }
            let changes = ChangeRecorder(focus.storage)

            gtk_widget_grab_focus(name)
            XCTAssertEqual(readInObserver.value, ["name"], "not applied recursively inside the delivery")
            XCTAssertEqual(focus.wrappedValue, .email, "applied before the grab returned")
            XCTAssertTrue(f.focus(of: w, isIn: email))
            XCTAssertEqual(changes.changes, ["nil -> name", "name -> email"])
            // The postponed grab is the program's move, not the user's.
            XCTAssertTrue(
                f.logger.traces.last?.hasSuffix("name -> email cause=program") == true, "\(f.logger.traces)")

            // The same from no focus widget at all (GTK's crossing then starts at the window).
            focus.wrappedValue = nil
            XCTAssertNil(w.focus)
            gtk_widget_grab_focus(name)
            XCTAssertTrue(f.focus(of: w, isIn: email))
            XCTAssertEqual(focus.wrappedValue, .email)
            gtk_widget_grab_focus(plain)
            XCTAssertNil(focus.wrappedValue)
        }
    }

    func testWriteFromAGtkFocusSignalDoesNotRunInsideTheCrossing() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, plain, name, email, focus) = Self.plainNameEmail(in: f)
            // The application's own focus controller on the name entry redirects to email.
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            Self.onFocus(of: name, "enter", in: bag) { focus.wrappedValue = .email }
            guard f.present(w) else { return }
            gtk_widget_grab_focus(plain)
            XCTAssertNil(focus.wrappedValue)

            let changes = ChangeRecorder(focus.storage)
            gtk_widget_grab_focus(name)
            XCTAssertTrue(f.focus(of: w, isIn: email), "GTK's focus widget is where the write put it")
            XCTAssertEqual(focus.wrappedValue, .email)
            // The user's move is committed when GTK's crossing ends, then the write is applied.
            XCTAssertEqual(changes.changes, ["nil -> name", "name -> email"])
            // The postponed grab is the program's move, not the user's.
            XCTAssertTrue(
                f.logger.traces.last?.hasSuffix("name -> email cause=program") == true, "\(f.logger.traces)")

            // The same from no focus widget at all (GTK's crossing then starts at the window).
            focus.wrappedValue = nil
            XCTAssertNil(w.focus)
            gtk_widget_grab_focus(name)
            XCTAssertTrue(f.focus(of: w, isIn: email))
            XCTAssertEqual(focus.wrappedValue, .email)
        }
    }

    /// Tab from the last Tab stop wraps: GTK unsets the focus (held until the movement ends,
    /// rule 3) and starts again from the first Tab stop. A write made by the app's own `leave`
    /// handler during that unset is postponed, and done once the keyboard movement is over
    /// (never left for a later, unrelated change).
    func testWriteDuringATabWrapIsDoneWhenTheMovementEnds() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            let (w, plain, name, email, focus) = Self.plainNameEmail(in: f)
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            var redirect = true
            Self.onFocus(of: email, "leave", in: bag) {
                guard redirect else { return }
                redirect = false
                focus.wrappedValue = .name
            }
            guard f.present(w) else { return }
            gtk_widget_grab_focus(email)
            XCTAssertEqual(focus.wrappedValue, .email)

            let changes = ChangeRecorder(focus.storage)
            XCTAssertTrue(InputTool.key("Tab"), "key Tab")
            XCTAssertTrue(MainContextPump.run { !redirect }, "the leave handler ran inside the wrap")
            XCTAssertTrue(
                MainContextPump.run { f.focus(of: w, isIn: name) },
                "the postponed grab is done when the movement ends")
            XCTAssertEqual(focus.wrappedValue, .name)
            // The write is the last change, the program's: on X11 the wrap first lands on the
            // first Tab stop (Plain, unbound: `email -> nil`); under the headless Wayland
            // compositor it is one change, `email -> name`.
            XCTAssertEqual(changes.changes.last, "\(changes.changes.count == 1 ? "email" : "nil") -> name")
            XCTAssertTrue(
                f.logger.traces.last?.hasSuffix("-> name cause=program") == true, "\(f.logger.traces)")
            XCTAssertNotNil(plain)
        }
    }

    func testTaskStartedFromGtkSignalHandlersCompletesThroughTheBridge() throws {
        try MainActor.assumeIsolated {
            guard let f = try FocusFixture.make() else { return }
            defer { f.tearDown() }
            MainQueueBridge.install()
            let w = f.makeWindow()
            let name = w.addEntry()
            let password = w.addPasswordEntry()
            let submit = w.addButton("Sign in")
            let focus = f.focusedField(binding: [(name, .name), (password, .password)])
            let bag = SignalBag()
            defer { bag.disconnectAll() }
            bag.connect(submit, signal: "clicked") { _ in
                Task { @MainActor in focus.wrappedValue = .password }
            }
            bag.connect(name, signal: "changed") { _ in
                Task { @MainActor in focus.wrappedValue = nil }
            }
            guard f.present(w) else { return }
            gtk_widget_grab_focus(submit)
            XCTAssertNil(focus.wrappedValue)

            emitClicked(submit)
            XCTAssertNil(focus.wrappedValue, "the task has not run yet")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == .password }, "clicked → Task → write")
            XCTAssertTrue(f.focus(of: w, isIn: password))

            gtk_widget_grab_focus(name)
            gtk_editable_set_text(focuskit_as_editable(UnsafeMutableRawPointer(name)), "ada")
            XCTAssertTrue(MainContextPump.run { focus.wrappedValue == nil }, "changed → Task → write nil")
            XCTAssertNil(w.focus)
        }
    }
}
