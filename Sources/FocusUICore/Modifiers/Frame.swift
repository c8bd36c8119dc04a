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
