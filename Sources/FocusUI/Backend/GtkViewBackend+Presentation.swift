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
        let widget = handle.widget
        if changes.contains(.help), old != nil || new.help != nil {
            // The tooltip goes on the widget the pointer and focus reach: a row's control.
            gtk_widget_set_tooltip_text(handle.control ?? widget, new.help)
        }
        if changes.contains(.hidden), old != nil || new.isHidden {
            // Unmaps the widget: a focused control in it loses focus, which the focus host
            // reports (contract rule 11).
            gtk_widget_set_visible(widget, new.isHidden ? 0 : 1)
        }
        if changes.contains(.opacity), old != nil || new.opacity != 1 {
            gtk_widget_set_opacity(widget, new.opacity)
        }
        if changes.contains(.frame), old != nil || new.frameWidth != nil || new.frameHeight != nil {
            gtk_widget_set_size_request(
                widget, new.frameWidth.map { Int32($0) } ?? -1, new.frameHeight.map { Int32($0) } ?? -1)
        }
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
