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

    /// Renders `view` in a new window of `defaultSize` (width, height; else its natural size),
    /// presents it and waits until it is mapped and laid out.
    init(_ view: Content, defaultSize: (width: Int32, height: Int32)? = nil) {
        let made = backend.makeWindow(for: WindowRequest(title: "Test", sceneID: nil, isSingleton: false))
        host = ViewHost(
            rootView: view, window: made.context, rootWidget: made.root, backend: backend,
            environment: EnvironmentValues())
        window = backend.gtkWindow(made.context.id)!
        if let defaultSize { gtk_window_set_default_size(window, defaultSize.width, defaultSize.height) }
        host.render()
        backend.present(made.context)
        // Mapped and laid out: before its first layout every widget sits at the window's
        // origin with no size, and a popover opened then is anchored off every monitor (GDK's
        // X11 popup layout then prints criticals: `gdk_x11_surface_layout_popup`).
        MainContextPump.run(timeout: 5) {
            gtk_widget_get_mapped(self.windowWidget) != 0 && gtk_widget_get_width(self.windowWidget) > 0
        }
    }

    var windowWidget: UnsafeMutablePointer<GtkWidget> { WidgetLookup.root(of: window) }

    /// Waits until the display server has answered what the app sent, then runs what is ready:
    /// the events real keys and clicks caused have reached the widgets.
    func settle() {
        gdk_display_sync(gtk_widget_get_display(windowWidget))
        MainContextPump.drainPending()
    }

    /// Every widget under the window, depth first.
    var allWidgets: [UnsafeMutablePointer<GtkWidget>] { WidgetLookup.all(in: windowWidget) }

    /// The window's `GtkTextView`s (vertical fields and text editors), in tree order.
    var textViews: [UnsafeMutablePointer<GtkWidget>] {
        allWidgets.filter { focuskit_is_text_view(UnsafeMutableRawPointer($0)) != 0 }
    }

    /// The entry or password entry whose placeholder is `placeholder`.
    func entry(placeholder: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first {
            WidgetLookup.isEntry($0, placeholder: placeholder)
                || WidgetLookup.isPasswordEntry($0, placeholder: placeholder)
        }
    }

    /// The button labelled `label`.
    func button(_ label: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first { WidgetLookup.isButton($0, labelled: label) }
    }

    /// The label showing `text`.
    func label(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        allWidgets.first { WidgetLookup.isLabel($0, showing: text) }
    }

    /// The `GtkListView`s under the window (a `List`'s, a lazy stack's), depth first.
    var listViews: [UnsafeMutablePointer<GtkWidget>] {
        allWidgets.filter {
            String(cString: focuskit_object_type_name(UnsafeMutableRawPointer($0))) == "GtkListView"
        }
    }

    /// Where GTK placed the widget, in the window's coordinates.
    func bounds(
        of widget: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line
    ) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, windowWidget, &rect), 0, file: file, line: line)
        return rect
    }

    /// Waits until GTK has given the widget a size (it is laid out).
    func waitForLayout(
        of widget: UnsafeMutablePointer<GtkWidget>?, file: StaticString = #filePath, line: UInt = #line
    ) {
        let laidOut = MainContextPump.run(timeout: 5) { widget.map { gtk_widget_get_width($0) > 0 } ?? false }
        XCTAssertTrue(laidOut, "not laid out", file: file, line: line)
    }

    /// Waits until every list's bound rows are rendered as they are now (none left for later),
    /// then runs what is ready.
    func waitForRowsRendered(file: StaticString = #filePath, line: UInt = #line) {
        let rendered = MainContextPump.run(timeout: 5) {
            self.host.lazyContainers.all.allSatisfy { !$0.hasRowsToRender }
        }
        XCTAssertTrue(rendered, "rows left to render", file: file, line: line)
        MainContextPump.drainPending()
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

    func close(file: StaticString = #filePath, line: UInt = #line) {
        host.unmount()
        gtk_window_destroy(window)
        MainContextPump.drainPending()
        // A second display connection is GTK Inspector's (a key no shortcut took: Ctrl+Shift+I
        // or D). Its windows stay until the process ends, and the window manager focuses them
        // when a later test's window closes: that test's windows then never become active.
        XCTAssertEqual(OpenDisplays.count, 1, "a second display connection is open", file: file, line: line)
        OpenDisplays.hideWindowsOfOthers()
    }
}

/// The display connections GDK has open: the default one, and GTK Inspector's when it opened.
@MainActor
enum OpenDisplays {
    /// How many display connections GDK has open.
    static var count: Int {
        let displays = gdk_display_manager_list_displays(gdk_display_manager_get())
        defer { g_slist_free(displays) }
        return Int(g_slist_length(displays))
    }

    /// Hides the windows of every display but the default one, so that the window manager does
    /// not focus them in a later test.
    static func hideWindowsOfOthers() {
        let main = gdk_display_get_default()
        guard let toplevels = gtk_window_get_toplevels() else { return }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            defer { g_object_unref(item) }
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_display(widget) != main { gtk_widget_set_visible(widget, 0) }
        }
    }
}
