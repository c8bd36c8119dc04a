import CGtk

/// GSK's text form of what GTK draws (`gsk_render_node_serialize`), which tests read to see
/// colours, borders and shadows without comparing pixels.
public enum RenderNodeText {
    /// The text of `node`, or `nil` when GSK gives none.
    @MainActor public static func text(of node: OpaquePointer) -> String? {
        guard let bytes = gsk_render_node_serialize(node) else { return nil }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }

    /// The text of what `widget` draws at its size now (a snapshot of its paintable), or `nil`
    /// when it draws nothing.
    @MainActor public static func text(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        guard let paintable = gtk_widget_paintable_new(widget), let snapshot = gtk_snapshot_new() else {
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        gdk_paintable_snapshot(
            paintable, snapshot, Double(gtk_widget_get_width(widget)), Double(gtk_widget_get_height(widget)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        return text(of: node)
    }
}
