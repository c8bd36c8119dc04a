import FocusUICore

/// A grouped form with a switch outside any section, a text editor in a titled section and one
/// with its own `.accessibilityLabel`: what screen readers call the editors and the lists of
/// rows.
public struct SectionedNotesForm: View {
    @State var daily = true
    @State var notes = ""
    @State var journal = ""

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            Toggle("Daily", isOn: $daily)
            Section("Notes") {
                TextEditor(text: $notes)
            }
            Section("Journal") {
                TextEditor(text: $journal)
                    .accessibilityLabel("Journal entry")
            }
        }
        .formStyle(.grouped)
    }
}
