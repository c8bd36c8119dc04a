import CGtk

/// Renders a window, as it is on screen, to a PNG file: `login-form --screenshot PATH`.
@MainActor
package enum WindowScreenshot {
    /// Renders the window's current contents with its own renderer and saves them as PNG.
    /// Returns a message on failure.
    package static func save(_ window: UnsafeMutablePointer<GtkWindow>, to path: String) -> String? {
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { return "the window has no size yet" }
        guard let paintable = gtk_widget_paintable_new(widget) else { return "cannot capture the window" }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return "cannot create a snapshot" }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return "the window drew nothing" }
        defer { gsk_render_node_unref(node) }
        let native = OpaquePointer(UnsafeMutableRawPointer(window))
        guard let renderer = gtk_native_get_renderer(native) else { return "the window is not realized" }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
            return "rendering failed"
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0 ? nil : "cannot write \(path)"
    }
}
