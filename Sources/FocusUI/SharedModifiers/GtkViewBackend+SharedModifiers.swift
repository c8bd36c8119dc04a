import CGtk
import FocusKitGTK
import FocusUICore

/// What every view has, applied around its renderer's widgets in one place for every kind:
/// accessibility, sensitivity, presentation (tooltip, visibility, opacity, frame, style
/// classes), padding, focusability and key handlers. Each is applied only when its value
/// changed (always on a new node, where it differs from GTK's default).
extension GtkViewBackend {
    func applySharedModifiers(to handle: GtkWidgetHandle, from old: Element?, to new: Element) {
        let modifiers = new.modifiers
        let previous = old?.modifiers
        // Hidden by a modifier or by what the view is (a decorative image): the outer widget
        // hides what it holds (a wrapper's content included).
        let hidden = new.isLeftOutOfAccessibilityTree
        if hidden != (old?.isLeftOutOfAccessibilityTree ?? false) {
            GtkAccessibility.setHidden(handle.outerWidget, hidden)
            if handle.focusTarget != handle.outerWidget {
                GtkAccessibility.setHidden(handle.focusTarget, hidden)
            }
        }
        if modifiers != previous {
            applyAccessibility(to: handle, from: previous, to: modifiers, of: type(of: new.component))
            for warning in new.accessibilityWarnings { warnOnce(warning) }
            applyPresentation(to: handle, from: previous, to: modifiers)
            applyFocusable(to: handle, from: previous, to: modifiers)
            if modifiers.keyboardShortcut != previous?.keyboardShortcut, modifiers.keyboardShortcut != nil,
                !handle.renderer.takesKeyboardShortcut
            {
                warnOnce(
                    ".keyboardShortcut on \(type(of: new.component)) \"\(new.describedTitle)\" has no effect: "
                        + "only buttons take keyboard shortcuts")
            }
            handle.renderer.update(modifiers: modifiers, from: previous)
        }
        // What the old element had, read in one pass.
        let was = ElementActionSummary(old)
        let now = ElementActionSummary(new)
        // After the tooltip, which GTK makes the description (`gtk_widget_set_tooltip_text`):
        // the hint, else the tooltip unless it says the name again
        // (``Element/accessibleDescription``), whenever the hint, the tooltip or the name changes.
        // Most views have neither, now or before: nothing is computed for them on a render.
        if modifiers.help != nil || modifiers.accessibilityHint != nil || previous?.help != nil
            || previous?.accessibilityHint != nil
        {
            let description = new.accessibleDescription
            if description != old?.accessibleDescription || modifiers.help != previous?.help {
                GtkAccessibility.setDescription(handle.focusTarget, description ?? "")
            }
        }
        // The name can also come from the component (a field's title).
        if let name = now.accessibleName, name != was.accessibleName || old == nil {
            handle.renderer.setAccessibleName(name)
            if let row = handle.formRow { GtkPreferencesGroupRows.setTitle(name, of: row) }
        } else if now.accessibleName == nil, was.accessibleName != nil {
            // A value or label taken away: the name is what the view shows again (a text's).
            handle.renderer.setAccessibleName(new.describedTitle)
        }
        if was.hasExitCommand != now.hasExitCommand || old == nil { applyExitCommand(to: handle) }
        if was.hasContextMenu != now.hasContextMenu { applyContextMenu(to: handle) }
        if was.handlesKeyPresses != now.handlesKeyPresses { applyKeyPresses(to: handle) }
        if was.handlesPointer != now.handlesPointer || was.pointerShape != now.pointerShape {
            applyPointerActions(to: handle)
        }
    }

    /// The accessible description, identifier (the widget's name), hidden and selected states,
    /// sensitivity and invalid state; GTK tells the accessibility bus about a widget's own
    /// sensitivity only, so a control in a row says it is disabled itself.
    private func applyAccessibility(
        to handle: GtkWidgetHandle, from old: SharedModifiers?, to new: SharedModifiers,
        of kind: any ViewComponent.Type
    ) {
        let accessible = handle.focusTarget
        let selected = new.accessibilityTraits(of: kind).contains(.isSelected)
        if selected != (old?.accessibilityTraits(of: kind).contains(.isSelected) ?? false) {
            GtkAccessibility.setSelected(accessible, selected)
        }
        if new.accessibilityIdentifier != old?.accessibilityIdentifier {
            // No name is GTK's default: the widget's type name is its name then.
            gtk_widget_set_name(accessible, new.accessibilityIdentifier)
        }
        if new.isDisabled != (old?.isDisabled ?? false) {
            gtk_widget_set_sensitive(handle.outerWidget, new.isDisabled ? 0 : 1)
            if accessible != handle.outerWidget {
                gtk_widget_set_sensitive(accessible, new.isDisabled ? 0 : 1)
            }
        }
        if new.isInvalid != (old?.isInvalid ?? false) {
            GtkAccessibility.setInvalid(handle.renderer.widget, new.isInvalid)
            if new.isInvalid {
                gtk_widget_add_css_class(handle.renderer.widget, "error")
            } else if !new.styleClasses.contains("error") {
                gtk_widget_remove_css_class(handle.renderer.widget, "error")
            }
        }
    }

