/// Closes the window that shows the view: `@Environment(\.dismiss) var dismiss`, then
/// `dismiss()`.
public struct DismissAction: Sendable {
    private let handler: @MainActor @Sendable () -> Void

    /// An action that calls `handler`.
    public init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        self.handler = handler
    }

    /// Closes the view's window.
    @MainActor public func callAsFunction() {
        handler()
    }
}

/// The environment key of ``DismissAction``; the default does nothing.
struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Closes the view's window.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
