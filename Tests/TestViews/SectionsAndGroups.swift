import FocusUICore

/// `Section`, `Group`, `Divider`, `LabeledContent` and `Label` in a form: a General section
/// (a toggle, then a group of a text field, a divider and a labelled value, each with the
/// group's hint) whose focus `inGeneral` reads; an untitled section with a label with an icon
/// and a row split by a vertical divider; an Advanced section inserted when More is clicked.
/// State read by name in tests: `inGeneral`, `field`, `showsAdvanced`.
public struct SectionsAndGroups: View {
    @State var autosave = true
    @State var name = ""
    @State var showsAdvanced = false
    @FocusState var inGeneral: Bool
    @FocusState var field: Setting?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Section("General") {
                Toggle("Autosave", isOn: $autosave)
                    .focused($field, equals: .sounds)
                Group {
                    TextField("Name", text: $name)
                    Divider()
                    LabeledContent("Version", value: "1.2")
                }
                .accessibilityHint("in a group")
            }
            .focused($inGeneral)
            Section {
                Label("Notifications", systemImage: "bell")
                HStack {
                    Text("Left")
                    Divider()
                    Button("Right") {}
                }
            }
            if showsAdvanced {
                Section("Advanced") {
                    Button("Reset") {}
                }
            }
            Button("More") { showsAdvanced = true }
        }
    }
}
