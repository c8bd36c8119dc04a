/// A scene of a single window with an identifier: `openWindow(id:)` opens it, or brings it to
/// the front when it is already open.
public struct Window<Content: View>: Scene, PrimitiveScene {
    /// The body of a primitive scene is never evaluated.
    public typealias Body = Never

    private let title: String
    private let id: String
    private let content: @MainActor () -> Content

    /// A window titled `title`, opened by `openWindow(id: id)`.
    public init(_ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    func collect(into scenes: inout [SceneDescription]) {
        let content = content
        scenes.append(
            SceneDescription(id: id, title: title, isSingleton: true, makeContent: { AnyView(content()) }))
    }
}
