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

    /// Pads the view as a scene's content is padded, as SwiftUI's `scenePadding(_:)`: on GTK
    /// GNOME's 12-pixel margin between a window's edge and its content (libadwaita's pages).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, 12)
    }

    /// Pads the view as a scene's content is padded, as SwiftUI's `scenePadding(_:edges:)`; on
    /// GTK each kind of scene padding is GNOME's 12-pixel margin.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, 12)
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

/// How much a scene's content is padded, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
    private let name: String
    /// The least padding content needs from the scene's edges.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}
