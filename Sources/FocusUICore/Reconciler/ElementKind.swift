/// The kind of toolkit object a render node stands for. A node never changes kind: when the
/// view at a position produces another kind, the reconciler replaces the node.
public enum ElementKind: Hashable, Sendable {
    /// A form: a vertical container of controls (GTK: a vertical `GtkBox` or list).
    case form
    /// A vertical stack (GTK: vertical `GtkBox`).
    case vStack
    /// A horizontal stack (GTK: horizontal `GtkBox`).
    case hStack
    /// Flexible empty space along the parent stack's axis.
    case spacer
    /// Static text (GTK: `GtkLabel`).
    case text
    /// A one-line text entry (GTK: `GtkEntry`).
    case textField
    /// A one-line entry that hides what is typed (GTK: `GtkPasswordEntry`).
    case secureField
    /// A push button (GTK: `GtkButton`).
    case button
    /// A ``Toggle`` as a checkbox (GTK: `GtkCheckButton`).
    case checkbox
    /// A ``Toggle`` with `.toggleStyle(.switch)` (GTK: a row of a `GtkLabel` and a `GtkSwitch`).
    case toggleSwitch
    /// A ``Toggle`` with `.toggleStyle(.button)` (GTK: `GtkToggleButton`).
    case toggleButton
    /// A ``Picker`` (GTK: a row of a `GtkLabel` and a `GtkDropDown`).
    case picker
    /// A ``Stepper`` (GTK: a row of a `GtkLabel` and a `GtkSpinButton`).
    case stepper
    /// A multi-line text editor (GTK: a `GtkTextView` in a `GtkScrolledWindow`).
    case textEditor
    /// A titled group of a form's rows (GTK: a heading `GtkLabel` above a framed `GtkBox`).
    case section
    /// A separating line (GTK: `GtkSeparator`).
    case divider
    /// An icon (GTK: `GtkImage` from the icon theme).
    case image
    /// A ``Slider`` (GTK: a row of a `GtkLabel` and a horizontal `GtkScale`).
    case slider
    /// A ``Link`` (GTK: `GtkLinkButton`).
    case link
    /// A ``Menu`` (GTK: `GtkMenuButton` with a menu model of its items).
    case menu
    /// A ``ScrollView`` (GTK: a `GtkScrolledWindow` holding a vertical `GtkBox`).
    case scrollView
    /// A ``Grid`` (GTK: `GtkGrid`).
    case grid
    /// A ``GridRow``: its children are cells of the enclosing grid's row (GTK: no widget of its
    /// own in the grid).
    case gridRow
    /// A ``Picker`` with `.pickerStyle(.segmented)` (GTK: a row of a `GtkLabel` and linked,
    /// grouped `GtkToggleButton`s).
    case segmentedPicker
    /// A ``Picker`` with `.pickerStyle(.radioGroup)` (GTK: a row of a `GtkLabel` and grouped
    /// `GtkCheckButton`s).
    case radioGroupPicker
    /// A ``ToolbarItem`` (GTK: a box in the window's `GtkHeaderBar`).
    case toolbarItem

    /// Whether nodes of this kind have children.
    public var isContainer: Bool {
        switch self {
        case .form, .vStack, .hStack, .section: return true
        case .scrollView, .grid, .gridRow, .toolbarItem: return true
        case .menu, .segmentedPicker, .radioGroupPicker: return false
        case .spacer, .text, .textField, .secureField, .button: return false
        case .checkbox, .toggleSwitch, .toggleButton, .picker, .stepper, .textEditor, .divider, .image,
            .slider, .link:
            return false
        }
    }
}
