/// An action that dismisses a window associated to a particular scene, as SwiftUI's
/// `DismissWindowAction`: `@Environment(\.dismissWindow) var dismissWindow`, then
/// `dismissWindow(id: "about")` or `dismissWindow(value: note.id)`.
///
/// Closing a window this way is as the user closing it: its views disappear and its state
/// goes. The host that runs the scenes (``AppHost``) supplies it; elsewhere it does nothing.
public struct DismissWindowAction: Sendable {
    private let handler: @MainActor @Sendable (WindowRequestByValue?) -> Void

    init(_ handler: @escaping @MainActor @Sendable (WindowRequestByValue?) -> Void) {
        self.handler = handler
    }

    /// Dismisses the window of the view that reads the action.
    @MainActor public func callAsFunction() {
        handler(nil)
    }

    /// Dismisses every window of the scene with identifier `id`.
    @MainActor public func callAsFunction(id: String) {
        handler(WindowRequestByValue(id: id))
    }

    /// Dismisses the window presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {
        handler(WindowRequestByValue(id: nil, value: value))
    }

    /// Dismisses the window of the scene with identifier `id` presenting `value`.
    @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {
        handler(WindowRequestByValue(id: id, value: value))
    }
}

/// The environment key of ``DismissWindowAction``; the default does nothing.
struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

extension EnvironmentValues {
    /// Dismisses windows of the app's scenes.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
