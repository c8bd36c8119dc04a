import CGtk

/// Renders a window, as it is on screen, to a PNG file: `login-form --screenshot PATH`.
@MainActor
package enum WindowScreenshot {
    /// What the window draws now, as a render node (the caller unrefs it) at the size of what
    /// the window draws, its frame or shadow included, or a message saying why not.
    ///
    /// A window's paintable draws more than the widget's width and height (the frame a window with
    /// client-side decorations draws around itself); a snapshot at the widget's size would scale
    /// that down and blur its edges, so it is taken at the paintable's intrinsic size.
    package static func renderNode(of window: UnsafeMutablePointer<GtkWindow>) -> Result<
        OpaquePointer, Problem
    > {
        let widget = focuskit_as_widget(UnsafeMutableRawPointer(window))
        guard gtk_widget_get_width(widget) > 0, gtk_widget_get_height(widget) > 0 else {
            return .failure(Problem("the window has no size yet"))
        }
        guard let paintable = gtk_widget_paintable_new(widget) else {
            return .failure(Problem("cannot capture the window"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return .failure(Problem("cannot create a snapshot")) }
        gdk_paintable_snapshot(
            paintable, snapshot, Double(gdk_paintable_get_intrinsic_width(paintable)),
            Double(gdk_paintable_get_intrinsic_height(paintable)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            return .failure(Problem("the window drew nothing"))
        }
        return .success(node)
    }

    /// A render node drawn by the window's own renderer: an owned texture (the caller unrefs it),
    /// or a message saying why not.
    package static func texture(
        rendering node: OpaquePointer, in window: UnsafeMutablePointer<GtkWindow>
    ) -> Result<OpaquePointer, Problem> {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(UnsafeMutableRawPointer(window))) else {
            return .failure(Problem("the window is not realized"))
        }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else {
            return .failure(Problem("rendering failed"))
        }
        return .success(texture)
    }

    /// Renders the window's current contents with its own renderer and saves them as PNG.
    /// Returns a message on failure.
    package static func save(_ window: UnsafeMutablePointer<GtkWindow>, to path: String) -> String? {
        let rendered = renderNode(of: window).flatMap { node -> Result<OpaquePointer, Problem> in
            defer { gsk_render_node_unref(node) }
            return texture(rendering: node, in: window)
        }
        switch rendered {
        case .failure(let problem): return problem.message
        case .success(let texture):
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return gdk_texture_save_to_png(texture, path) != 0 ? nil : "cannot write \(path)"
        }
    }

    /// Why a window could not be rendered.
    package struct Problem: Error, Equatable {
        package let message: String
        package init(_ message: String) { self.message = message }
    }
}
