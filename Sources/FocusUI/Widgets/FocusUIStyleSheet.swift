import CGtk

/// FocusUI's own CSS, added once to the default display at fallback priority, so that any
/// theme's own rules for the same classes win: the layout of a `Section`'s rows (GNOME's
/// preferences groups) and the style classes that GTK's default theme does not define
/// (`.bold()`, `.italic()`, the `accent` and `success` foreground roles), `.tint`'s
/// `focusui-tint-…` classes, drawn with the theme's named colours, and the focus ring of a lazy
/// stack or grid that is itself a Tab stop (GTK's theme draws none around a list view).
@MainActor
enum FocusUIStyleSheet {
    private static var isInstalled = false

    static let css = """
        .focusui-section { margin-bottom: 12px; }
        .focusui-section-rows > * { margin: 8px 12px; }
        .focusui-section-rows > separator { margin: 0; }
        row.focusui-form-row { min-height: 50px; }
        row.focusui-form-row > * { margin: 6px 12px; }
        .focusui-section-footer { margin-top: 6px; }
        .focusui-bold { font-weight: bold; }
        .focusui-growing-field { background-color: alpha(currentColor, 0.1); border-radius: 6px; }
        .focusui-growing-field:focus-within { outline: 2px solid alpha(@theme_selected_bg_color, 0.5); outline-offset: -2px; }
        .focusui-growing-field > textview, .focusui-growing-field > textview > text { background: none; }
        listview.focusui-lazy-cells:focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.5); outline-offset: -2px; }
        .focusui-growing-field.focusui-plain-field { background: none; }
        button.focusui-plain { padding: 0; min-height: 0; min-width: 0; background: none; box-shadow: none; }
        .focusui-size-small { font-size: smaller; padding: 2px 6px; min-height: 20px; }
        .focusui-size-large { padding: 10px 18px; }

        .focusui-italic { font-style: italic; }
        .accent { color: @theme_selected_bg_color; }
        .success { color: #26a269; }
        label.warning { color: @warning_color; }
        .focusui-tint-accent switch:checked, switch.focusui-tint-accent:checked, .focusui-tint-accent scale highlight, scale.focusui-tint-accent highlight,
        checkbutton.focusui-tint-accent check:checked { background-color: @theme_selected_bg_color; }
        button.link.focusui-tint-accent > label { color: @theme_selected_bg_color; }
        .focusui-tint-error switch:checked, switch.focusui-tint-error:checked, .focusui-tint-error scale highlight, scale.focusui-tint-error highlight,
        checkbutton.focusui-tint-error check:checked { background-color: @error_color; }
        button.link.focusui-tint-error > label { color: @error_color; }
        .focusui-tint-warning switch:checked, switch.focusui-tint-warning:checked, .focusui-tint-warning scale highlight, scale.focusui-tint-warning highlight,
        checkbutton.focusui-tint-warning check:checked { background-color: @warning_color; }
        button.link.focusui-tint-warning > label { color: @warning_color; }
        .focusui-tint-success switch:checked, switch.focusui-tint-success:checked, .focusui-tint-success scale highlight, scale.focusui-tint-success highlight,
        checkbutton.focusui-tint-success check:checked { background-color: @success_color; }
        button.link.focusui-tint-success > label { color: @success_color; }
        .focusui-tint-accent text { caret-color: @theme_selected_bg_color; }
        .focusui-tint-error text { caret-color: @error_color; }
        .focusui-tint-warning text { caret-color: @warning_color; }
        .focusui-tint-success text { caret-color: @success_color; }
        """

    private static var isFocusRingRuleInstalled = false

    /// `.focusEffectDisabled`: no focus ring on a widget with the class or inside it; and a
    /// `List`'s selected row. At application priority, because the theme's own
    /// `:focus-visible` outline and flat-button background would win over a fallback rule.
    static func installFocusRingRuleIfNeeded() {
        guard !isFocusRingRuleInstalled, let display = gdk_display_get_default() else { return }
        isFocusRingRuleInstalled = true
        let provider = gtk_css_provider_new()!
        let rule =
            ".focusui-no-focus-ring:focus-visible, .focusui-no-focus-ring :focus-visible "
            + "{ outline-style: none; outline-width: 0; } "
            + ".focusui-selected { background-color: alpha(@theme_selected_bg_color, 0.35); }"
        gtk_css_provider_load_from_data(provider, rule, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Sets up libadwaita (`adw_init`: its style sheet, icons and style manager; idempotent,
    /// and done by `AdwApplication` in an app) and adds the style sheet to the default display,
    /// once, with the window frame's (``GtkWindowFrameStyleSheet``).
    static func installIfNeeded() {
        guard !isInstalled, let display = gdk_display_get_default() else { return }
        isInstalled = true
        adw_init()
        GtkAppearance.watch()
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(UnsafeMutableRawPointer(provider)),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        // The display keeps its own reference.
        g_object_unref(UnsafeMutableRawPointer(provider))
        GtkWindowFrameStyleSheet.installIfNeeded()
    }
}
