import CGtk
import FocusKitGTK
import FocusUICore

/// `.frame(width:height:)`, `.frame(minWidth:…maxHeight:alignment:)` and `.fixedSize()`: a
/// size request, expansion and alignment (`hexpand`/`vexpand`, `halign`/`valign`); a fixed
/// horizontal size also keeps a label on one line. What GTK has no form for (an ideal size, a
/// finite maximum) is reported as a warning.
extension GtkViewBackend {
    func applyFrame(of handle: GtkWidgetHandle, from old: Element?, to new: Element) {
        let widget = handle.appearanceWidget
        let layout = new.frameLayout
        let oldLayout = old?.frameLayout ?? FrameLayout()
        let width = new.frameWidth ?? layout.minWidth
        let height = new.frameHeight ?? layout.minHeight
        let oldWidth = old.flatMap { $0.frameWidth ?? $0.frameLayout.minWidth }
        let oldHeight = old.flatMap { $0.frameHeight ?? $0.frameLayout.minHeight }
        if width != oldWidth || height != oldHeight || (old == nil && (width != nil || height != nil)) {
            gtk_widget_set_size_request(
                widget, width.flatMap { GtkPixels.of($0) } ?? -1, height.flatMap { GtkPixels.of($0) } ?? -1)
        }
        if layout.expandsHorizontally != oldLayout.expandsHorizontally
            || layout.isFixedHorizontally != oldLayout.isFixedHorizontally
        {
            gtk_widget_set_hexpand(widget, layout.expandsHorizontally && !layout.isFixedHorizontally ? 1 : 0)
        }
        if layout.expandsVertically != oldLayout.expandsVertically
            || layout.isFixedVertically != oldLayout.isFixedVertically
        {
            gtk_widget_set_vexpand(widget, layout.expandsVertically && !layout.isFixedVertically ? 1 : 0)
        }
        if layout.alignment != oldLayout.alignment
            || layout.isFixedHorizontally != oldLayout.isFixedHorizontally
            || layout.isFixedVertically != oldLayout.isFixedVertically
        {
            gtk_widget_set_halign(
                widget,
                layout.alignment.map { Self.align($0.horizontal) }
                    ?? (layout.isFixedHorizontally ? GTK_ALIGN_START : GTK_ALIGN_FILL))
            gtk_widget_set_valign(
                widget,
                layout.alignment.map { Self.align($0.vertical) }
                    ?? (layout.isFixedVertically ? GTK_ALIGN_START : GTK_ALIGN_FILL))
        }
        if new.kind == .text, layout.isFixedHorizontally != oldLayout.isFixedHorizontally {
            gtk_label_set_wrap(
                focuskit_as_label(UnsafeMutableRawPointer(widget)), layout.isFixedHorizontally ? 0 : 1)
        }
        if layout.unsupported != oldLayout.unsupported, !layout.unsupported.isEmpty {
            focusCoordinator.logger.warning(
                "frame on \(new.kind) \"\(new.describedTitle)\": GTK has no "
                    + "\(layout.unsupported.joined(separator: ", ")) for a widget; ignored")
        }
    }

    static func align(_ alignment: HorizontalAlignment) -> GtkAlign {
        switch alignment {
        case .leading: return GTK_ALIGN_START
        case .center: return GTK_ALIGN_CENTER
        case .trailing: return GTK_ALIGN_END
        }
    }

    static func align(_ alignment: VerticalAlignment) -> GtkAlign {
        switch alignment {
        case .top: return GTK_ALIGN_START
        case .center: return GTK_ALIGN_CENTER
        case .bottom: return GTK_ALIGN_END
        }
    }
}
