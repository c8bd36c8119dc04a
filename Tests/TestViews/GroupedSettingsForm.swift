import FocusUICore

/// A GNOME preferences page (`.formStyle(.grouped)`): an account section with a name field, a
/// password field and a footer; a behaviour section with an automatic toggle (a switch here), a
/// picker and a line of text; and an expandable section. Shared by the headless and GTK suites
/// (issue 27; issue 22, "Sections and forms").
public struct GroupedSettingsForm: View {
    /// The controls that can have focus.
    public enum Field: Hashable, Sendable {
        case name, password, sync, theme, details, advanced
    }

    enum Theme: String, Hashable, CaseIterable, Identifiable {
        case system = "Follow System"
        case dark = "Dark"
        var id: Self { self }
    }

    @FocusState var focus: Field?
    @State var name = ""
    @State var password = ""
    @State var sync = false
    @State var theme = Theme.system
    @State var showsAdvanced = false
    @State var advanced = false

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
            } header: {
                Text("Account")
            } footer: {
                Text("Used to sign in on every device.")
            }
            Section("Behaviour") {
                Toggle("Sync", isOn: $sync)
                    .focused($focus, equals: .sync)
                Picker("Theme", selection: $theme) {
                    ForEach(Theme.allCases) { Text($0.rawValue) }
                }
                .focused($focus, equals: .theme)
                Text(sync ? "Syncing" : "Not syncing")
            }
            Section("Advanced", isExpanded: $showsAdvanced) {
                Toggle("Experimental", isOn: $advanced)
                    .focused($focus, equals: .advanced)
            }
        }
        .formStyle(.grouped)
        .defaultFocus($focus, .name)
    }
}

/// Shows the color scheme it reads, one subtree with `.environment(\.colorScheme, .dark)`, and
/// a picker of the app's preferred scheme (`.preferredColorScheme`).
public struct ColorSchemeView: View {
    @Environment(\.colorScheme) var colorScheme
    @State var preferred: ColorScheme? = nil

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Text("scheme \(colorScheme == .dark ? "dark" : "light")")
            SchemeLabel(prefix: "inner").environment(\.colorScheme, .dark)
            Button("Prefer Dark") { preferred = .dark }
            Button("Follow System") { preferred = nil }
        }
        .preferredColorScheme(preferred)
    }
}

/// A text naming the scheme it reads.
struct SchemeLabel: View {
    let prefix: String
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        Text("\(prefix) \(colorScheme == .dark ? "dark" : "light")")
    }
}
