/// A scene of any number of windows showing the same content; each window gets its own view
/// and state instances, as in SwiftUI. The first scene of an app opens one at launch;
/// `openWindow(id:)` opens more.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// The body of a primitive scene is never evaluated.
    public typealias Body = Never

    private let title: String
    private let id: String?
    private let content: @MainActor () -> Content

    /// A window group titled `title`.
    public init(_ title: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = nil
        self.content = content
    }

    /// A window group titled `title` that `openWindow(id:)` can open by `id`.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// An untitled window group.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.init("", content: content)
    }

    func collect(into scenes: inout [SceneDescription]) {
        let content = content
        scenes.append(
            SceneDescription(id: id, title: title, isSingleton: false, makeContent: { AnyView(content()) }))
    }
}
