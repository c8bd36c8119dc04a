import CGtk
import FocusKitGTK
import FocusUICore
import Foundation

extension GeometryComponent: GtkRenderable {
    /// A `GtkOverlay` over a `GtkDrawingArea` that reports its size.
    public typealias GtkRenderer = GeometryGtkRenderer
}

/// Draws a `GeometryComponent`: a `GtkOverlay` that expands both ways, whose main child is
/// an empty `GtkDrawingArea` filling it (its `resize` reports the size the reader is given)
/// and whose overlay is a box of the content, measured so the content is never cut.
@MainActor
public final class GeometryGtkRenderer: GtkComponentRenderer {
    /// The overlay.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The content's box.
    public let children: (any GtkChildContainer)?
    private let signals = SignalBag()
    private var component: GeometryComponent

    /// An overlay over a drawing area.
    public init(_ component: GeometryComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_overlay_new()!
        let overlay = focuskit_as_overlay(UnsafeMutableRawPointer(widget))
        let area = gtk_drawing_area_new()!
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_overlay_set_child(overlay, area)
        let box = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 0)
        gtk_overlay_add_overlay(overlay, box)
        gtk_overlay_set_measure_overlay(overlay, box, 1)
        children = GtkBoxChildren(box)
        signals.connectResize(area) { [unowned self] _, width, height in
            self.component.sendSize(CGSize(width: Double(width), height: Double(height)))
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Keeps the newest component, whose report the next resize uses.
    public func update(from old: GeometryComponent?, to new: GeometryComponent) {
        component = new
    }
}
