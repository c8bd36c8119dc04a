import Foundation

extension View {
    /// Adds the default space (16 points) around the view.
    public func padding() -> some View {
        padding(.all, nil)
    }

    /// Adds `length` around the view on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds `length` (or the default 16) on the given edges.
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? 16))
    }

    /// Adds the given insets; nested paddings add up.
    public func padding(_ insets: EdgeInsets) -> some View {
        modified(
            .node {
                // Under a decoration, the padding is drawn with it (SwiftUI's modifier order).
                if $0.isDecorated {
                    $0.innerPadding = $0.innerPadding + insets
                } else {
                    $0.padding = $0.padding + insets
                }
            })
    }
}
