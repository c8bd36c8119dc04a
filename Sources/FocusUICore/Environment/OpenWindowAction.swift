/// Opens a window of a scene: `@Environment(\.openWindow) var openWindow`, then
/// `openWindow(id: "create-account")`.
///
/// The host that runs the scenes (``AppHost``) supplies it. Opening a `Window` scene that is
/// already open brings it to the front; a `WindowGroup` opens a new window each time.
public struct OpenWindowAction: Sendable {
    private let handler: @MainActor @Sendable (String, AnyHashable?) -> Void

    /// An action that calls `handler` with the scene id and the optional value.
    public init(_ handler: @escaping @MainActor @Sendable (String, AnyHashable?) -> Void) {
        self.handler = handler
    }

    /// Opens a window of the scene with identifier `id`.
    @MainActor public func callAsFunction(id: String) {
        handler(id, nil)
    }

    /// Opens a window of the scene with identifier `id`, presenting `value`. The value is handed
    /// to the host; FocusUICore's scenes do not yet decode it.
    @MainActor public func callAsFunction<D: Codable & Hashable & Sendable>(id: String, value: D) {
        handler(id, AnyHashable(value))
    }
}

/// The environment key of ``OpenWindowAction``; the default does nothing.
struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction { _, _ in } }
}

extension EnvironmentValues {
    /// Opens windows of the app's scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }
}
