import CGtk
import FocusKitGTK
import FocusUICore
import Foundation

extension TextComponent: GtkRenderable {
    /// A `GtkLabel`.
    public typealias GtkRenderer = TextGtkRenderer
}

/// Draws a `TextComponent`: a `GtkLabel` that wraps (at most 44 characters wide, so a long
/// message wraps instead of widening the window), aligned to the start; with
/// `.accessibilityAlert()` when it is made, a label with the accessible role `ALERT` and the
/// `error-message` style class; with a role trait (`.accessibilityAddTraits(.isHeader)`), a
/// label with that role. `.lineLimit` sets its lines and ends the last with an ellipsis
/// where `.truncationMode` says. A text of several looks is Pango markup (`TextMarkup`); a
/// live date is written again every second while the label exists.
@MainActor
public final class TextGtkRenderer: GtkComponentRenderer {
    /// The label.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let signals = SignalBag()
    private var component: TextComponent?
    /// The repeating source that writes a live date again, while there is one.
    private var clock: guint = 0

    /// A wrapping label.
    public init(_ component: TextComponent, context: GtkRenderContext) {
        let isAlert = context.modifiers.isAlert
        let role =
            isAlert
            ? GTK_ACCESSIBLE_ROLE_ALERT
            : context.modifiers.accessibilityTraitRole(of: TextComponent.self).map(GtkAccessibility.role)
        widget =
            role.map { GtkAccessibility.makeWidget(type: gtk_label_get_type(), role: $0) }
            ?? gtk_label_new(nil)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_max_width_chars(label, 44)
        // Its natural width is its width on one line, whatever the row's height: a box along a
        // row measures its children's widths for the row's height, and by default a label asks
        // only for the width its text needs in that height, so beside a taller view (a gauge) a
        // short text wrapped word by word while a spacer took the room, as SwiftUI never does.
        gtk_label_set_natural_wrap_mode(label, GTK_NATURAL_WRAP_NONE)
        gtk_label_set_xalign(label, 0)
        if isAlert { gtk_widget_add_css_class(widget, "error-message") }
        // A link opens through the environment's openURL, as SwiftUI's Text links do.
        signals.connectBooleanWithPointerArgument(widget, signal: "activate-link") { [unowned self] _, uri in
            guard let uri, let openURL = self.component?.openURL.value,
                let url = URL(string: String(cString: uri.assumingMemoryBound(to: CChar.self)))
            else { return false }
            openURL(url)
            return true
        }
    }

    isolated deinit {
        if clock != 0 { g_source_remove(clock) }
        signals.disconnectAll()
    }

    private var label: OpaquePointer { focuskit_as_label(UnsafeMutableRawPointer(widget)) }

    /// Applies the text and its layout.
    public func update(from old: TextComponent?, to new: TextComponent) {
        component = new
        if new.content != old?.content || new.runs != old?.runs || new.liveDate != old?.liveDate
            || new.lineLimit != old?.lineLimit
        {
            applyText(new)
        }
        if new.alignment != (old?.alignment ?? .leading) || new.lineLimit != old?.lineLimit
            || new.truncation != (old?.truncation ?? .tail)
        {
            gtk_label_set_justify(label, new.alignment.gtkJustification)
            gtk_label_set_lines(label, Int32(clamping: new.lineLimit ?? -1))
            gtk_label_set_ellipsize(label, new.lineLimit == nil ? PANGO_ELLIPSIZE_NONE : new.truncation.pango)
            // One line does not wrap: a wrapping ellipsized label narrower than "…" makes GTK warn
            // (`GtkQuirk.ellipsizedWrappingLabelMinimumAboveNatural`).
            let wraps = new.lineLimit != 1 || !GtkQuirk.ellipsizedWrappingLabelMinimumAboveNatural.applies
            gtk_label_set_wrap(label, wraps ? 1 : 0)
        }
        if new.isSelectable != (old?.isSelectable ?? false) {
            gtk_label_set_selectable(label, new.isSelectable ? 1 : 0)
            // GTK makes a selectable label a Tab stop; SwiftUI's selectable text is not one.
            if new.isSelectable { gtk_widget_set_focusable(widget, 0) }
        }
        if (new.liveDate != nil) != (clock != 0) {
            if new.liveDate != nil {
                clock = MainLoopTimeout.repeating(everySeconds: 1) { [unowned self] in
                    if let component = self.component { self.applyText(component) }
                }
            } else {
                g_source_remove(clock)
                clock = 0
            }
        }
    }

    private func applyText(_ component: TextComponent) {
        if let runs = component.runs {
            gtk_label_set_markup(label, TextMarkup.markup(runs))
        } else if let live = component.liveDate {
            gtk_label_set_text(label, live.string(at: Date()))
        } else {
            // Pango limits the lines of each paragraph (`pango_layout_set_height`), SwiftUI those
            // of the whole text: "Milk\nEggs" with `.lineLimit(1)` is "Milk…". Screen readers
            // still read all of it.
            let shown = Self.linesShown(of: component.content, limit: component.lineLimit)
            gtk_label_set_text(label, shown ?? component.content)
            guard explicitName == nil else { return }
            if shown != nil {
                GtkAccessibility.setLabel(widget, component.content)
                isNamedByItsWholeText = true
            } else if isNamedByItsWholeText {
                GtkAccessibility.resetLabel(widget)
                isNamedByItsWholeText = false
            }
        }
    }

    /// Whether the label was named by its whole text because it shows only its first lines.
    private var isNamedByItsWholeText = false
    /// The name `.accessibilityLabel` gave, if any.
    private var explicitName: String?

    /// The first `limit` paragraphs of `text`, the last ending with "…", when it has more; `nil`
    /// when it has no more paragraphs than that (or no limit).
    static func linesShown(of text: String, limit: Int?) -> String? {
        guard let limit, limit > 0 else { return nil }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard paragraphs.count > limit else { return nil }
        return paragraphs.prefix(limit).joined(separator: "\n") + "…"
    }

    /// A label is named by its text; `.accessibilityLabel` names it otherwise.
    public func setAccessibleName(_ name: String) {
        explicitName = name
        GtkAccessibility.setLabel(widget, name)
    }
}

extension Text.TruncationMode {
    /// Pango's ellipsize mode for it.
    var pango: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}
