import CGtk
import FocusKitGTK
import FocusUICore

/// `.frame(width:height:)`, `.frame(minWidth:…maxHeight:alignment:)` and `.fixedSize()`: a
/// size request, expansion and alignment (`hexpand`/`vexpand`, `halign`/`valign`), and for a
/// finite maximum or an ideal size the node's ``GtkSizeClamp``; a fixed horizontal size also
/// keeps a label on one line.
extension GtkViewBackend {
    func applyFrame(
        to handle: GtkWidgetHandle, from oldModifiers: SharedModifiers?, to modifiers: SharedModifiers
    ) {
        let old = oldModifiers?.frame
        let layout = modifiers.frame
        let widget = handle.layoutWidget
        let oldLayout = old ?? FrameLayout()
        let width = layout.width ?? layout.minWidth
        let height = layout.height ?? layout.minHeight
        let oldWidth = old.flatMap { $0.width ?? $0.minWidth }
        let oldHeight = old.flatMap { $0.height ?? $0.minHeight }
        // The size request goes on the clamped widget, whose minimum the clamp keeps.
        let requested = handle.focusableWrapper ?? handle.renderer.appearanceWidget
        if width != oldWidth || height != oldHeight || (old == nil && (width != nil || height != nil)) {
            gtk_widget_set_size_request(
                requested, width.flatMap { GtkPixels.of($0) } ?? -1, height.flatMap { GtkPixels.of($0) } ?? -1
            )
        }
        // A width or height asked for is the size, also of a view that would expand (a list, a
        // text editor): its expansion is set off, as `.fixedSize()` does.
        if layout.expandsHorizontally != oldLayout.expandsHorizontally
            || layout.isFixedHorizontally != oldLayout.isFixedHorizontally
            || (layout.width == nil) != (oldLayout.width == nil)
        {
            gtk_widget_set_hexpand(
                widget,
                layout.expandsHorizontally && !layout.isFixedHorizontally && layout.width == nil ? 1 : 0)
        }
        if layout.expandsVertically != oldLayout.expandsVertically
            || layout.isFixedVertically != oldLayout.isFixedVertically
            || (layout.height == nil) != (oldLayout.height == nil)
        {
            gtk_widget_set_vexpand(
                widget, layout.expandsVertically && !layout.isFixedVertically && layout.height == nil ? 1 : 0)
        }
        if let clamp = handle.sizeClamp {
            // The clamp places the view in the room it is given: all of it, or, in a stack
            // the view does not fill, its place by the stack's alignment.
            clamp.apply(layout)
            if modifiers.alignmentInStack != oldModifiers?.alignmentInStack {
                var horizontal = GTK_ALIGN_FILL
                var vertical = GTK_ALIGN_FILL
                switch modifiers.alignmentInStack {
                case .horizontal(let alignment)?: horizontal = Self.align(alignment)
                case .vertical(let alignment)?: vertical = Self.align(alignment)
                case nil: break
                }
                gtk_widget_set_halign(widget, horizontal)
                gtk_widget_set_valign(widget, vertical)
            }
        } else if layout.alignment != oldLayout.alignment
            || layout.isFixedHorizontally != oldLayout.isFixedHorizontally
            || layout.isFixedVertically != oldLayout.isFixedVertically
            || modifiers.alignmentInStack != oldModifiers?.alignmentInStack
        {
            // The frame's alignment, else the stack's for a view that does not fill it (a
            // fixed-size one included, as SwiftUI places it), else a fixed size's start.
            var stackHorizontal: GtkAlign?
            var stackVertical: GtkAlign?
            switch modifiers.alignmentInStack {
            case .horizontal(let alignment)?: stackHorizontal = Self.align(alignment)
            case .vertical(let alignment)?: stackVertical = Self.align(alignment)
            case nil: break
            }
            // The frame's alignment places the view only along an axis the view does not fill
            // (SwiftUI proposes the frame's size, which a flexible view takes):
            // `VStack { Slider… }.frame(maxWidth: .infinity, alignment: .leading)` fills the
            // width (it stood at its natural width, the slider short).
            let horizontalAlignment = layout.alignment.flatMap {
                layout.contentFlexibleAxes.contains(.horizontal) ? nil : Self.align($0.horizontal)
            }
            let verticalAlignment = layout.alignment.flatMap {
                layout.contentFlexibleAxes.contains(.vertical) ? nil : Self.align($0.vertical)
            }
            gtk_widget_set_halign(
                widget,
                horizontalAlignment ?? stackHorizontal
                    ?? (layout.isFixedHorizontally ? GTK_ALIGN_START : GTK_ALIGN_FILL))
            gtk_widget_set_valign(
                widget,
                verticalAlignment ?? stackVertical
                    ?? (layout.isFixedVertically ? GTK_ALIGN_START : GTK_ALIGN_FILL))
        }
        if layout.isFixedHorizontally != oldLayout.isFixedHorizontally,
            focuskit_is_label(UnsafeMutableRawPointer(handle.renderer.widget)) != 0
        {
            gtk_label_set_wrap(
                focuskit_as_label(UnsafeMutableRawPointer(handle.renderer.widget)),
                layout.isFixedHorizontally ? 0 : 1)
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
        case .firstTextBaseline, .lastTextBaseline: return GTK_ALIGN_BASELINE
        }
    }
}
