import FocusUI

/// A mail-like window: mailboxes in a sidebar, messages in a list.
public struct ListGalleryApp: App {
    /// The app.
    public init() {}

    /// One window.
    public var body: some Scene {
        WindowGroup("Mail") {
            MailWindow()
        }
        .defaultSize(width: 720, height: 420)
    }
}

/// A message of the list.
struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
}

/// The sidebar and the messages of the selected mailbox.
struct MailWindow: View {
    @State private var mailbox: String? = "Inbox"
    @State private var selection: Set<Int> = [2, 3]
    @FocusState private var focusedMessage: Int?

    private let messages = [
        Message(id: 1, sender: "Ada Lovelace", subject: "Notes on the Analytical Engine"),
        Message(id: 2, sender: "Alan Turing", subject: "On computable numbers"),
        Message(id: 3, sender: "Grace Hopper", subject: "The first bug, taped to the log"),
        Message(id: 4, sender: "Edsger Dijkstra", subject: "Go To statement considered harmful"),
        Message(id: 5, sender: "Barbara Liskov", subject: "Data abstraction and hierarchy"),
        Message(id: 6, sender: "Donald Knuth", subject: "Volume 4B is out"),
    ]

    var body: some View {
        HStack(spacing: 0) {
            List(selection: $mailbox) {
                Section("Mailboxes") {
                    ForEach(["Inbox", "Drafts", "Sent", "Archive", "Trash"], id: \.self) { name in
                        Label(name, systemImage: icon(for: name))
                    }
                }
                Section("Tags") {
                    ForEach(["Family", "Work"], id: \.self) { name in
                        Label(name, systemImage: "star")
                    }
                }
            }
            .listStyle(.sidebar)
            .accessibilityLabel("Mailboxes")
            .frame(width: 200)
            Divider()
            List(messages, selection: $selection) { message in
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender).bold()
                    Text(message.subject).foregroundStyle(.secondary)
                }
                .focused($focusedMessage, equals: message.id)
            }
            .accessibilityLabel("Messages")
        }
        .defaultFocus($focusedMessage, 3)
    }

    private func icon(for mailbox: String) -> String {
        switch mailbox {
        case "Inbox": "envelope"
        case "Drafts": "pencil"
        case "Sent": "square.and.arrow.up"
        case "Archive": "folder"
        default: "trash"
        }
    }
}
