import FocusUICore

/// A document's name as the window's title (`.navigationTitle($name)`), controls found by
/// `.accessibilityIdentifier`, a sheet the user may not dismiss while it is locked and a
/// popover that asks the same (which GTK's popovers cannot do). State read by name: `name`,
/// `locked`, `log`.
public struct RenameDocumentView: View {
    @State var name = "Untitled"
    @State var renamed = false
    @State var showsSheet = false
    @State var showsEditor = false
    @State var showsTip = false
    @State var locked = true
    @State var log: [String] = []

    /// The view, as its type describes it.
    public init() {}

    /// A name field, two buttons and the log, under the name as title.
    public var body: some View {
        VStack {
            TextField("Name", text: $name)
                .accessibilityIdentifier(renamed ? "renamed-field" : "name-field")
            Button("Mark Renamed") { renamed = true }
                .accessibilityIdentifier("mark-button")
            Button("Lock…") { showsSheet = true }
            Button("Edit…") { showsEditor = true }
            Button("Tip") { showsTip = true }
                .popover(isPresented: $showsTip) {
                    VStack {
                        Text("Names are kept")
                        Button("Got It") { showsTip = false }
                    }
                    .interactiveDismissDisabled()
                }
            Text("log \(log.joined(separator: ","))")
        }
        .navigationTitle($name)
        .sheet(isPresented: $showsSheet, onDismiss: { log.append("dismissed") }) {
            LockSheet(locked: $locked)
        }
        .sheet(isPresented: $showsEditor, onDismiss: { log.append("closed") }) {
            DraftSheet(log: $log)
        }
    }
}

/// A sheet that keeps the user from closing it while `locked`.
struct LockSheet: View {
    @Binding var locked: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Toggle("Locked", isOn: $locked)
            Button("Done") { dismiss() }
        }
        .interactiveDismissDisabled(locked)
    }
}

/// A sheet the user may never dismiss but with its Cancel button, which Escape runs.
struct DraftSheet: View {
    @Binding var log: [String]
    @State private var draft = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextField("Draft", text: $draft)
            .interactiveDismissDisabled()
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        log.append("cancelled")
                        dismiss()
                    }
                }
            }
    }
}
