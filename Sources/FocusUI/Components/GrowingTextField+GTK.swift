import CGtk
import FocusKitGTK
import FocusUICore

extension GrowingTextFieldComponent: GtkRenderable {
    /// A `GtkTextView` that grows, drawn as an entry.
    public typealias GtkRenderer = GrowingTextFieldGtkRenderer
}

/// Draws a `GrowingTextFieldComponent`: a `GtkTextView` (wrapping, the entry's margins) in a
/// `GtkScrolledWindow` that takes the text's natural height between the minimum and maximum
/// lines (then scrolls), styled as GNOME's entry (`focusui-growing-field`), with the prompt
/// drawn over it while it is empty. Tab moves focus on. Return runs `.onSubmit` when there is
/// one; otherwise, and with Shift, it starts a new line (with Ctrl or Alt too, unless a
/// button's shortcut takes it: `GtkViewShortcuts`). GTK does not select a text
/// view's text when focus arrives.
@MainActor
public final class GrowingTextFieldGtkRenderer: GtkComponentRenderer {
    /// The overlay holding the scrolled window and the prompt.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The text view, with the margins of GNOME's entry around the text.
    private let editor = GtkTextViewEditor(horizontalMargin: 9, verticalMargin: 7)
    private let prompt: UnsafeMutablePointer<GtkWidget>
    private var component: GrowingTextFieldComponent
    private let signals = SignalBag()

