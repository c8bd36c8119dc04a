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
/// ⌘,); there is one at most, brought to the front when opened again. `openWindow(id:
/// "settings")` opens it too (SwiftUI's `openSettings`).
///
/// On GTK it is libadwaita's preferences window (`AdwPreferencesWindow`), as GNOME's apps show
/// their preferences: a header bar with the title and a search button (Ctrl+F, or typing while
/// no text field has focus) and without the app's primary menu. A `Form` is its page, grouped
/// (its automatic style is ``FormStyle/grouped`` here, as GNOME's preferences are rows in
/// groups), so the search finds the form's rows by their titles; other content is put in a
/// page of its own. There is one page (a ``TabView`` in it is a page holding the tab view).
/// Unlike libadwaita's default, the window is not modal: it is a window of its own, as in
/// SwiftUI. Focus starts at the page's first field (or the content's `defaultFocus`), Tab
/// reaches the search button after the last row, and choosing a search result focuses the
/// control of its row. Toolbar items and `.navigationSubtitle` are not shown in it: its header
/// bar is libadwaita's.
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
