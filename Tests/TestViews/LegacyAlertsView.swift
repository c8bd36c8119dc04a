import FocusUICore

/// Alerts as older SwiftUI code writes them: `Alert` values with `.alert(isPresented:content:)`
/// and `.alert(item:content:)`, an alert presenting data
/// (`alert(_:isPresented:presenting:actions:message:)`) and a confirmation dialog presenting
/// data. State read by name: `log`.
public struct LegacyAlertsView: View {
    /// A note an alert asks about.
    public struct Note: Identifiable, Sendable {
        /// The note's id.
        public let id: Int
        /// Its title.
        public let title: String
    }

    @State var showsError = false
    @State var noteToDelete: Note?
    @State var confirmsRename = false
    @State var draftName: String? = "Draft"
    @State var confirmsArchive = false
    @State var noteToArchive: Note?
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// Three buttons, each presenting one alert, and the log of what the alerts did.
    public var body: some View {
        VStack {
            Button("Sign In") { showsError = true }
            Button("Delete Note") { noteToDelete = Note(id: 7, title: "Groceries") }
            Button("Rename") { confirmsRename = true }
            Button("Archive") {
                noteToArchive = Note(id: 9, title: "Trip")
                confirmsArchive = true
            }
            Button("Archive Nothing") {
                noteToArchive = nil
                confirmsArchive = true
            }
            Text("log \(log.joined(separator: ","))")
        }
        .alert(isPresented: $showsError) {
            Alert(
                title: Text("Sign-In Failed"), message: Text("Check your password."),
                dismissButton: .default(Text("OK")) { log.append("ok") })
        }
        .alert(item: $noteToDelete) { note in
            Alert(
                title: Text("Delete “\(note.title)”?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { log.append("deleted \(note.id)") },
                secondaryButton: .cancel())
        }
        .alert("Rename the draft?", isPresented: $confirmsRename, presenting: draftName) { name in
            Button("Rename \(name)") { log.append("renamed \(name)") }
            Button("Keep", role: .cancel) {}
        } message: { name in
            Text("“\(name)” gets a new name.")
        }
        .confirmationDialog(
            "Archive the note?", isPresented: $confirmsArchive, titleVisibility: .visible,
            presenting: noteToArchive
        ) { note in
            Button("Archive “\(note.title)”", role: .destructive) { log.append("archived \(note.id)") }
        } message: { note in
            Text("“\(note.title)” moves to the archive.")
        }
    }
}
