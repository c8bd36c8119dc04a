/// A part of an app's user interface with its own windows, as SwiftUI's `Scene`.
///
/// Scenes here are headless descriptions; an ``AppHost`` turns them into windows through a
/// ``ViewBackend``.
@MainActor
@preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene

    /// The content of this scene.
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; the scene runtime never asks for it.
    public var body: Never {
        fatalError("\(Self.self) is a primitive scene and has no body")
    }
}

/// A scene that the runtime turns into window descriptions itself.
@MainActor
protocol PrimitiveScene {
    /// Appends this scene's window descriptions.
    func collect(into scenes: inout [SceneDescription])
}

/// Collects the window descriptions of a scene tree, in declaration order.
@MainActor
func collectScenes<S: Scene>(_ scene: S, into scenes: inout [SceneDescription]) {
    if let primitive = scene as? any PrimitiveScene {
        primitive.collect(into: &scenes)
    } else {
        collectScenes(scene.body, into: &scenes)
    }
}
