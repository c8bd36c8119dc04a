/// Where a ``ToolbarItem`` goes in the window's toolbar, as SwiftUI's `ToolbarItemPlacement`.
///
/// GTK's toolbar is the window's `GtkHeaderBar`, laid out as GNOME's apps lay it out:
///
/// | Placement | Header bar |
/// |---|---|
/// | ``automatic``, ``primaryAction``, ``secondaryAction``, ``confirmationAction`` | trailing, before the main menu |
/// | ``navigation``, ``cancellationAction`` | leading |
/// | ``principal`` | the centre, in place of the window title |
///
/// In a sheet, a ``cancellationAction`` or ``confirmationAction`` item takes the window's close
/// button away, as GNOME's dialogs with Cancel and a confirming action in their header bar show
/// none; Escape still dismisses the sheet. A sheet without one keeps its close button.
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
    /// Confirming a dialog-like window ("Done", "Save"): trailing; in a sheet, the window then
    /// shows no close button.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .end)
    /// Cancelling a dialog-like window: leading; in a sheet, the window then shows no close
    /// button.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .start)
    /// Moving back or between places: leading.
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .start)
    /// The centre of the toolbar, in place of the window's title.
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .center)

    /// Where the item is drawn: 0 leading, 1 centre, 2 trailing.
    package var slotIndex: Int {
        switch slot {
        case .start: return 0
        case .center: return 1
        case .end: return 2
        }
    }
}
