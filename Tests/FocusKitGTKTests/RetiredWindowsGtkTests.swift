import CGtk
import Foundation
import GtkTestSupport
import XCTest

@testable import FocusKitGTK

/// A program built on FocusKitGTK alone, with plain GTK windows, retires a closed window with
/// ``RetiredWindows`` and gets FocusUI's protection: GTK answers a screen reader's request
/// for the window past the last shown one with the last of its toplevels, shown or not, and
/// aborts on a hidden one (`GtkQuirk.hiddenToplevelAnsweredPastTheEnd`). Here a screen
/// reader's request (Tests/ScreenReader/child_past_the_end.py, over the accessibility bus) is
/// answered while the newest window is retired, hidden; without the guard this process aborts.
final class RetiredWindowsGtkTests: XCTestCase {
    func testAScreenReaderAskingPastTheShownWindowsIsAnsweredWhileARetiredWindowIsHidden() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let first = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
            let second = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
            gtk_window_set_title(first, "Retired windows: first")
            gtk_window_set_title(second, "Retired windows: second")
            let retired = RetiredWindows(delaySeconds: 60)
            defer {
                retired.destroyAll()
                gtk_window_destroy(first)
            }
            gtk_window_present(first)
            gtk_window_present(second)
            XCTAssertTrue(MainContextPump.run(timeout: 10) { Self.isMapped(first) && Self.isMapped(second) })
            XCTAssertEqual(Self.lastToplevel(), UnsafeMutableRawPointer(second), "the newest window is last")

            retired.retire(second, afterDeactivation: false)
            XCTAssertEqual(retired.count, 1)
            XCTAssertFalse(Self.isMapped(second), "a retired window is hidden at once")
            let last = try XCTUnwrap(Self.lastToplevel())
            XCTAssertNotEqual(
                gtk_widget_get_visible(focuskit_as_widget(last)), 0, "the last toplevel is shown")

            let status = try Self.runWhilePumping(
                ["/usr/bin/python3", Self.script("ScreenReader/child_past_the_end.py"), "\(getpid())"])
            XCTAssertEqual(status, 0, "the screen reader's request past the end was answered")
        }
    }

    /// The host as a plain GTK program's window owner: the user closing a window while
    /// another is shown retires it (the app is told first), and a screen reader's request past
    /// the end is answered; a modal window and the last window are destroyed, and the owner is
    /// told.
    func testAManagedWindowClosedByTheUserIsRetiredAndTheLastOrAModalOneDestroyed() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let host = GtkFocusHost()
            host.retiredWindows = RetiredWindows(delaySeconds: 60)
            let first = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
            let second = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
            let dialog = focuskit_as_window(UnsafeMutableRawPointer(gtk_window_new()))
            gtk_window_set_title(first, "Managed windows: first")
            gtk_window_set_title(second, "Managed windows: second")
            gtk_window_set_title(dialog, "Managed windows: dialog")
            var closed: [FocusWindowID] = []
            var destroyed: [FocusWindowID] = []
            var ids: [FocusWindowID] = []
            for window in [first, second, dialog] {
                ids.append(
                    host.manage(
                        window, role: window == dialog ? .modal(over: ids[0]) : .main,
                        closeRequested: { closed.append($0) }, destroyed: { destroyed.append($0) }))
            }
            XCTAssertEqual(gtk_window_get_transient_for(dialog), first, "the owner makes it modal over first")
            XCTAssertNotEqual(gtk_window_get_modal(dialog), 0)
            for window in [first, second, dialog] { host.present(host.windowID(of: window)) }
            XCTAssertTrue(
                MainContextPump.run(timeout: 10) { [first, second, dialog].allSatisfy { Self.isMapped($0) } })

            gtk_window_close(dialog)
            XCTAssertEqual(closed, [ids[2]], "the owner is told the user closed it")
            XCTAssertEqual(destroyed, [ids[2]], "a modal window is destroyed, never retired")
            XCTAssertEqual(host.retiredWindows.count, 0)

            gtk_window_close(second)
            XCTAssertEqual(closed, [ids[2], ids[1]])
            XCTAssertEqual(host.retiredWindows.count, 1, "retired while the first window is shown")
            XCTAssertFalse(Self.isMapped(second), "a retired window is hidden at once")
            XCTAssertEqual(destroyed, [ids[2]], "and not destroyed yet")
            let status = try Self.runWhilePumping(
                ["/usr/bin/python3", Self.script("ScreenReader/child_past_the_end.py"), "\(getpid())"])
            XCTAssertEqual(status, 0, "the screen reader's request past the end was answered")

            host.close(ids[0])
            XCTAssertEqual(host.retiredWindows.count, 0, "the last window takes the retired ones with it")
            XCTAssertEqual(Set(destroyed), Set(ids), "every window destroyed, the owner told")
        }
    }

    @MainActor
    private static func isMapped(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
        gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(window))) != 0
    }

    @MainActor
    private static func lastToplevel() -> UnsafeMutableRawPointer? {
        guard let toplevels = gtk_window_get_toplevels() else { return nil }
        let count = g_list_model_get_n_items(toplevels)
        guard count > 0, let item = g_list_model_get_item(toplevels, count - 1) else { return nil }
        g_object_unref(item)
        return item
    }

    private static func script(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path).path
    }

    /// Runs a tool while this process's main context answers its D-Bus calls (GTK's
    /// accessibility objects are served there); a GLib timeout wakes the loop to see the exit.
    @MainActor
    private static func runWhilePumping(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        try process.run()
        let wakeUp = g_timeout_add(50, { _ in 1 }, nil)
        defer { g_source_remove(wakeUp) }
        XCTAssertTrue(MainContextPump.run(timeout: 30) { !process.isRunning }, "the tool ended")
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
