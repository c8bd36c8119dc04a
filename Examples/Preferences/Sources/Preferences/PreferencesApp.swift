import FocusUI

/// A preferences app: one window of settings.
public struct PreferencesApp: App {
    /// Creates the app.
    public init() {}

    /// The preferences window.
    public var body: some Scene {
        Window("Preferences", id: "preferences") {
            PreferencesView()
        }
        .defaultSize(width: 480, height: 720)
    }
}
