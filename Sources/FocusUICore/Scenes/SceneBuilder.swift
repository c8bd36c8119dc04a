/// Builds an app's scenes from a closure listing them, as SwiftUI's `@SceneBuilder`.
@MainActor
@resultBuilder
public enum SceneBuilder {
    /// A single scene is passed through unchanged.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in declaration order; the first opens at launch.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
        repeat each Content
    > {
        TupleScene(repeat each content)
    }

    /// Each expression must be a scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes side by side, built by ``SceneBuilder``.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    /// The body of a tuple is never evaluated.
    public typealias Body = Never

    /// The scenes.
    public let value: (repeat each Content)

    /// Creates a tuple of scenes.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    func collect(into scenes: inout [SceneDescription]) {
        for scene in repeat each value {
            collectScenes(scene, into: &scenes)
        }
    }
}
