@testable import FocusUICore

enum Setting: Hashable {
    case sounds, wifi, theme, size, notes
}

enum Theme: String, Hashable, CaseIterable {
    case system, light, dark
}

/// A settings form with one control of each kind, all bound to one focus state.
struct SettingsForm: View {
    @State var sounds = true
    @State var wifi = false
    @State var theme = Theme.system
    @State var size = 12
    @State var notes = ""
    @State var showsNotes = true
    @State var locked = false
    @State var usesSwitch = true
    @FocusState var focus: Setting?

    var body: some View {
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
            }
        }
        .disabled(locked)
    }
}
