import FocusUI

/// A GNOME preferences page (`.formStyle(.grouped)`: libadwaita's preferences page and groups):
/// sections of rows, each control a Tab stop bound to one `@FocusState`, a "Reset" that asks
/// for confirmation in an alert and sends focus back to the first setting, and an "Export" menu in the window's toolbar.
public struct PreferencesView: View {
    /// The controls that can have focus.
    public enum Setting: Hashable, Sendable {
        case autosave, backups, interval, name, email, account, password, theme, fontSize, signature, reset,
            export
    }

    /// The colour schemes the picker offers.
    public enum Theme: String, Hashable, CaseIterable, Identifiable, Sendable {
        case system = "Follow System"
        case light = "Light"
        case dark = "Dark"

        /// Each theme identifies itself (the picker's tag inside `ForEach`).
        public var id: Self { self }
    }

    @State private var autosave = true
    @State private var backups = false
    @State private var interval = 5
    @State private var theme = Theme.system
    @State private var fontSize = 12
    @State private var signature = ""
    @State private var changes = 0
    @State private var name = ""
    @State private var email = ""
    @State private var exports = 0
    @State private var account = ""
    @State private var password = ""
    @State private var confirmsReset = false
    @FocusState private var focusedSetting: Setting?

    /// Creates the page with default settings.
    public init() {}

    /// The page.
    public var body: some View {
        Form {
            Section {
                Toggle("Save automatically", isOn: $autosave)
                    .focused($focusedSetting, equals: .autosave)
                    .help("Saves open documents every few minutes")
                Stepper("Every \(interval) minutes", value: $interval, in: 1...60)
                    .focused($focusedSetting, equals: .interval)
                    .disabled(!autosave)
                Toggle("Keep backups", isOn: $backups)
                    .focused($focusedSetting, equals: .backups)
            } header: {
                Text("Saving")
            } footer: {
                Text("Backups keep the previous version of each document.")
            }
            Section("Author") {
                TextField("Name", text: $name)
                    .focused($focusedSetting, equals: .name)
                TextField("Email", text: $email)
                    .focused($focusedSetting, equals: .email)
            }
            Section {
                TextField("Account", text: $account)
                    .focused($focusedSetting, equals: .account)
                SecureField("Password", text: $password)
                    .focused($focusedSetting, equals: .password)
            } header: {
                Text("Sync")
            } footer: {
                Text("Settings are copied to this account.")
            }
            Section("Appearance") {
                Picker("Style", selection: $theme) {
                    ForEach(Theme.allCases) { theme in
                        Text(theme.rawValue)
                    }
                }
                .focused($focusedSetting, equals: .theme)
                Stepper("Font size: \(fontSize) pt", value: $fontSize, in: 8...32)
                    .focused($focusedSetting, equals: .fontSize)
            }
            Section {
                TextEditor(text: $signature)
                    .accessibilityLabel("Signature")
                    .focused($focusedSetting, equals: .signature)
                    .frame(height: 96)
            } header: {
                Text("Signature")
            } footer: {
                Text("\(signature.count) characters")
            }
            HStack {
                Text(changes == 1 ? "1 change" : "\(changes) changes").foregroundStyle(.secondary)
                    .fixedSize()
                Spacer()
                Button("Reset") { confirmsReset = true }
                    .focused($focusedSetting, equals: .reset)
            }
        }
        .formStyle(.grouped)
        .alert("Reset All Settings?", isPresented: $confirmsReset) {
            Button("Cancel", role: .cancel) {}
            Button("Reset", role: .destructive) { reset() }
        } message: {
            Text("Every setting returns to its default.")
        }
        .preferredColorScheme(colorScheme)
        .navigationTitle(changes == 0 ? "Preferences" : "Preferences (edited)")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu("Export") {
                    Button("Copy Settings") { exports += 1 }
                    Button("Save to File…") {}
                        .disabled(true)
                    Divider()
                    Text(exports == 1 ? "Exported once" : "Exported \(exports) times")
                }
                .focused($focusedSetting, equals: .export)
                .help("Copies these settings for another computer")
            }
        }
        .defaultFocus($focusedSetting, .autosave)
        .onChange(of: [autosave, backups]) { changes += 1 }
        .onChange(of: [interval, fontSize]) { changes += 1 }
        .onChange(of: theme) { changes += 1 }
    }

    /// The style picked: the whole app light or dark, or as the system says (libadwaita's
    /// style manager, GNOME's Appearance setting).
    private var colorScheme: ColorScheme? {
        switch theme {
        case .system: nil
        case .light: .light
        case .dark: .dark
        }
    }

    private func reset() {
        autosave = true
        backups = false
        interval = 5
        theme = .system
        fontSize = 12
        signature = ""
        name = ""
        email = ""
        account = ""
        password = ""
        focusedSetting = .autosave
    }
}
