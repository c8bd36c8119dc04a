/// A button that opens the app's ``Settings`` window, as SwiftUI's `SettingsLink` (macOS 14):
/// it runs the environment's ``OpenSettingsAction``, as the primary menu's Preferences item
/// and Ctrl+, do.
///
/// ```swift
/// ContentUnavailableView {
///     Label("No Account", systemImage: "person.crop.circle")
/// } actions: {
///     SettingsLink { Text("Add an Account…") }
/// }
/// ```
///
/// It is a ``Button`` in all else: a Tab stop and a focus field, named by its label. Different
/// on GTK: the default label is "Preferences…", the window's name on GNOME, where SwiftUI's says
/// "Settings…". An app without a `Settings` scene logs a warning when it is activated.
public struct SettingsLink<Label: View>: View {
    @Environment(\.openSettings) private var openSettings
    private let label: Label

    /// A button showing `label` that opens the Settings window.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The button.
    public var body: some View {
        Button(action: { openSettings() }, label: { label })
    }
}

extension SettingsLink where Label == Text {
    /// A button titled "Preferences…", GNOME's name for the window SwiftUI's default label
    /// calls "Settings…".
    public init() {
        self.init { Text("Preferences…") }
    }
}
