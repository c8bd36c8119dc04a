/// What the scene runtime asks of a new window.
public struct WindowRequest: Hashable, Sendable {
    /// The window's title.
    public let title: String
    /// The identifier of the scene the window belongs to, if it has one.
    public let sceneID: String?
    /// Whether the scene allows only one window (`Window`) rather than many (`WindowGroup`).
    public let isSingleton: Bool
    /// The window that presents this one modally (a sheet, alert or confirmation dialog), or
    /// `nil` for a scene's window. GTK: transient for that window, modal, destroyed with it.
    public let presenter: FocusWindowID?

    /// The width the window opens with (`.defaultSize`); `nil` for its content's natural size.
    public let defaultWidth: Double?
    /// The height the window opens with (`.defaultSize`); `nil` for its content's natural size.
    public let defaultHeight: Double?
    /// How the user can resize the window (`.windowResizability`).
    public let resizability: WindowResizability
    /// How the toolkit decorates the window.
    public let style: WindowStyle
    /// What screen readers say after the window's title when it opens: an alert's message
    /// (GTK: the window's accessible description, as libadwaita's `AdwMessageDialog` sets its
    /// body; Orca reads it with the dialog). `nil` for none.
    public var accessibleDescription: String?

    /// Describes a window to make.
    public init(
        title: String, sceneID: String?, isSingleton: Bool, presenter: FocusWindowID? = nil,
        defaultWidth: Double? = nil, defaultHeight: Double? = nil,
        resizability: WindowResizability = .automatic, style: WindowStyle = .main
    ) {
        self.style = style
        self.title = title
        self.sceneID = sceneID
        self.isSingleton = isSingleton
        self.presenter = presenter
        self.defaultWidth = defaultWidth
        self.defaultHeight = defaultHeight
        self.resizability = resizability
    }
}
