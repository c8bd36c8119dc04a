import CGtk
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// The signal helpers: typed trampolines, box lifetime bound to the connection, and safe
/// disconnection (contract, "Swift on Linux facts": `g_signal_connect_data` with a retained
/// box released by the destroy notifier).
///
/// The first group uses plain GIO objects (`GCancellable` "cancelled", `GSimpleAction`
/// `notify::enabled`) and needs no display; the GTK group needs one (see `requireDisplay`).
final class SignalConnectionTests: XCTestCase {
    // MARK: - Headless (GObject/GIO)

    func testVoidHandlerFiresWithEmittingInstance() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            var received: [UnsafeMutablePointer<GObject>] = []
            let connection = SignalConnection.connect(cancellable, signal: "cancelled") {
                received.append($0)
            }
            XCTAssertNotEqual(connection.handlerID, 0)
            XCTAssertTrue(connection.isConnected)
            g_cancellable_cancel(cancellable)
            XCTAssertEqual(received, [cancellable.gObjectPointer])
            connection.disconnect()
        }
    }

    /// ``SignalGate``: a closed gate blocks the handler, an open one lets it run; opening or
    /// closing twice is one change (GLib counts blocks), and a gate on a disconnected handler
    /// does nothing.
    func testSignalGateRunsTheHandlerOnlyWhileOpen() {
        MainActor.assumeIsolated {
            let action = g_simple_action_new("test", nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(action)) }
            var calls = 0
            let connection = SignalConnection.connectNotify(action, property: "enabled") { _, _ in calls += 1
            }
            let gate = SignalGate(connection, open: false)
            g_simple_action_set_enabled(action, 0)
            XCTAssertEqual(calls, 0, "closed")
            gate.setOpen(true)
            gate.setOpen(true)
            g_simple_action_set_enabled(action, 1)
            XCTAssertEqual(calls, 1, "open")
            gate.setOpen(false)
            gate.setOpen(false)
            g_simple_action_set_enabled(action, 0)
            XCTAssertEqual(calls, 1, "closed again")
            gate.setOpen(true)
            g_simple_action_set_enabled(action, 1)
            XCTAssertEqual(calls, 2, "one open undoes two closes: the gate counts, not GLib")
            connection.disconnect()
            gate.setOpen(false)
            gate.setOpen(true)
            g_simple_action_set_enabled(action, 0)
            XCTAssertEqual(calls, 2)
        }
    }

    func testNotifyHandlerReceivesPropertySpec() {
        MainActor.assumeIsolated {
            let action = g_simple_action_new("test", nil)!
            defer { g_object_unref(UnsafeMutableRawPointer(action)) }
            var names: [String] = []
            let connection = SignalConnection.connectNotify(action, property: "enabled") { instance, spec in
                XCTAssertEqual(instance, action.gObjectPointer)
                names.append(String(cString: g_param_spec_get_name(spec)))
            }
            g_simple_action_set_enabled(action, 0)
            g_simple_action_set_enabled(action, 0)  // unchanged: GSimpleAction does not notify
            g_simple_action_set_state_hint(action, nil)  // another property: filtered by detail
            XCTAssertEqual(names, ["enabled"])
            connection.disconnect()
        }
    }

    func testBoxIsReleasedExactlyWhenDisconnected() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            let counter = LifetimeCounter()
            let connection = makeTrackedConnection(cancellable, counter: counter)
            XCTAssertTrue(connection.isHandlerRetained)
            XCTAssertEqual(counter.released, 0)

            let messages = GLibMessageRecorder.record {
                connection.disconnect()
                XCTAssertEqual(counter.released, 1, "destroy notifier must release the box on disconnect")
                XCTAssertFalse(connection.isHandlerRetained)
                XCTAssertFalse(connection.isConnected)
                connection.disconnect()  // idempotent: no GLib critical, no second release
            }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(counter.released, 1)
        }
    }

    func testBoxIsReleasedWhenObjectIsFinalizedAndLaterDisconnectIsSafe() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            let counter = LifetimeCounter()
            let connection = makeTrackedConnection(cancellable, counter: counter)
            let copy = connection
            g_object_unref(cancellable)  // last reference: dispose + finalize
            XCTAssertEqual(counter.released, 1)
            XCTAssertFalse(connection.isConnected)
            let messages = GLibMessageRecorder.record {
                connection.disconnect()  // must not touch the freed instance
                copy.disconnect()
            }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(counter.released, 1)
        }
    }

    func testCopiesShareConnectionState() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            let counter = LifetimeCounter()
            let connection = makeTrackedConnection(cancellable, counter: counter)
            let copy = connection
            copy.disconnect()
            XCTAssertFalse(connection.isConnected)
            XCTAssertEqual(GLibMessageRecorder.record { connection.disconnect() }, [])
            XCTAssertEqual(counter.released, 1)
        }
    }

    func testHandlerMayDisconnectItselfDuringEmission() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            let counter = LifetimeCounter()
            let tracker = LifetimeTracker(counter)
            var calls = 0
            var connection: SignalConnection?
            connection = SignalConnection.connect(cancellable, signal: "cancelled") { _ in
                tracker.touch()
                calls += 1
                connection?.disconnect()
                XCTAssertFalse(connection?.isConnected ?? true)
                connection?.disconnect()  // still inside the emission: must stay silent
            }
            let messages = GLibMessageRecorder.record { g_cancellable_cancel(cancellable) }
            XCTAssertEqual(messages, [])
            XCTAssertEqual(calls, 1)
            XCTAssertEqual(connection?.isHandlerRetained, false, "box released once the emission ended")
            connection = nil
        }
    }

    func testUnknownSignalReleasesBoxAndReturnsDisconnectedConnection() {
        MainActor.assumeIsolated {
            let cancellable = g_cancellable_new()!
            defer { g_object_unref(cancellable) }
            let counter = LifetimeCounter()
            var connection: SignalConnection?
            let messages = GLibMessageRecorder.record {
                connection = makeTrackedConnection(cancellable, signal: "no-such-signal", counter: counter)
            }
            XCTAssertEqual(messages.count, 1, "GLib reports the invalid name: \(messages)")
            XCTAssertEqual(connection?.handlerID, 0)
            XCTAssertEqual(connection?.isConnected, false)
            XCTAssertEqual(counter.released, 1, "no closure was created, so FocusKit released the box")
            connection?.disconnect()
        }
    }

    // MARK: - GTK (display required)

    func testNotifyLabelFiresAfterSetLabel() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let widget = gtk_label_new("before")!
            g_object_ref_sink(widget)
            defer { g_object_unref(widget) }
            let label = focuskit_as_label(widget)
            var seen: [String] = []
            let connection = SignalConnection.connectNotify(label, property: "label") { instance, spec in
                XCTAssertEqual(instance, widget.gObjectPointer)
                XCTAssertEqual(String(cString: g_param_spec_get_name(spec)), "label")
                seen.append(String(cString: gtk_label_get_label(focuskit_as_label(instance))))
            }
            defer { connection.disconnect() }
            gtk_label_set_label(label, "after")
            XCTAssertEqual(seen, ["after"])
        }
    }

    func testClickedFiresWithButton() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let button = gtk_button_new_with_label("Press")!
            g_object_ref_sink(button)
            defer { g_object_unref(button) }
            var clicks: [UnsafeMutablePointer<GObject>] = []
            let connection = SignalConnection.connect(button, signal: "clicked") { clicks.append($0) }
            emitClicked(button)
            XCTAssertEqual(clicks, [button.gObjectPointer])
            connection.disconnect()
            emitClicked(button)
            XCTAssertEqual(clicks.count, 1, "no call after disconnect")
        }
    }

    func testCloseRequestReturnValueAndDestroyReleaseBoxes() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let window = gtk_window_new()!
            let counter = LifetimeCounter()
            let tracker = LifetimeTracker(counter)
            let keepOpen = Shared(true)
            var closeRequests = 0
            var destroyed = 0
            let close = SignalConnection.connectBoolean(window, signal: "close-request") { _ in
                tracker.touch()
                closeRequests += 1
                return keepOpen.value
            }
            let destroy = SignalConnection.connect(window, signal: "destroy") { _ in destroyed += 1 }
            let watcher = WeakObjectWatcher(window) {}
            defer {
                if watcher.isWatching { gtk_window_destroy(focuskit_as_window(window)) }
            }
            // gtk_window_close does nothing for a window that is not realized yet.
            gtk_window_present(focuskit_as_window(window))
            XCTAssertTrue(MainContextPump.run { gtk_widget_get_realized(window) != 0 })
            gtk_window_close(focuskit_as_window(window))
            XCTAssertEqual(closeRequests, 1)
            XCTAssertTrue(watcher.isWatching, "returning true keeps the window")
            keepOpen.value = false
            gtk_window_close(focuskit_as_window(window))  // now GTK destroys the window
            XCTAssertEqual(closeRequests, 2)
            XCTAssertEqual(destroyed, 1)
            XCTAssertFalse(watcher.isWatching)
            XCTAssertFalse(close.isConnected)
            XCTAssertFalse(destroy.isConnected)
            XCTAssertEqual(
                GLibMessageRecorder.record {
                    close.disconnect(); destroy.disconnect()
                }, [])
            XCTAssertEqual(counter.released, 0, "the test still holds the tracker")
            _ = tracker
        }
    }

    func testFocusControllerEnterFiresOnGrabFocus() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            MainQueueBridge.install()
            let window = gtk_window_new()!
            defer { gtk_window_destroy(focuskit_as_window(window)) }
            let entry = gtk_entry_new()!
            gtk_window_set_child(focuskit_as_window(window), entry)
            let controller = gtk_event_controller_focus_new()!
            gtk_widget_add_controller(entry, controller)
            let enters = Shared(0)
            let bag = SignalBag()
            bag.connect(controller, signal: "enter") { _ in enters.value += 1 }
            gtk_window_present(focuskit_as_window(window))
            _ = MainContextPump.run { gtk_widget_get_mapped(entry) != 0 }
            // gtk_window_show may already have focused the entry (first Tab stop): focus the
            // window itself first so the grab below is a real crossing into the entry.
            gtk_window_set_focus(focuskit_as_window(window), nil)
            enters.value = 0
            XCTAssertNotEqual(gtk_widget_grab_focus(entry), 0)
            XCTAssertEqual(enters.value, 1, "enter is emitted synchronously by grab_focus")
            bag.disconnectAll()
        }
    }
}

/// Connects a "cancelled" handler whose closure captures a tracker counted by `counter`.
@MainActor
private func makeTrackedConnection(
    _ instance: some GObjectPointerConvertible, signal: String = "cancelled", counter: LifetimeCounter
) -> SignalConnection {
    let tracker = LifetimeTracker(counter)
    return SignalConnection.connect(instance, signal: signal) { _ in tracker.touch() }
}
