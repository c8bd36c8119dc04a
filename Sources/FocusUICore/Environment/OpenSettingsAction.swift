/// An action that presents the settings scene for an app, as SwiftUI's `OpenSettingsAction`:
/// `@Environment(\.openSettings) private var openSettings`, then `openSettings()`.
///
/// It opens the app's ``Settings`` window, or brings it to the front, as the primary menu's
/// Preferences item and Ctrl+, do. An app without a `Settings` scene has nothing to open: the
/// call is reported as a warning, once per call.
public struct OpenSettingsAction: Sendable {
    private let handler: @MainActor @Sendable () -> Void

    init(_ handler: @escaping @MainActor @Sendable () -> Void) {
        self.handler = handler
    }

    /// Opens the settings window.
    @MainActor public func callAsFunction() {
        handler()
    }
}

/// The environment key of ``OpenSettingsAction``; the default does nothing.
struct OpenSettingsKey: EnvironmentKey {
    static var defaultValue: OpenSettingsAction { OpenSettingsAction {} }
}

extension EnvironmentValues {
    /// Opens the app's settings window.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
