/// A scene that presents the app's settings, as SwiftUI's `Settings`.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///     var body: some Scene {
///         WindowGroup("Notes") { ContentView() }
///         Settings { SettingsView() }
///     }
/// }
/// ```
///
/// On GNOME the window is titled "Preferences" and opened by the primary menu's
/// **Preferences** item or Ctrl+, (the ``CommandGroupPlacement/appSettings`` group; SwiftUI's
/// ⌘,); there is one at most, brought to the front when opened again. Like GNOME's preferences
/// windows, it has a header bar without the app's primary menu. `openWindow(id: "settings")`
/// opens it too (SwiftUI's `openSettings`).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    /// The body of a primitive scene is never evaluated.
    public typealias Body = Never

    /// The scene identifier `openWindow(id:)` opens it by.
    public static var id: String { "settings" }

    private let content: @MainActor () -> Content

    /// A settings window showing `content`.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    func collect(into scenes: inout [SceneDescription]) {
        let content = content
        var scene = SceneDescription(
            id: Self.id, title: "Preferences", isSingleton: true, makeContent: { AnyView(content()) })
        scene.isSettings = true
        scenes.append(scene)
    }
}
