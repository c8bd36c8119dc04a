import CGtk
import FocusKitGTK
import FocusUICore

/// What a slider's and a stepper's renderers share: a preferences row ending with a control
/// that edits a ``ValueComponent`` (a `GtkScale` or a `GtkSpinButton`), whose `value-changed`
/// writes through the newest value (snapped and clamped), and whose updates set the title and,
/// muted, the bounds and the value, each only when it differs.
@MainActor
final class GtkValueRow {
    /// The row, the node's widget.
    let row: GtkPreferencesRow
    /// The control at its end, the focus widget.
    let control: UnsafeMutablePointer<GtkWidget>
    private var value: ValueComponent
    private var isApplyingValue = false
    private let signals = SignalBag()

    /// A row ending with `control`, whose current value `read` returns.
    init(
        control: UnsafeMutablePointer<GtkWidget>, value: ValueComponent,
        read: @escaping @MainActor () -> Double
    ) {
        self.control = control
        self.value = value
        gtk_widget_set_valign(control, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: control)
        signals.connect(control, signal: "value-changed") { [unowned self] _ in
            guard !self.isApplyingValue else { return }
            self.value.sendValue(read())
        }
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
