import FocusUICore

/// The rows of a GNOME preferences page that are not fields (issue 27): a labelled value (a
/// row that is a Tab stop itself), a labelled button, and a disclosure group (an expander row)
/// holding a switch and a field; below the page, a disclosure group outside a form (an
/// expander). Shared by the headless and GTK suites. State read by name in tests: `focus`,
/// `showsProxy`, `showsDetails`, `signOuts`.
public struct GroupedRowsForm: View {
    /// The controls that can have focus.
    public enum Field: Hashable, Sendable {
        case version, signOut, proxy, host, details, notes
    }

    @FocusState var focus: Field?
    @State var showsProxy = false
    @State var showsDetails = false
    @State var useProxy = false
    @State var host = ""
    @State var notes = ""
    @State var signOuts = 0

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            Form {
                Section("About") {
                    LabeledContent("Version", value: "1.2")
                        .focused($focus, equals: .version)
                    LabeledContent("Account") {
                        Button("Sign Out") { signOuts += 1 }
                            .focused($focus, equals: .signOut)
                    }
                }
                Section("Network") {
                    DisclosureGroup("Proxy", isExpanded: $showsProxy) {
                        Toggle("Use Proxy", isOn: $useProxy)
                        TextField("Host", text: $host)
                            .focused($focus, equals: .host)
                    }
                    .focused($focus, equals: .proxy)
                }
            }
            .formStyle(.grouped)
            DisclosureGroup("Details", isExpanded: $showsDetails) {
                TextField("Notes", text: $notes)
                    .focused($focus, equals: .notes)
            }
            .focused($focus, equals: .details)
        }
    }
}
