/// What the scene runtime asks of a new window.
public struct WindowRequest: Hashable, Sendable {
    /// The window's title.
    public let title: String
    /// The identifier of the scene the window belongs to, if it has one.
    public let sceneID: String?
    /// Whether the scene allows only one window (`Window`) rather than many (`WindowGroup`).
    public let isSingleton: Bool

    /// Describes a window to make.
    public init(title: String, sceneID: String?, isSingleton: Bool) {
        self.title = title
        self.sceneID = sceneID
        self.isSingleton = isSingleton
    }
}
