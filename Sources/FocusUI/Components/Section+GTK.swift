import CGtk
import FocusUICore

extension SectionComponent: GtkRenderable {
    /// An `AdwPreferencesGroup` in a grouped form, else a heading above a framed box of rows.
    public typealias GtkRenderer = SectionGtkRenderer
}

/// Draws a `SectionComponent`.
///
/// - In a grouped form: libadwaita's `AdwPreferencesGroup`, titled by the header and
///   its rows are `GtkPreferencesGroupRows`, the footer below them. Its boxed list is named
///   after the title for screen readers (libadwaita does it), or has no name without one.
/// - Elsewhere: a vertical box holding a heading label (hidden without a title), a framed box
///   of rows with the accessible role `GROUP`, named after the heading, and the footer's
///   caption below the frame.
@MainActor
public final class SectionGtkRenderer: GtkComponentRenderer {
    /// The section's widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>?
    private let rows: UnsafeMutablePointer<GtkWidget>
    /// The rows.
    public let children: (any GtkChildContainer)?

    /// A preferences group, or a heading and a framed box.
    public init(_ component: SectionComponent, context: GtkRenderContext) {
        if component.isGrouped {
            widget = adw_preferences_group_new()!
            rows = widget
            heading = nil
            children = GtkPreferencesGroupRows(group: widget)
            return
        }
        widget = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 6)
        gtk_widget_add_css_class(widget, "focusui-section")
        let heading = gtk_label_new(nil)!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(focuskit_as_label(UnsafeMutableRawPointer(heading)), 0)
        rows = GtkAccessibility.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        GtkStackBox.installLayout(on: rows)
        gtk_orientable_set_orientation(
            focuskit_as_orientable(UnsafeMutableRawPointer(rows)), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(focuskit_as_box(UnsafeMutableRawPointer(rows)), 0)
        gtk_widget_add_css_class(rows, "frame")
        gtk_widget_add_css_class(rows, "focusui-section-rows")
        let box = focuskit_as_box(UnsafeMutableRawPointer(widget))
        gtk_box_append(box, heading)
        gtk_box_append(box, rows)
        self.heading = heading
        children = SectionBoxChildren(section: widget, rows: GtkBoxChildren(rows))
    }

    /// Shows the title (the heading hidden when there is none) and names the group after it.
    public func update(from old: SectionComponent?, to new: SectionComponent) {
        guard new.title != old?.title || old == nil else { return }
        if let heading {
            gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(heading)), new.title ?? "")
            gtk_widget_set_visible(heading, new.title == nil ? 0 : 1)
            if let title = new.title { GtkAccessibility.setLabel(rows, title) }
        } else {
            adw_preferences_group_set_title(
                focuskit_as_adw_preferences_group(UnsafeMutableRawPointer(widget)), new.title ?? "")
            (children as? GtkPreferencesGroupRows)?.nameList()
        }
    }

    /// A section is named by its heading; `.accessibilityLabel` names its group of rows.
    public func setAccessibleName(_ name: String) {
        GtkAccessibility.setLabel(rows, name)
    }
}

/// The children of a section outside a grouped form: its rows go into the framed box, its
/// footer's caption below it.
@MainActor
final class SectionBoxChildren: GtkChildContainer {
    private let section: UnsafeMutablePointer<GtkWidget>
    private let rows: GtkBoxChildren

    init(section: UnsafeMutablePointer<GtkWidget>, rows: GtkBoxChildren) {
        self.section = section
        self.rows = rows
    }

    private func isFooter(_ child: GtkWidgetHandle) -> Bool {
        child.element.component is SectionFooterComponent
    }

    func insert(_ child: GtkWidgetHandle, at index: Int) {
        if isFooter(child) {
            gtk_box_append(focuskit_as_box(UnsafeMutableRawPointer(section)), child.outerWidget)
        } else {
            rows.insert(child, at: index)
        }
    }

    func move(_ child: GtkWidgetHandle, to index: Int) {
        if !isFooter(child) { rows.move(child, to: index) }
    }

    func remove(_ child: GtkWidgetHandle) {
        if isFooter(child) {
            if gtk_widget_get_parent(child.outerWidget) == section {
                gtk_box_remove(focuskit_as_box(UnsafeMutableRawPointer(section)), child.outerWidget)
            }
        } else {
            rows.remove(child)
        }
    }
}

extension SectionFooterComponent: GtkRenderable {
    /// A caption label.
    public typealias GtkRenderer = SectionFooterGtkRenderer
}

/// Draws a `SectionFooterComponent`: a dimmed, wrapping `GtkLabel` with the `caption` style
/// class, aligned at the start.
@MainActor
public final class SectionFooterGtkRenderer: GtkComponentRenderer {
    /// The label.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// A caption label.
    public init(_ component: SectionFooterComponent, context: GtkRenderContext) {
        widget = gtk_label_new(nil)!
        gtk_widget_add_css_class(widget, "caption")
        gtk_widget_add_css_class(widget, "dim-label")
        gtk_widget_add_css_class(widget, "focusui-section-footer")
        let label = focuskit_as_label(UnsafeMutableRawPointer(widget))
        gtk_label_set_xalign(label, 0)
        gtk_label_set_wrap(label, 1)
    }

    /// Shows the text.
    public func update(from old: SectionFooterComponent?, to new: SectionFooterComponent) {
        if new.text != old?.text {
            gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(widget)), new.text)
        }
    }
}
