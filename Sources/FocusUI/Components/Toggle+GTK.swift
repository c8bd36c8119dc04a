import CGtk
import FocusKitGTK
import FocusUICore

extension CheckboxComponent: GtkRenderable {
    /// A `GtkCheckButton`.
    public typealias GtkRenderer = CheckboxGtkRenderer
}

extension SwitchComponent: GtkRenderable {
    /// A row with a `GtkSwitch`.
    public typealias GtkRenderer = SwitchGtkRenderer
}

extension ToggleButtonComponent: GtkRenderable {
    /// A `GtkToggleButton`.
    public typealias GtkRenderer = ToggleButtonGtkRenderer
}

/// What the three toggle renderers share: the widget's `notify::active` writes the newest
/// component's binding, and the component's value is set on the widget only when it shows the
/// other, with that handler muted (no echo).
@MainActor
final class GtkToggleState {
    let control: UnsafeMutablePointer<GtkWidget>
    let signals = SignalBag()
    private(set) var toggle: ToggleComponent
    private var isApplyingValue = false
    private let isOn: (UnsafeMutablePointer<GtkWidget>) -> Bool
    private let setOn: (UnsafeMutablePointer<GtkWidget>, Bool) -> Void

    init(
        control: UnsafeMutablePointer<GtkWidget>, toggle: ToggleComponent,
        isOn: @escaping (UnsafeMutablePointer<GtkWidget>) -> Bool,
        setOn: @escaping (UnsafeMutablePointer<GtkWidget>, Bool) -> Void
    ) {
        self.control = control
        self.toggle = toggle
        self.isOn = isOn
        self.setOn = setOn
        signals.connectNotify(control, property: "active") { [unowned self] _, _ in
            guard !self.isApplyingValue else { return }
            self.toggle.sendToggle(self.isOn(self.control))
        }
    }

    isolated deinit {
        signals.disconnectAll()
    }

    func update(to new: ToggleComponent) {
        toggle = new
        guard isOn(control) != new.isOn else { return }
        isApplyingValue = true
        setOn(control, new.isOn)
        isApplyingValue = false
    }
}

/// Draws a `CheckboxComponent`: a `GtkCheckButton` labelled with the title.
@MainActor
public final class CheckboxGtkRenderer: GtkComponentRenderer {
    /// The check button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let state: GtkToggleState

    /// A check button.
    public init(_ component: CheckboxComponent, context: GtkRenderContext) {
        widget = gtk_check_button_new()!
        state = GtkToggleState(
            control: widget, toggle: component.toggle,
            isOn: { gtk_check_button_get_active(focuskit_as_check_button(UnsafeMutableRawPointer($0))) != 0 },
            setOn: {
                gtk_check_button_set_active(focuskit_as_check_button(UnsafeMutableRawPointer($0)), $1 ? 1 : 0)
            })
    }

    /// Applies the title and the value.
    public func update(from old: CheckboxComponent?, to new: CheckboxComponent) {
        if new.toggle.title != old?.toggle.title || new.toggle.isLabelHidden != old?.toggle.isLabelHidden {
            // Hidden, the box alone shows; the title still names it (the backend sets it).
            gtk_check_button_set_label(
                focuskit_as_check_button(UnsafeMutableRawPointer(widget)),
                new.toggle.isLabelHidden ? nil : new.toggle.title)
        }
        state.update(to: new.toggle)
    }
}

/// Draws a `SwitchComponent`: a preferences row of the title and a `GtkSwitch`, which takes
/// focus.
@MainActor
public final class SwitchGtkRenderer: GtkComponentRenderer {
    private let row: GtkPreferencesRow
    private let state: GtkToggleState

    /// A row with a switch.
    public init(_ component: SwitchComponent, context: GtkRenderContext) {
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        row = GtkPreferencesRow(control: toggle)
        state = GtkToggleState(
            control: toggle, toggle: component.toggle,
            isOn: { gtk_switch_get_active(focuskit_as_switch(UnsafeMutableRawPointer($0))) != 0 },
            setOn: { gtk_switch_set_active(focuskit_as_switch(UnsafeMutableRawPointer($0)), $1 ? 1 : 0) })
    }

    /// The row.
    public var widget: UnsafeMutablePointer<GtkWidget> { row.box }
    /// The switch.
    public var focusWidget: UnsafeMutablePointer<GtkWidget> { state.control }

    /// Applies the title and the value.
    public func update(from old: SwitchComponent?, to new: SwitchComponent) {
        if new.toggle.title != old?.toggle.title || new.toggle.isLabelHidden != old?.toggle.isLabelHidden {
            row.setTitle(new.toggle.title, hidden: new.toggle.isLabelHidden)
        }
        state.update(to: new.toggle)
    }
}

/// Draws a `ToggleButtonComponent`: a `GtkToggleButton` labelled with the title.
@MainActor
public final class ToggleButtonGtkRenderer: GtkComponentRenderer {
    /// The toggle button.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let state: GtkToggleState

    /// A toggle button.
    public init(_ component: ToggleButtonComponent, context: GtkRenderContext) {
        widget = gtk_toggle_button_new()!
        state = GtkToggleState(
            control: widget, toggle: component.toggle,
            isOn: {
                gtk_toggle_button_get_active(focuskit_as_toggle_button(UnsafeMutableRawPointer($0))) != 0
            },
            setOn: {
                gtk_toggle_button_set_active(
                    focuskit_as_toggle_button(UnsafeMutableRawPointer($0)), $1 ? 1 : 0)
            })
    }

    /// Applies the title and the value.
    public func update(from old: ToggleButtonComponent?, to new: ToggleButtonComponent) {
        if new.toggle.title != old?.toggle.title {
            gtk_button_set_label(focuskit_as_button(UnsafeMutableRawPointer(widget)), new.toggle.title)
        }
        state.update(to: new.toggle)
    }
}
