import CGtk
import FocusKitGTK
import FocusUICore

/// What a slider's and a stepper's renderers share: a preferences row ending with a control
/// that edits a ``ValueComponent`` (a `GtkScale` or a `GtkSpinButton`), whose `value-changed`
/// writes through the newest value (snapped and clamped), and whose updates set the title and,
/// muted, the bounds and the value, each only when it differs.
///
/// Where `GtkQuirk.rangeValueChangeNotOnTheBus` applies, a value that changes while focus is
/// in the control becomes its accessible description ("7.5", a spin button's text), which a
/// screen reader says at once; the description set by `.accessibilityHint` comes back once
/// focus has left.
@MainActor
final class GtkValueRow {
    /// The row, the node's widget.
    let row: GtkPreferencesRow
    /// The control at its end, the focus widget.
    let control: UnsafeMutablePointer<GtkWidget>
    private var value: ValueComponent
    private var isApplyingValue = false
    private let read: @MainActor () -> Double
    private let shownText: (@MainActor () -> String)?
    /// Whether the control's description holds its value (said while focus is in it).
    private var announcesValue = false
    private let signals = SignalBag()

    /// A row ending with `control`, whose current value `read` returns; `shownText`, when the
    /// control shows its value as text (a spin button), is what a screen reader is told of it.
    init(
        control: UnsafeMutablePointer<GtkWidget>, value: ValueComponent,
        shownText: (@MainActor () -> String)? = nil, read: @escaping @MainActor () -> Double
    ) {
        self.control = control
        self.value = value
        self.read = read
        self.shownText = shownText
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: control)
        // Untitled (`Slider(value:in:)`), it has no name ("horizontal slider 3"), not its type's.
        GtkUnnamedAccessibles.name(control, "")
        signals.connect(control, signal: "value-changed") { [unowned self] _ in
            guard !self.isApplyingValue else { return }
            self.value.sendValue(read())
        }
        guard GtkQuirk.rangeValueChangeNotOnTheBus.applies else { return }
        signals.connect(control, signal: "value-changed", after: true) { [unowned self] _ in
            self.sayValue()
        }
        // A spin button's focus is in its text: focus leaving the control or what is in it.
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(control, focus)
        signals.connect(focus, signal: "leave") { [unowned self] _ in
            guard self.announcesValue else { return }
            self.announcesValue = false
            // After the focus move has reached the accessibility bus: restored now, the hint
            // was a change of the screen reader's focus, said as the user left ("Stars for the
            // note", then the next control).
            MainLoopIdle.once { [weak self] in
                guard let self, !self.announcesValue else { return }
                GtkAccessibility.restoreDescription(of: self.control)
            }
        }
    }

    /// Makes the control's value its description while focus is in it: the text it shows, or
    /// the value the binding takes (a drag's value snapped), not the scale's for the moment.
    private func sayValue() {
        let flags = gtk_widget_get_state_flags(control).rawValue
        guard flags & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0 else { return }
        announcesValue = true
        let text = shownText?() ?? value.spokenText(of: value.settled(read()))
        GtkAccessibility.announceThroughDescription(control, text)
    }

    isolated deinit {
        signals.disconnectAll()
    }

    /// Applies `new` against `old`: the title; then, with `value-changed` muted, `setBounds`
    /// when the range or step changed, and `setValue` when `current()` shows another value.
    func update(
        from old: ValueComponent?, to new: ValueComponent, setBounds: (ValueComponent) -> Void,
        current: () -> Double, setValue: (Double) -> Void
    ) {
        value = new
        if new.title != old?.title || new.isLabelHidden != old?.isLabelHidden {
            row.setTitle(new.title, hidden: new.isLabelHidden)
        }
        isApplyingValue = true
        defer { isApplyingValue = false }
        if new.range != old?.range || new.step != old?.step { setBounds(new) }
        if current() != new.value { setValue(new.value) }
    }
}
