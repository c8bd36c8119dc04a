/// Where a search field that `searchable(text:placement:prompt:)` adds goes,
/// as SwiftUI's `SearchFieldPlacement`.
///
/// On GTK every placement puts the field in the same place, as GNOME's apps do: a search bar
/// (`GtkSearchBar`) above the searchable view, revealed by the search toggle at the trailing end
/// of the window's header bar, Ctrl+F or `isPresented`. A GNOME window has one header bar, not
/// one per column or a drawer under a navigation bar, so the placements that name those
/// (``sidebar``, ``navigationBarDrawer``, ``toolbar``) are accepted for the code that uses them
/// and show the same bar.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice: a search bar above the view.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The window's toolbar, on Apple's platforms. GTK: a search bar above the view, as
    /// ``automatic``.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// The sidebar of a navigation split view, on Apple's platforms. GTK: a search bar above
    /// the view, as ``automatic``.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// A drawer under the navigation bar, on iOS. GTK: a search bar above the view,
    /// as ``automatic``.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}