    /// The tooltip (on the widget that takes focus), visibility, opacity, frame, style classes
    /// and padding.
    private func applyPresentation(
        to handle: GtkWidgetHandle, from old: SharedModifiers?, to new: SharedModifiers
    ) {
        if new.help != old?.help, old != nil || new.help != nil {
            // GTK makes the tooltip the widget's accessible description; the description is
            // set again after it (``applySharedModifiers(to:from:to:)``): a tooltip saying the
            // name again was said twice ("Search push button. Search").
            gtk_widget_set_tooltip_text(handle.tooltipWidget, new.help)
        }
        if new.isHidden != (old?.isHidden ?? false) {
            // Unmaps the widget: a focused control in it loses focus, which the focus host
            // reports (contract rule 11).
            if !handle.renderer.setHidden(new.isHidden) {
                gtk_widget_set_visible(handle.outerWidget, new.isHidden ? 0 : 1)
                // Its toolbar items, in the header bar, go and come back with it.
                showToolbarItems(in: handle.outerWidget)
            }
        }
        if new.opacity != (old?.opacity ?? 1) { gtk_widget_set_opacity(handle.appearanceWidget, new.opacity) }
        if new.frame != (old?.frame ?? FrameLayout()) || new.alignmentInStack != old?.alignmentInStack {
            applyFrame(to: handle, from: old, to: new)
        }
        if new.offset != (old?.offset ?? .zero) { handle.sizeClamp?.apply(offset: new.offset) }
        if new.styleClasses != (old?.styleClasses ?? []) {
            let widget = handle.appearanceWidget
            for name in old?.styleClasses ?? [] where !new.styleClasses.contains(name) {
                // `error` also marks an invalid field (`.accessibilityInvalid`): keep it there.
                if name == "error" && new.isInvalid { continue }
                gtk_widget_remove_css_class(widget, name)
            }
            FocusUIDynamicStyles.ensureRules(for: new.styleClasses)
            for name in new.styleClasses { gtk_widget_add_css_class(widget, name) }
            // A rounded corner clips what the widget holds (`.cornerRadius`, `.clipShape`).
            let rounds = new.styleClasses.contains { $0.hasPrefix("focusui-radius-") }
            if rounds != (old?.styleClasses.contains { $0.hasPrefix("focusui-radius-") } ?? false) {
                gtk_widget_set_overflow(widget, rounds ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
            }
        }
        if new.innerPadding != (old?.innerPadding ?? EdgeInsets()) {
            // Padding inside a decoration is CSS padding, which the background covers.
            let widget = handle.appearanceWidget
            let oldName = old.map { Self.paddingClass($0.innerPadding) }
            if let oldName { gtk_widget_remove_css_class(widget, oldName) }
            if new.innerPadding != EdgeInsets() {
                let name = Self.paddingClass(new.innerPadding)
                FocusUIDynamicStyles.ensureRules(for: [name])
                gtk_widget_add_css_class(widget, name)
            }
        }
        if new.padding != (old?.padding ?? EdgeInsets()) {
            let widget = handle.layoutWidget
            gtk_widget_set_margin_top(widget, GtkPixels.of(new.padding.top) ?? 0)
            gtk_widget_set_margin_bottom(widget, GtkPixels.of(new.padding.bottom) ?? 0)
            gtk_widget_set_margin_start(widget, GtkPixels.of(new.padding.leading) ?? 0)
            gtk_widget_set_margin_end(widget, GtkPixels.of(new.padding.trailing) ?? 0)
        }
    }

    /// `focusui-pad-<top>-<leading>-<bottom>-<trailing>`, in pixels.
    static func paddingClass(_ insets: EdgeInsets) -> String {
        func pixels(_ value: CGFloat) -> Int { Int(GtkPixels.of(value) ?? 0) }
        return
            "focusui-pad-\(pixels(insets.top))-\(pixels(insets.leading))-\(pixels(insets.bottom))-\(pixels(insets.trailing))"
    }
}
