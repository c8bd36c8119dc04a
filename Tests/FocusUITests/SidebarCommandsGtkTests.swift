import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

private struct ShelvesSplit: View {
    var body: some View {
        NavigationSplitView {
            VStack {
                Button("Fiction") {}
                Button("Poetry") {}
            }
        } detail: {
            TextField("Notes", text: .constant(""))
        }
    }
}

private struct ShelvesApp: App {
    var body: some Scene {
        WindowGroup("Shelves") {
            ShelvesSplit()
        }
        .commands {
            SidebarCommands()
        }
    }
}

/// `SidebarCommands` on GTK: "Show Sidebar" is a stateful boolean `GAction` with F9 as its
/// accelerator; F9 hides the key window's sidebar pane (focus in it goes on into the detail,
/// as in `SidebarCommandsHeadlessTests`) and shows it again.
final class SidebarCommandsGtkTests: XCTestCase {
    func testF9HidesAndShowsTheSidebar() throws {
        try MainActor.assumeIsolated {
            guard try requireDisplay() else { return }
            let app = try GtkAppHarness(ShelvesApp(), id: "SidebarCommandsGtkTests")
            defer { app.close() }
            let name = try XCTUnwrap(app.commandName("Show Sidebar"))
            let group = OpaquePointer(UnsafeMutableRawPointer(app.application))
            @MainActor func isOn() -> Bool {
                guard let state = g_action_group_get_action_state(group, name) else { return false }
                defer { g_variant_unref(state) }
                return g_variant_get_boolean(state) != 0
            }
            let accels = gtk_application_get_accels_for_action(app.application, "app.\(name)")
            XCTAssertEqual(accels.map { String(cString: $0[0]!) }, "F9")
            g_strfreev(accels)
            // Enabled once the window is the key window, whose split view publishes its sidebar.
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) { g_action_group_get_action_enabled(group, name) != 0 })
            XCTAssertTrue(isOn())

            let poetry = try XCTUnwrap(app.button("Poetry"))
            let notes = try XCTUnwrap(app.entry(placeholder: "Notes"))
            XCTAssertTrue(gtk_widget_grab_focus(poetry) != 0)
            XCTAssertTrue(InputTool.key("F9"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_is_visible(poetry) == 0 })
            XCTAssertTrue(MainContextPump.run(timeout: 5) { !isOn() })
            // Focus goes on into the detail, as in the twin (GTK alone would move it to the split
            // view's paned at the next frame's after-paint phase).
            XCTAssertTrue(
                MainContextPump.run(timeout: 5) {
                    gtk_window_get_focus(app.gtkWindow).map {
                        $0 == notes || gtk_widget_is_ancestor($0, notes) != 0
                    }
                        ?? false
                })

            XCTAssertTrue(InputTool.key("F9"))
            XCTAssertTrue(MainContextPump.run(timeout: 5) { gtk_widget_is_visible(poetry) != 0 })
            XCTAssertTrue(isOn())
        }
    }
}
