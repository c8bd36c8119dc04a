/// Where a search field that `searchable(text:placement:prompt:)` adds goes,
/// as SwiftUI's `SearchFieldPlacement`.
///
/// On GTK every placement puts the field in the same place: a `GtkSearchEntry` at the trailing
/// end of the window's header bar (`AdwHeaderBar`), always shown, reached by Ctrl+F. A GNOME
/// window has one header bar, not one per column or a drawer under a navigation bar, so the
/// placements that name those (``sidebar``, ``navigationBarDrawer``) are accepted for the code
/// that uses them and show the field in the header bar too.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice: the window's header bar.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The window's toolbar: its header bar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar of a navigation split view, on Apple's platforms. GTK: the window's header
    /// bar, as ``automatic``.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// A drawer under the navigation bar, on iOS. GTK: the window's header bar, as
    /// ``automatic``.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}
