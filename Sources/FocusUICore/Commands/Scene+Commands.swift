extension Scene {
    /// Adds commands to the scene, as SwiftUI's `commands(content:)`.
    ///
    /// ```swift
    /// WindowGroup("Sign In") { SignInWindow() }
    ///     .commands {
    ///         AccountCommands()
    ///     }
    /// ```
    ///
    /// The commands apply app-wide (GTK: `app.` actions with accelerators, in every window's
    /// primary menu) and act on the key window through ``FocusedValue`` and ``FocusedBinding``.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        CommandsScene(content: self, commands: content())
    }
}

/// A scene with commands attached.
struct CommandsScene<Content: Scene, C: Commands>: Scene, PrimitiveScene, SceneCommandsProviding {
    typealias Body = Never

    let content: Content
    let commands: C

    func collect(into scenes: inout [SceneDescription]) {
        collectScenes(content, into: &scenes)
    }

    func collectCommands(into list: inout [@MainActor (ViewPath, CommandsEvaluator) -> Void]) {
        collectSceneCommands(content, into: &list)
        let commands = commands
        list.append { path, evaluator in evaluator.collect(commands, at: path) }
    }
}

/// A scene that carries commands or contains scenes that may.
@MainActor
protocol SceneCommandsProviding {
    /// Appends the commands of this scene and the scenes inside it, in declaration order.
    func collectCommands(into list: inout [@MainActor (ViewPath, CommandsEvaluator) -> Void])
}

extension TupleScene: SceneCommandsProviding {
    func collectCommands(into list: inout [@MainActor (ViewPath, CommandsEvaluator) -> Void]) {
        for scene in repeat each value {
            collectSceneCommands(scene, into: &list)
        }
    }
}

/// Collects the commands of a scene tree, in declaration order.
@MainActor
func collectSceneCommands<S: Scene>(
    _ scene: S, into list: inout [@MainActor (ViewPath, CommandsEvaluator) -> Void]
) {
    if let providing = scene as? any SceneCommandsProviding {
        providing.collectCommands(into: &list)
    } else if !(scene is any PrimitiveScene) {
        collectSceneCommands(scene.body, into: &list)
    }
}
