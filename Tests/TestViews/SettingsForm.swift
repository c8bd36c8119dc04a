import FocusUICore

/// Match values of ``SettingsForm``'s focus state.
public enum Setting: Hashable {
    case sounds, wifi, theme, size, notes
}

/// ``SettingsForm``'s themes.
public enum Theme: String, Hashable, CaseIterable {
    case system, light, dark
}

/// A settings form with one control of each kind, all bound to one focus state: a toggle, a
/// switch (a checkbox while `usesSwitch` is false), a picker, a stepper and a text editor (gone
/// while `showsNotes` is false; it takes Tab while `acceptsTab` is true), the whole form
/// disabled while `locked` is true. State read by name in tests: `sounds`, `wifi`, `theme`,
/// `size`, `notes`, `showsNotes`, `locked`, `usesSwitch`, `acceptsTab`, `focus`.
public struct SettingsForm: View {
    @State var sounds = true
    @State var wifi = false
    @State var theme = Theme.system
    @State var size = 12
    @State var notes = ""
    @State var showsNotes = true
    @State var locked = false
    @State var usesSwitch = true
    @State var acceptsTab = false
    @FocusState var focus: Setting?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Toggle("Sounds", isOn: $sounds)
                .focused($focus, equals: .sounds)
            Toggle("Wi-Fi", isOn: $wifi)
                .toggleStyle(usesSwitch ? .switch : .checkbox)
                .focused($focus, equals: .wifi)
            Picker("Theme", selection: $theme) {
                Text("System").tag(Theme.system)
                Text("Light").tag(Theme.light)
                Text("Dark").tag(Theme.dark)
            }
            .focused($focus, equals: .theme)
            Stepper("Size: \(size)", value: $size, in: 8...16, step: 2)
                .focused($focus, equals: .size)
            if showsNotes {
                TextEditor(text: $notes)
                    .accessibilityLabel("Notes")
                    .focused($focus, equals: .notes)
                    .textEditorAcceptsTab(acceptsTab)
            }
        }
        .disabled(locked)
    }
}
