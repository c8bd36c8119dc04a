import Foundation

/// One declared window scene, as the runtime needs it.
struct SceneDescription {
    /// The scene's identifier, used by `openWindow(id:)`.
    let id: String?
    /// The windows' title.
    let title: String
    /// `Window` (one window at most) rather than `WindowGroup`.
    let isSingleton: Bool
    /// Builds the root view of a window of this scene.
    let makeContent: @MainActor () -> AnyView
    /// The size windows open with, from `.defaultSize`; `nil` for the content's size.
    var defaultSize: CGSize?
    /// How the user can resize the windows, from `.windowResizability`; `nil` for automatic.
    var resizability: WindowResizability?
    /// The `Settings` scene: opened by the standard Preferences command.
    var isSettings = false
    /// For a `WindowGroup(for:)`: the type of the values its windows present, and how a
    /// window's content is made for its value (then `makeContent` is not used).
    var presentation: ScenePresentation?
}
