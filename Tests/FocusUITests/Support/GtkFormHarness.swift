import CGtk
import FocusKit
import FocusKitGTK
import GtkTestSupport
import XCTest

@testable import FocusUI
@testable import FocusUICore

/// Mounts a view in a real GTK window through the GTK backend, and finds its widgets.
@MainActor
final class GtkFormHarness<Content: View> {
    let backend = GtkViewBackend(application: nil)
    let host: ViewHost<GtkViewBackend>
    let window: UnsafeMutablePointer<GtkWindow>

    init(_ view: Content) {
        let made = backend.makeWindow(for: WindowRequest(title: "Test", sceneID: nil, isSingleton: false))
        host = ViewHost(
            rootView: view, window: made.context, rootWidget: made.root, backend: backend,
            environment: EnvironmentValues())
        window = backend.gtkWindow(made.context.id)!
        host.render()
        backend.present(made.context)
        MainContextPump.run(timeout: 5) { gtk_widget_get_mapped(self.windowWidget) != 0 }
    }

    var windowWidget: UnsafeMutablePointer<GtkWidget> { focuskit_as_widget(UnsafeMutableRawPointer(window)) }

    /// Every widget under the window, depth first.
    var allWidgets: [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            result.append(widget)
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(windowWidget)
        return result
    }

    func entry(placeholder: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first { widget in
            let raw = UnsafeMutableRawPointer(widget)
            if focuskit_is_entry(raw) != 0, let text = gtk_entry_get_placeholder_text(focuskit_as_entry(raw))
            {
                return String(cString: text) == placeholder
            }
            if focuskit_is_password_entry(raw) != 0 {
                var value = GValue()
                g_value_init(&value, focuskit_type_string())
                defer { g_value_unset(&value) }
                g_object_get_property(focuskit_as_object(raw), "placeholder-text", &value)
                return g_value_get_string(&value).map { String(cString: $0) } == placeholder
            }
            return false
        }
    }

    func button(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first { widget in
            let raw = UnsafeMutableRawPointer(widget)
            guard focuskit_is_button(raw) != 0, let text = gtk_button_get_label(focuskit_as_button(raw))
            else {
                return false
            }
            return String(cString: text) == label
        }
    }

    /// The label showing `text`.
    func label(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first { widget in
            let raw = UnsafeMutableRawPointer(widget)
            return focuskit_is_label(raw) != 0
                && String(cString: gtk_label_get_text(focuskit_as_label(raw))) == text
        }
    }

    /// Whether the window's focus widget is the widget or inside it.
    func hasFocus(inside widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = gtk_window_get_focus(window) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Pumps the main loop until the coalesced re-render after a state change has run.
    func waitForRender(after count: Int, file: StaticString = #filePath, line: UInt = #line) {
        let rendered = MainContextPump.run(timeout: 5) { self.host.renderCount > count }
        XCTAssertTrue(rendered, "no re-render happened", file: file, line: line)
    }

    func close() {
        host.unmount()
        gtk_window_destroy(window)
        MainContextPump.drainPending()
    }
}
