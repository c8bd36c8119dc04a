import FocusUICore

/// The settings of ``PreferencesApp``: a grouped form with a switch, a text field and a
/// menu picker, each bound to `focusedField`. State read by name in tests: `focusedField`,
/// `sync`, `name`, `theme`.
public struct PreferencesSettings: View {
    /// The fields of the form.
    public enum Field: Hashable, Sendable {
        /// The switch.
        case sync
        /// The text field.
        case name
        /// The picker.
        case theme
    }

    @State var sync = true
    @State var name = "Ada"
    @State var theme = "Light"
    @FocusState var focusedField: Field?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Section("General") {
                Toggle("Sync Notes", isOn: $sync)
                    .toggleStyle(.switch)
                    .focused($focusedField, equals: .sync)
                TextField("Display Name", text: $name)
                    .focused($focusedField, equals: .name)
            }
            Section("Appearance") {
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .pickerStyle(.menu)
                .focused($focusedField, equals: .theme)
            }
        }
        .formStyle(.grouped)
    }
}

/// A notes window and a `Settings` scene showing ``PreferencesSettings``; with
/// `hasToolbarItem`, the settings have a toolbar item (Reset), which libadwaita's preferences
/// window cannot show.
public struct PreferencesApp: App {
    let hasToolbarItem: Bool

    /// The app, its settings without a toolbar item.
    public init() {
        self.init(hasToolbarItem: false)
    }

    /// The app; `hasToolbarItem` gives its settings a toolbar item.
    public init(hasToolbarItem: Bool) {
        self.hasToolbarItem = hasToolbarItem
    }

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Notes") {
            Text("Notes")
        }
        Settings {
            if hasToolbarItem {
                PreferencesSettings()
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Reset") {}
                        }
                    }
            } else {
                PreferencesSettings()
            }
        }
    }
}
