/// A toolkit window that views are rendered into, as the backend made it.
public struct WindowContext: Hashable, Sendable {
    /// The window's identity for focus coordination (GTK: `gtk_application_window_get_id`).
    public let id: FocusWindowID
    /// The window's title.
    public let title: String
    /// The identifier of the scene the window belongs to, if it has one.
    public let sceneID: String?

    /// Describes a window the backend made.
    public init(id: FocusWindowID, title: String, sceneID: String? = nil) {
        self.id = id
        self.title = title
        self.sceneID = sceneID
    }
}
