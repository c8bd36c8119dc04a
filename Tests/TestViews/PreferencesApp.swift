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

/// The settings of ``TabbedPreferencesApp``, as macOS apps write theirs: a `TabView` of two
/// forms and a stack with a button (a form with the button while `advancedIsForm`; a note
/// above the Editor form while `editorHasNote`), each tab with a label (the Editor tab with a
/// badge). State read by name in tests: `tab`, `focusedField`, `resets`, `advancedIsForm`,
/// `editorHasNote`.
public struct TabbedPreferencesSettings: View {
    /// The tabs.
    public enum Tab: Hashable, Sendable {
        /// A form with a switch and a text field.
        case general
        /// A form with a stepper and a switch.
        case editor
        /// A stack with a text and a button.
        case advanced
    }

    /// The fields of the tabs.
    public enum Field: Hashable, Sendable {
        /// General's switch.
        case sync
        /// General's text field.
        case name
        /// Editor's stepper.
        case fontSize
        /// Editor's switch.
        case spelling
        /// Advanced's button.
        case reset
    }

    @State var tab = Tab.general
    @State var sync = true
    @State var name = "Ada"
    @State var fontSize = 14
    @State var spelling = false
    @State var resets = 0
    @State var advancedIsForm = false
    @State var editorHasNote = false
    @FocusState var focusedField: Field?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        TabView(selection: $tab) {
            Form {
                Toggle("Sync Notes", isOn: $sync)
                    .focused($focusedField, equals: .sync)
                TextField("Display Name", text: $name)
                    .focused($focusedField, equals: .name)
            }
            .tabItem { Label("General", systemImage: "gear") }
            .tag(Tab.general)
            Group {
                if editorHasNote { Text("Changes apply to new notes.") }
                Form {
                    Stepper("Font Size: \(fontSize)", value: $fontSize, in: 9...32)
                        .focused($focusedField, equals: .fontSize)
                    Toggle("Check Spelling", isOn: $spelling)
                        .focused($focusedField, equals: .spelling)
                }
            }
            .tabItem { Label("Editor", systemImage: "textformat") }
            .badge(2)
            .tag(Tab.editor)
            Group {
                if advancedIsForm {
                    Form {
                        Button("Reset") { resets += 1 }
                            .focused($focusedField, equals: .reset)
                    }
                } else {
                    VStack {
                        Text("Resets: \(resets)")
                        Button("Reset") { resets += 1 }
                            .focused($focusedField, equals: .reset)
                    }
                }
            }
            .tabItem { Label("Advanced", systemImage: "star") }
            .tag(Tab.advanced)
        }
        .frame(width: 400, height: 250)
    }
}

/// A notes window and a `Settings` scene showing ``TabbedPreferencesSettings``.
public struct TabbedPreferencesApp: App {
    /// The app.
    public init() {}

    /// The scenes.
    public var body: some Scene {
        WindowGroup("Notes") {
            Text("Notes")
        }
        Settings {
            TabbedPreferencesSettings()
        }
    }
}
