import Foundation

/// How wide a column of a ``NavigationSplitView`` is, as SwiftUI's
/// `navigationSplitViewColumnWidth(min:ideal:max:)` asks (GTK: the position of the `GtkPaned`
/// handle after the column).
public struct NavigationSplitViewColumnWidth: Hashable, Sendable {
    /// The narrowest the user can drag the column; `nil` for the column's own minimum.
    public var min: CGFloat?
    /// The width the column opens with.
    public var ideal: CGFloat
    /// The widest the user can drag the column; `nil` for no limit.
    public var max: CGFloat?

    /// A column between `min` and `max`, opening at `ideal`.
    public init(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// The sidebar's when the app gives none: as wide as GNOME's sidebars (Files, Settings),
    /// which an empty or short list does not make narrower.
    public static let sidebar = NavigationSplitViewColumnWidth(min: 180, ideal: 220, max: 400)
    /// The middle column's of three when the app gives none.
    public static let content = NavigationSplitViewColumnWidth(min: 220, ideal: 300, max: 500)
}

extension View {
    /// Sets the width of the ``NavigationSplitView`` column this view is the content of, as
    /// SwiftUI's `navigationSplitViewColumnWidth(_:)`: the user cannot drag the column's
    /// handle to another width.
    ///
    /// ```swift
    /// NavigationSplitView {
    ///     FolderList().navigationSplitViewColumnWidth(240)
    /// } detail: { … }
    /// ```
    ///
    /// On a sidebar or the middle column of three; on the detail (which takes the rest) it does
    /// nothing, as in SwiftUI. Without it, a sidebar opens 220 points wide (180 to 400), the
    /// middle column 300 (220 to 500).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modified(.navigationColumnWidth(NavigationSplitViewColumnWidth(min: width, ideal: width, max: width)))
    }

    /// Sets the width a ``NavigationSplitView`` column opens with and the range the user can
    /// drag it in, as SwiftUI's `navigationSplitViewColumnWidth(min:ideal:max:)` (GTK: the
    /// paned's handle stays between `min` and `max`).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View
    {
        modified(.navigationColumnWidth(NavigationSplitViewColumnWidth(min: min, ideal: ideal, max: max)))
    }
}
