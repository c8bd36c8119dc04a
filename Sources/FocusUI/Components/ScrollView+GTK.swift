import CGtk
import FocusUICore

extension ScrollViewComponent: GtkRenderable {
    /// A `GtkScrolledWindow`.
    public typealias GtkRenderer = ScrollViewGtkRenderer
}

/// Draws a `ScrollViewComponent`: a `GtkScrolledWindow` holding a vertical box of its
/// content, scrolling along its axes only (with overlay scroll bars, or none when it shows no
/// indicators), as big as its content where it does not scroll, expanding where it does. Content
/// shorter than the scroll view sits at its top, at its own height (as in SwiftUI).
///
/// `.focused` registers the content box: a write focuses the first control inside, as for any
/// container. The scrolled window itself stays focusable, as GTK makes it, so that content
/// without a control can still be scrolled from the keyboard (Tab reaches it only when nothing
/// inside can take focus).
@MainActor
public final class ScrollViewGtkRenderer: GtkComponentRenderer {
    /// The scrolled window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The content.
    public let children: (any GtkChildContainer)?

    /// A scrolled window with a box.
    public init(_ component: ScrollViewComponent, context: GtkRenderContext) {
        widget = gtk_scrolled_window_new()!
        content = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 6)
        gtk_scrolled_window_set_child(focuskit_as_scrolled_window(UnsafeMutableRawPointer(widget)), content)
        children = GtkBoxChildren(content)
    }

    /// The content box.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { content }

    /// Applies the axes and indicators.
    public func update(from old: ScrollViewComponent?, to new: ScrollViewComponent) {
        guard new != old else { return }
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(widget))
        let scrolling = new.showsIndicators ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        gtk_scrolled_window_set_policy(
            window, new.axes.contains(.horizontal) ? scrolling : GTK_POLICY_NEVER,
            new.axes.contains(.vertical) ? scrolling : GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(window, 1)
        gtk_scrolled_window_set_propagate_natural_height(window, 1)
        gtk_widget_set_hexpand(widget, new.axes.contains(.horizontal) ? 1 : 0)
        gtk_widget_set_vexpand(widget, new.axes.contains(.vertical) ? 1 : 0)
        // Content shorter than the scroll view stays at its top (leading edge), at its own
        // size along the axes it scrolls, as SwiftUI proposes no size along them: GtkViewport
        // gives its child at least the page, where a frame's centre alignment (the vertical
        // part of `.leading`) centred it, and a flexible view stretched.
        gtk_widget_set_valign(content, new.axes.contains(.vertical) ? GTK_ALIGN_START : GTK_ALIGN_FILL)
        gtk_widget_set_halign(content, new.axes.contains(.horizontal) ? GTK_ALIGN_START : GTK_ALIGN_FILL)
    }
}
