import Foundation

extension View {
    /// Asks for a flexible frame, as SwiftUI's
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`. The
    /// innermost value of each parameter wins.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .frame(minWidth: 200, maxWidth: .infinity)
    /// Text("Saved")
    ///     .frame(maxWidth: .infinity, alignment: .trailing)
    /// ```
    ///
    /// GTK lays it out as:
    /// - `minWidth`, `minHeight`: the widget's size request (`gtk_widget_set_size_request`); the
    ///   view is never smaller.
    /// - `maxWidth: .infinity`, `maxHeight: .infinity`: the widget expands
    ///   (`gtk_widget_set_hexpand`/`vexpand`) and takes the room its container offers.
    /// - `alignment`: where the view sits in that room (`halign`/`valign`); without one it
    ///   fills it.
    ///
    /// GTK has no maximum or ideal size for a widget: a finite `maxWidth`/`maxHeight` and
    /// `idealWidth`/`idealHeight` are reported once as a warning at run time and have no effect.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil
    ) -> some View {
        var unsupported: [String] = []
        if idealWidth != nil { unsupported.append("idealWidth") }
        if idealHeight != nil { unsupported.append("idealHeight") }
        if let maxWidth, maxWidth.isFinite { unsupported.append("maxWidth: \(maxWidth)") }
        if let maxHeight, maxHeight.isFinite { unsupported.append("maxHeight: \(maxHeight)") }
        return modified(
            .node {
                if let minWidth { $0.frameLayout.minWidth = minWidth }
                if let minHeight { $0.frameLayout.minHeight = minHeight }
                if let maxWidth { $0.frameLayout.expandsHorizontally = maxWidth.isInfinite }
                if let maxHeight { $0.frameLayout.expandsVertically = maxHeight.isInfinite }
                if let alignment { $0.frameLayout.alignment = alignment }
                $0.frameLayout.unsupported += unsupported
            })
    }

    /// Keeps the view at its natural size along both axes, as SwiftUI's `fixedSize()`: it is
    /// not stretched by its container, and its text does not wrap (GTK: no expansion, start
    /// alignment, `gtk_label_set_wrap(FALSE)`).
    ///
    /// ```swift
    /// Text("A long explanation that should stay on one line")
    ///     .fixedSize()
    /// ```
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Keeps the view at its natural width, height, or both, as SwiftUI's
    /// `fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(
            .node {
                if horizontal { $0.frameLayout.isFixedHorizontally = true }
                if vertical { $0.frameLayout.isFixedVertically = true }
            })
    }
}
