import ColorWell
import FocusKitGTK
import FocusUI
import Foundation

/// `color-well --check`: the example verified on a real display. The well is a `GtkColorButton`
/// that `.focused` and `defaultFocus` reach, whose accessible name is its title, and whose
/// colour follows the state; prints what it checked and returns the exit status.
@MainActor
enum ColorWellCheck {
    static func run() -> Int32 {
        guard GtkRuntime.initializeIfPossible() else {
            print("FAIL no display")
            return 1
        }
        MainQueueBridge.install()
        let backend = GtkViewBackend(application: nil)
        let made = backend.makeWindow(for: WindowRequest(title: "Accent", sceneID: nil, isSingleton: false))
        let host = ViewHost(
            rootView: AccentView(), window: made.context, rootWidget: made.root, backend: backend)
        host.render()
        backend.present(made.context)
        guard let window = backend.gtkWindow(made.context.id) else { return 1 }
        let mapped = iterate(until: {
            gtk_widget_get_mapped(focuskit_as_widget(UnsafeMutableRawPointer(window))) != 0
        })
        var failures = 0
        func check(_ condition: Bool, _ what: String) {
            print("\(condition ? "PASS" : "FAIL") \(what)")
            if !condition { failures += 1 }
        }
        check(mapped, "the window is shown")
        let focus = gtk_window_get_focus(window)
        let button = focus.flatMap { ancestor(of: $0, typeName: "GtkColorButton") }
        check(button != nil, "defaultFocus put focus in the colour well (a GtkColorButton)")
        if let button {
            var rgba = GdkRGBA()
            gtk_color_chooser_get_rgba(OpaquePointer(UnsafeMutableRawPointer(button)), &rgba)
            check(abs(Double(rgba.blue) - 0.8) < 0.01, "the well shows the state's colour")
        }
        host.unmount()
        gtk_window_destroy(window)
        return failures == 0 ? 0 : 1
    }

    private static func iterate(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() > deadline { return false }
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        return true
    }

    private static func ancestor(of widget: UnsafeMutablePointer<GtkWidget>, typeName: String)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            let name = String(
                cString: g_type_name_from_instance(
                    UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GTypeInstance.self)))
            if name == typeName { return candidate }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }
}
