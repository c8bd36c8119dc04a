import CGtk
import FocusKitGTK
import FocusUICore

/// The presentation modifiers: `.help`, `.hidden()`, `.opacity`, `.frame(width:height:)` and
/// the text styles (`.font`, `.bold()`, `.italic()`, `.foregroundStyle`) as CSS classes.
extension GtkViewBackend {
    /// Applies what changed among the presentation properties; nothing on a re-render where
    /// none did.
    func applyPresentation(
        of handle: GtkWidgetHandle, changes: ElementChanges, from old: Element?, to new: Element
    ) {
        let widget = handle.appearanceWidget
        if changes.contains(.help), old != nil || new.help != nil {
            // The tooltip goes on the widget the pointer and focus reach: a row's control.
            gtk_widget_set_tooltip_text(handle.control ?? widget, new.help)
        }
        if changes.contains(.hidden), old != nil || new.isHidden {
            // Unmaps the widget: a focused control in it loses focus, which the focus host
            // reports (contract rule 11).
            if new.kind == .toolbarItem {
                // The placeholder is never shown; the item's box in the header bar is.
                setToolbarItemHidden(handle, new.isHidden)
            } else {
                gtk_widget_set_visible(widget, new.isHidden ? 0 : 1)
                // Its toolbar items, in the header bar, go and come back with it.
                showToolbarItems(in: widget)
            }
        }
        if changes.contains(.opacity), old != nil || new.opacity != 1 {
            gtk_widget_set_opacity(widget, new.opacity)
        }
        if changes.contains(.frame) { applyFrame(of: handle, from: old, to: new) }
        if changes.contains(.textLayout) { applyTextLayout(of: handle, from: old, to: new) }
        if changes.contains(.style) {
            for name in old?.styleClasses ?? [] where !new.styleClasses.contains(name) {
                // `error` also marks an invalid field (`.accessibilityInvalid`): keep it there.
                if name == "error" && new.isInvalid { continue }
                gtk_widget_remove_css_class(widget, name)
            }
            for name in new.styleClasses { gtk_widget_add_css_class(widget, name) }
        }
    }
}

extension GtkViewBackend {
    /// `.lineLimit` and `.multilineTextAlignment` on a label, entry or text view.
    func applyTextLayout(of handle: GtkWidgetHandle, from old: Element?, to new: Element) {
        guard old != nil || new.lineLimit != nil || new.textAlignment != .leading else { return }
        let justification: GtkJustification
        let xalign: Float
        switch new.textAlignment {
        case .leading: (justification, xalign) = (GTK_JUSTIFY_LEFT, 0)
        case .center: (justification, xalign) = (GTK_JUSTIFY_CENTER, 0.5)
        case .trailing: (justification, xalign) = (GTK_JUSTIFY_RIGHT, 1)
        }
        switch new.kind {
        case .text:
            let label = focuskit_as_label(UnsafeMutableRawPointer(handle.widget))
            gtk_label_set_justify(label, justification)
            gtk_label_set_lines(label, Int32(clamping: new.lineLimit ?? -1))
            gtk_label_set_ellipsize(label, new.lineLimit == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        case .textField:
            gtk_entry_set_alignment(focuskit_as_entry(UnsafeMutableRawPointer(handle.widget)), xalign)
        case .secureField:
            // GtkPasswordEntry has no alignment of its own: its inner GtkText's xalign.
            var child = gtk_widget_get_first_child(handle.widget)
            while let current = child {
                let raw = UnsafeMutableRawPointer(current)
                if focuskit_is_text(raw) != 0 {
                    let editable = focuskit_as_editable(raw)
                    gtk_editable_set_alignment(editable, xalign)
                }
                child = gtk_widget_get_next_sibling(current)
            }
        case .textEditor:
            if let control = handle.control {
                gtk_text_view_set_justification(
                    focuskit_as_text_view(UnsafeMutableRawPointer(control)), justification)
            }
        default:
            break
        }
    }
}
