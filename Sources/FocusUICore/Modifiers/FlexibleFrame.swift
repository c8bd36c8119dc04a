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
    /// - A finite `maxWidth`, `maxHeight`: the view takes the room it is offered up to that size
    ///   (a form `.frame(maxWidth: 500)` in a wide window is 500 points wide); GTK has no
    ///   maximum size for a widget, so FocusUI puts it in a clamp that allocates it at most that
    ///   size (a wrapping text wraps within it).
    /// - `idealWidth`, `idealHeight`: the view's natural size in that clamp, what it takes when
    ///   its container lets it choose.
    /// - `alignment`: where the view sits in that room (`halign`/`valign`, or in the clamp);
    ///   without one it fills it (in a clamp, it is centred). Along an axis the view fills by
    ///   itself (a stack holding a slider or a progress bar, across) it fills the room, as a
    ///   flexible view takes the size SwiftUI's frame proposes:
    ///   `VStack(alignment: .leading) { Text("Dune"); Slider(…) }.frame(maxWidth: .infinity,
    ///   alignment: .leading)` is as wide as the room, its text at the leading edge.
    ///
    /// Adding or removing a finite maximum or an ideal size on a later render replaces the
    /// view's widget (focus inside it is lost, state is kept).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment? = nil
    ) -> some View {
        modified(
            .node {
                if let minWidth { $0.frameLayout.minWidth = minWidth }
                if let minHeight { $0.frameLayout.minHeight = minHeight }
                if let idealWidth, idealWidth.isFinite { $0.frameLayout.idealWidth = idealWidth }
                if let idealHeight, idealHeight.isFinite { $0.frameLayout.idealHeight = idealHeight }
                if let maxWidth {
                    $0.frameLayout.expandsHorizontally = true
                    $0.frameLayout.maxWidth = maxWidth.isFinite ? maxWidth : nil
                }
                if let maxHeight {
                    $0.frameLayout.expandsVertically = true
                    $0.frameLayout.maxHeight = maxHeight.isFinite ? maxHeight : nil
                }
                if let alignment { $0.frameLayout.alignment = alignment }
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