    /// A growing text view.
    public init(_ component: GrowingTextFieldComponent, context: GtkRenderContext) {
        self.component = component
        widget = gtk_overlay_new()!
        scrolled = gtk_scrolled_window_new()!
        prompt = gtk_label_new(nil)!
        gtk_text_view_set_accepts_tab(editor.view, 0)
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
        gtk_scrolled_window_set_child(window, editor.widget)
        // Scrolls only once the text is taller than its line limit (`updateScrolling`).
        gtk_scrolled_window_set_policy(window, GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL)
        gtk_scrolled_window_set_propagate_natural_height(window, 1)
        gtk_widget_add_css_class(scrolled, "focusui-growing-field")
        gtk_widget_set_hexpand(widget, 1)
        gtk_overlay_set_child(focuskit_as_overlay(UnsafeMutableRawPointer(widget)), scrolled)
        // The prompt: drawn over the empty field, never picked, never read (the field's
        // accessible description says it).
        let label = focuskit_as_label(UnsafeMutableRawPointer(prompt))
        gtk_label_set_xalign(label, 0)
        gtk_widget_set_valign(prompt, GTK_ALIGN_START)
        gtk_widget_set_margin_start(prompt, 9)
        gtk_widget_set_margin_top(prompt, 7)
        gtk_widget_set_can_target(prompt, 0)
        gtk_widget_add_css_class(prompt, "dim-label")
        GtkAccessibility.setHidden(prompt)
        gtk_overlay_add_overlay(focuskit_as_overlay(UnsafeMutableRawPointer(widget)), prompt)
        // Applying the text ends by showing or hiding the prompt too (`update`).
        editor.textDidChange = { [unowned self] text in
            self.showPromptIfEmpty()
            self.scheduleScrollingUpdate()
            self.component.field.sendTextChange(text)
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        signals.connectKey(keys, released: false) { [unowned self] _, key, modifiers in
            guard GtkViewShortcuts.isReturn(key), GtkViewShortcuts.isPlain(modifiers),
                self.component.field.submits
            else { return false }
            self.component.field.sendSubmit()
            return true
        }
        gtk_widget_add_controller(editor.widget, keys)
        // The text's height changes with its width too (a narrower window wraps it on more
        // lines): GTK reports both through the adjustment it scrolls, at each layout.
        if let adjustment = gtk_scrolled_window_get_vadjustment(window) {
            signals.connect(adjustment, signal: "changed") { [unowned self] _ in
                self.scheduleScrollingUpdate()
            }
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// The text view.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { editor.widget }

    /// Applies the text, prompt, alignment, input traits and the height in lines.
    public func update(from old: GrowingTextFieldComponent?, to new: GrowingTextFieldComponent) {
        component = new
        editor.apply(text: new.field.text)
        if new.field.placeholder != old?.field.placeholder {
            gtk_label_set_text(focuskit_as_label(UnsafeMutableRawPointer(prompt)), new.field.placeholder)
            if new.field.placeholder != new.field.title {
                GtkAccessibility.setDescription(editor.widget, new.field.placeholder)
            }
        }
        editor.apply(alignment: new.field.alignment, old: old?.field.alignment)
        if new.field.inputTraits != old?.field.inputTraits {
            GtkInputTraits.apply(new.field.inputTraits, to: editor.widget)
        }
        if new.field.look != old?.field.look {
            if new.field.look == .plain {
                gtk_widget_add_css_class(scrolled, "focusui-plain-field")
            } else {
                gtk_widget_remove_css_class(scrolled, "focusui-plain-field")
            }
        }
        if new.minimumLines != old?.minimumLines || new.maximumLines != old?.maximumLines {
            let line = lineHeight
            let margins: Int32 = 14
            let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
            // Maximum first: GTK refuses a minimum above the current maximum.
            gtk_scrolled_window_set_max_content_height(
                window, new.maximumLines.map { Int32($0) * line + margins } ?? -1)
            gtk_scrolled_window_set_min_content_height(window, Int32(new.minimumLines) * line + margins)
            maximumHeight = new.maximumLines.map { Int32($0) * line + margins }
            scheduleScrollingUpdate()
        }
        showPromptIfEmpty()
    }

    /// The most the text view may be tall before it scrolls; `nil` for no limit.
    private var maximumHeight: Int32?
    private var isScrollingUpdateScheduled = false

    /// Decides the vertical scrolling once GTK has laid the new text out (in idle time, at a
    /// higher priority than this).
    private func scheduleScrollingUpdate() {
        guard !isScrollingUpdateScheduled else { return }
        isScrollingUpdateScheduled = true
        MainLoopIdle.once { [weak self] in
            guard let self else { return }
            self.isScrollingUpdateScheduled = false
            self.updateScrolling()
        }
    }

    /// The field shows a scroll bar (`AUTOMATIC`) only while its text is taller than its line
    /// limit: GTK gives a scrolled window that may show a vertical scrollbar at least the
    /// scrollbar's minimum height (`GtkQuirk.scrollableHeightAtLeastItsScrollbars`), taller than
    /// one line of text. Until then it scrolls without a scroll bar (`EXTERNAL`), which keeps
    /// the line limits as heights (`NEVER` would let the text make it taller than its upper
    /// limit while GTK lays out a long paste) and follows the caret.
    private func updateScrolling() {
        var scrolls = false
        if let maximumHeight, GtkQuirk.scrollableHeightAtLeastItsScrollbars.applies {
            let width = gtk_widget_get_width(editor.widget)
            var natural: Int32 = 0
            gtk_widget_measure(
                editor.widget, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1, nil, &natural, nil, nil)
            scrolls = natural > maximumHeight
        } else if maximumHeight != nil {
            scrolls = true
        }
        let policy = scrolls ? GTK_POLICY_AUTOMATIC : GTK_POLICY_EXTERNAL
        let window = focuskit_as_scrolled_window(UnsafeMutableRawPointer(scrolled))
        var horizontal = GTK_POLICY_NEVER
        var vertical = GTK_POLICY_NEVER
        gtk_scrolled_window_get_policy(window, &horizontal, &vertical)
        if vertical != policy { gtk_scrolled_window_set_policy(window, GTK_POLICY_NEVER, policy) }
    }

    private func showPromptIfEmpty() {
        gtk_widget_set_visible(prompt, gtk_text_buffer_get_char_count(editor.buffer) == 0 ? 1 : 0)
    }

    /// The height of one line of the text view's font, in pixels.
    private var lineHeight: Int32 {
        guard let pango = gtk_widget_get_pango_context(editor.widget),
            let metrics = pango_context_get_metrics(pango, nil, nil)
        else { return 20 }
        defer { pango_font_metrics_unref(metrics) }
        let height = pango_font_metrics_get_height(metrics)
        return max((height + Int32(PANGO_SCALE) - 1) / Int32(PANGO_SCALE), 1)
    }
}
