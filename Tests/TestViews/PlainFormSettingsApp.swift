import FocusUICore

/// An app whose `Settings` form gives no style, as SwiftUI code for a Mac often writes it.
public struct PlainFormSettingsApp: App {
    @AppStorage("autosave") var autosave = true

    /// The app.
    public init() {}

    /// A notes window and the settings.
    public var body: some Scene {
        WindowGroup("Notes") { Text("Notes") }
        Settings {
            Form {
                Toggle("Save automatically", isOn: $autosave)
            }
        }
    }
}
