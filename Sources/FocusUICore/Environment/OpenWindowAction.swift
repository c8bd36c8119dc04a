/// An action that presents a window, as SwiftUI's `OpenWindowAction`:
/// `@Environment(\.openWindow) var openWindow`, then `openWindow(id: "create-account")` or
/// `openWindow(value: note.id)`.
///
/// The host that runs the scenes (``AppHost``) supplies it. Opening a `Window` scene that is
/// already open brings it to the front; a `WindowGroup` opens a new window each time, except
/// for a value a window of a `WindowGroup(for:)` already presents: that window comes to the
/// front.
public struct OpenWindowAction: Sendable {
    private let handler: @MainActor @Sendable (WindowRequestByValue) -> Void

    /// An action that calls `handler` with the scene id and the optional value (requests by
    /// value alone are not passed to it).
    public init(_ handler: @escaping @MainActor @Sendable (String, AnyHashable?) -> Void) {
        self.handler = { request in
            if let id = request.id { handler(id, request.value) }
        }
    }

    /// An action that calls `handler` with every request.
    init(requests handler: @escaping @MainActor @Sendable (WindowRequestByValue) -> Void) {
        self.handler = handler
    }

    /// Opens a window of the scene with identifier `id`.
    @MainActor public func callAsFunction(id: String) {
        handler(WindowRequestByValue(id: id))
    }

    /// Opens the window of the `WindowGroup(for:)` presenting values of `value`'s type that
    /// presents `value`, or a new one for it.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
        handler(WindowRequestByValue(id: nil, value: value))
    }

    /// Opens the window of the scene with identifier `id` that presents `value`, or a new one
    /// for it.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        handler(WindowRequestByValue(id: id, value: value))
    }
}

/// Which window an `openWindow` or `dismissWindow` call means: a scene by id, a presented
/// value (with its type), or both.
struct WindowRequestByValue {
    let id: String?
    let value: AnyHashable?
    let valueType: ObjectIdentifier?
}

extension WindowRequestByValue {
    /// The scene with identifier `id`, whatever it presents.
    init(id: String) {
        self.id = id
        value = nil
        valueType = nil
    }

    /// The window presenting `value` (of a scene with identifier `id` when it is not `nil`).
    init<D: Codable & Hashable>(id: String?, value: D) {
        self.id = id
        self.value = AnyHashable(value)
        valueType = ObjectIdentifier(D.self)
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
