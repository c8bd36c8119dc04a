import FocusUICore

/// A window that presents a sheet (Return in Name), an item sheet (Draft 1), an alert (Warn)
/// and a confirmation dialog (Return in Note). State read by name in tests: `focus`, `name`,
/// `note`, `editing`, `draft`, `confirming`, `warning`, `dismissals`, `log`.
public struct PresentingView: View {
    /// Match values of the window's focus state.
    public enum Field: Hashable {
        case name
        case note
    }

    /// What the item sheet presents.
    public struct Draft: Identifiable {
        /// The draft's number.
        public let id: Int
    }

    @FocusState var focus: Field?
    @State var name = ""
    @State var note = ""
    @State var editing = false
    @State var draft: Draft?
    @State var confirming = false
    @State var warning = false
    @State var dismissals = 0
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { editing = true }
            TextField("Note", text: $note)
                .focused($focus, equals: .note)
                .onSubmit { confirming = true }
            Button("Draft 1") { draft = Draft(id: 1) }
            Button("Warn") { warning = true }
            Text("dismissals \(dismissals)")
            Text("log \(log.joined(separator: ","))")
        }
        .sheet(isPresented: $editing, onDismiss: { dismissals += 1 }) {
            EditSheet(parentFocus: $focus)
        }
        .sheet(item: $draft) { draft in
            Text("Draft \(draft.id)")
            Button("Next Draft") { self.draft = Draft(id: draft.id + 1) }
        }
        .confirmationDialog("Delete the note?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { log.append("delete") }
            Button("Cancel", role: .cancel) { log.append("cancel") }
        } message: {
            Text("This cannot be undone.")
        }
        .alert("Careful", isPresented: $warning) {
            Button("Cancel", role: .cancel) { log.append("cancel") }
            Button("Go On") { log.append("go on") }
        }
    }
}

/// ``PresentingView``'s sheet: two fields with its own focus state, whose default is Second; Go
/// to Note writes the presenter's focus state, Done dismisses the sheet. State read by name in
/// tests: `sheetFocus`, `first`, `second`.
public struct EditSheet: View {
    /// Match values of the sheet's focus state.
    public enum Field: Hashable {
        case first
        case second
    }

    @FocusState.Binding var parentFocus: PresentingView.Field?
    @FocusState var sheetFocus: Field?
    @State var first = ""
    @State var second = ""
    @Environment(\.dismiss) var dismiss

    /// A sheet whose Go to Note writes `parentFocus`.
    public init(parentFocus: FocusState<PresentingView.Field?>.Binding) {
        _parentFocus = parentFocus
    }

    /// The content.
    public var body: some View {
        Form {
            TextField("First", text: $first)
                .focused($sheetFocus, equals: .first)
            TextField("Second", text: $second)
                .focused($sheetFocus, equals: .second)
            Button("Go to Note") { parentFocus = .note }
            Button("Done") { dismiss() }
        }
        .defaultFocus($sheetFocus, .second)
    }
}
