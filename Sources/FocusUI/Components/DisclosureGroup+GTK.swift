import CGtk
import FocusKitGTK
import FocusUICore

extension DisclosureGroupComponent: GtkRenderable {
    /// A `GtkExpander`, or an `AdwExpanderRow` in a grouped form.
    public typealias GtkRenderer = DisclosureGroupGtkRenderer
}

/// Draws a `DisclosureGroupComponent`: a `GtkExpander` whose child is a vertical box of the
/// content, or, as a row of a grouped form's section, libadwaita's `AdwExpanderRow` whose
/// content views are its rows (made as a section's rows are, `GtkPreferencesGroupRows`).
///
/// The header is the Tab stop (the expander itself, which GTK names by its label and marks
/// expanded or collapsed; the expander row's header row, which libadwaita focuses for the
/// expander row, marked expanded or collapsed here: libadwaita 1.2 does not). Opening or
/// closing it writes the binding through the newest component; the expansion is set only when
/// the widget shows another, muted.
@MainActor
public final class DisclosureGroupGtkRenderer: GtkComponentRenderer {
    /// The expander, or the expander row.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The content.
    public let children: (any GtkChildContainer)?
    private var component: DisclosureGroupComponent
    private var isApplyingValue = false
    private let signals = SignalBag()

    /// An expander or an expander row.
    public init(_ component: DisclosureGroupComponent, context: GtkRenderContext) {
        self.component = component
        if component.isFormRow {
            widget = adw_expander_row_new()!
            // Never focused itself (libadwaita moves focus to its header row): a write to the
            // group focuses its first focusable descendant, the header row (GtkFocusHost).
            gtk_widget_set_focusable(widget, 0)
            Self.unfocusLists(in: widget)
            children = GtkPreferencesGroupRows(expanderRow: widget)
        } else {
            widget = gtk_expander_new(nil)!
            let box = GtkStackBox.make(GTK_ORIENTATION_VERTICAL, spacing: 6)
            gtk_widget_set_margin_top(box, 6)
            gtk_expander_set_child(focuskit_as_expander(UnsafeMutableRawPointer(widget)), box)
            children = GtkBoxChildren(box)
        }
        signals.connectNotify(widget, property: "expanded") { [unowned self] _, _ in
            guard !self.isApplyingValue else { return }
            let expanded = self.isExpanded
            self.markHeader(expanded: expanded)
            self.component.sendExpanded(expanded)
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    private var isExpanded: Bool {
        let raw = UnsafeMutableRawPointer(widget)
        return component.isFormRow
            ? adw_expander_row_get_expanded(focuskit_as_adw_expander_row(raw)) != 0
            : gtk_expander_get_expanded(focuskit_as_expander(raw)) != 0
    }

    /// Applies the title and the expansion.
    public func update(from old: DisclosureGroupComponent?, to new: DisclosureGroupComponent) {
        component = new
        let raw = UnsafeMutableRawPointer(widget)
        if new.title != old?.title {
            if new.isFormRow {
                GtkPreferencesGroupRows.setTitle(new.title, of: widget)
            } else {
                gtk_expander_set_label(focuskit_as_expander(raw), new.title)
            }
        }
        if isExpanded != new.isExpanded {
            isApplyingValue = true
            if new.isFormRow {
                adw_expander_row_set_expanded(focuskit_as_adw_expander_row(raw), new.isExpanded ? 1 : 0)
            } else {
                gtk_expander_set_expanded(focuskit_as_expander(raw), new.isExpanded ? 1 : 0)
            }
            isApplyingValue = false
        }
        if old == nil || old?.isExpanded != new.isExpanded { markHeader(expanded: new.isExpanded) }
    }

    /// Makes the expander row's lists (its header's and its rows') not focusable themselves,
    /// as GTK's Tab never focuses them: a grab of the group reaches the header row.
    private static func unfocusLists(in widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if focuskit_is_list_box(UnsafeMutableRawPointer(current)) != 0 {
                gtk_widget_set_focusable(current, 0)
            } else {
                unfocusLists(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The expander row's header row, which takes focus for it: the first action row inside
    /// (the rows of the content come after it).
    private var headerRow: UnsafeMutablePointer<GtkWidget>? {
        guard component.isFormRow else { return nil }
        func first(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if focuskit_is_adw_action_row(UnsafeMutableRawPointer(current)) != 0 { return current }
                if let found = first(in: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return first(in: widget)
    }

    /// Tells screen readers whether the expander row is open (GTK does it for an expander).
    private func markHeader(expanded: Bool) {
        guard let headerRow else { return }
        GtkAccessibility.setExpanded(headerRow, expanded)
    }

    /// The name: the expander row's header row says the title; an expander is named here
    /// where GTK does not name it by its label (`GtkQuirk.expanderUnnamedByItsLabel`: screen
    /// readers heard "GtkExpander"), and otherwise only by another name than its label, which
    /// GTK would say as well.
    public func setAccessibleName(_ name: String) {
        if let headerRow {
            GtkAccessibility.setLabel(headerRow, name)
        } else if GtkQuirk.expanderUnnamedByItsLabel.applies || name != component.title {
            GtkAccessibility.setLabel(widget, name)
        }
    }
}
