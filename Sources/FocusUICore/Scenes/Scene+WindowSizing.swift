import Foundation

extension Scene {
    /// The size new windows of the scene open with, as SwiftUI's `defaultSize(width:height:)`
    /// (GTK: `gtk_window_set_default_size`). A window is never smaller than its content needs,
    /// so a smaller size only sets the larger of the two; the user can resize it afterwards.
    /// Without it a window opens at its content's natural size, or at least 800 × 600 when it
    /// holds a ``NavigationSplitView``.
    ///
    /// ```swift
    /// Window("Preferences", id: "preferences") { PreferencesView() }
    ///     .defaultSize(width: 480, height: 560)
    /// ```
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        WindowSizingScene(content: self) { $0.defaultSize = CGSize(width: width, height: height) }
    }

    /// The size new windows of the scene open with; see ``defaultSize(width:height:)``.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// How the user can resize the scene's windows, as SwiftUI's `windowResizability(_:)`
    /// (GTK: `gtk_window_set_resizable`).
    ///
    /// ```swift
    /// Window("About", id: "about") { AboutView() }
    ///     .windowResizability(.contentSize)
    /// ```
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        WindowSizingScene(content: self) { $0.resizability = resizability }
    }
}

/// A scene whose window descriptions get a default size or a resizability; the innermost
/// modifier wins, as in SwiftUI.
struct WindowSizingScene<Content: Scene>: Scene, PrimitiveScene, SceneCommandsProviding {
    typealias Body = Never

    let content: Content
    let apply: (inout SceneDescription) -> Void

    func collect(into scenes: inout [SceneDescription]) {
        var inner: [SceneDescription] = []
        collectScenes(content, into: &inner)
        for var scene in inner {
            var outer = scene
            apply(&outer)
            // Only what an inner modifier left unset.
            if scene.defaultSize == nil { scene.defaultSize = outer.defaultSize }
            if scene.resizability == nil { scene.resizability = outer.resizability }
            scenes.append(scene)
        }
    }

    func collectCommands(into list: inout [@MainActor (ViewPath, CommandsEvaluator) -> Void]) {
        collectSceneCommands(content, into: &list)
    }
}
