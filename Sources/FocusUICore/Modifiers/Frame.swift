import Foundation

extension View {
    /// Asks for a width and height for the view, as SwiftUI's `frame(width:height:alignment:)`;
    /// `nil` keeps the natural size along that axis. The innermost frame wins.
    ///
    /// GTK takes it as the widget's size request (`gtk_widget_set_size_request`): the view
    /// is at least that large, and is given more only where its container stretches it (a
    /// `Spacer`-free form row, a window made larger), never less.
    ///
    /// ```swift
    /// TextEditor(text: $notes)
    ///     .frame(height: 120)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
        modified(
            .node {
                if let width { $0.frameLayout.width = width }
                if let height { $0.frameLayout.height = height }
            })
    }
}

extension View {
    /// Draws the view moved by `offset`, as SwiftUI's `offset(_:)`: the room it takes in its
    /// stack stays where it was (GTK: the view's allocation translated inside its size clamp).
    /// Offsets add up.
    public func offset(_ offset: CGSize) -> some View {
        modified(
            .node {
                $0.offset.width += offset.width
                $0.offset.height += offset.height
            })
    }

    /// Draws the view moved by `x` and `y` points, as SwiftUI's `offset(x:y:)`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Sets the view's priority for the room of its stack, as SwiftUI's `layoutPriority(_:)`.
    /// Different on GTK: a box never gives a view less than its minimum size and shares the
    /// room left by natural sizes, so no view is cut short in favour of another and this has
    /// no effect; a text wraps instead of being truncated.
    public func layoutPriority(_ value: Double) -> some View {
        self
    }
}
