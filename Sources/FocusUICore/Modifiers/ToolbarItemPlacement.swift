/// Where a ``ToolbarItem`` goes in the window's toolbar, as SwiftUI's `ToolbarItemPlacement`.
///
/// GTK's toolbar is the window's `GtkHeaderBar`, laid out as GNOME's apps lay it out:
///
/// | Placement | Header bar |
/// |---|---|
/// | ``automatic``, ``primaryAction``, ``secondaryAction``, ``confirmationAction`` | trailing, before the main menu |
/// | ``navigation``, ``cancellationAction``, ``destructiveAction`` | leading |
/// | ``principal`` | the centre, in place of the window title |
///
/// In a sheet, a ``cancellationAction``, ``confirmationAction`` or ``destructiveAction`` item
/// takes the window's close button away, as GNOME's dialogs with Cancel and a confirming action
/// in their header bar show none; Escape still dismisses the sheet. A sheet without one keeps its
/// close button.
///
/// As SwiftUI on macOS gives a confirmation action the accent colour and a destructive action
/// a cautioning look, the buttons of a ``confirmationAction`` item are GNOME's suggested action
/// (style class `suggested-action`) and those of a ``destructiveAction`` item its destructive
/// action (`destructive-action`), as GNOME's dialogs draw their header bar's buttons.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case start, center, end
    }

    let name: String
    let slot: Slot

    /// The platform's choice: trailing.
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .end)
    /// The window's main action: trailing.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .end)
    /// Less used actions: trailing.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .end)
    /// Confirming a dialog-like window ("Done", "Save"): trailing, its buttons drawn as GNOME's
    /// suggested action; in a sheet, the window then shows no close button.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .end)
    /// Cancelling a dialog-like window: leading; in a sheet, the window then shows no close
    /// button.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .start)
    /// The opposite of a confirmation in a dialog-like window ("Don't Save", "Discard"):
    /// leading, as SwiftUI places it on macOS (in the order the items are declared: put it
    /// after the cancellation item, as GNOME's dialogs have Cancel first); its buttons are drawn
    /// as GNOME's destructive action (red). In a sheet, the window then shows no close button.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .start)
    /// Moving back or between places: leading.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .start)
    /// The centre of the toolbar, in place of the window's title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .center)

    /// Whether an item here closes a dialog-like window (Cancel, the confirming action or the
    /// destructive one), so a sheet holding it shows no close button.
    package var isDialogAction: Bool {
        self == .cancellationAction || self == .confirmationAction || self == .destructiveAction
    }

    /// Where the item is drawn: 0 leading, 1 centre, 2 trailing.
    package var slotIndex: Int {
        switch slot {
        case .start: return 0
        case .center: return 1
        case .end: return 2
        }
    }
}
