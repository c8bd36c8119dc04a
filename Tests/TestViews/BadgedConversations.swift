import FocusUICore

/// Conversations in a split view's sidebar as a messages app draws them: an avatar circle with
/// initials, the name over the last message, and an unread count as a `.badge`.
public struct BadgedConversations: View {
    static let people = [("Alice", "See you at eight", 2), ("Bob", "Thanks!", 0), ("Cleo", "On my way", 5)]

    /// The view, as its type describes it.
    public init() {}

    /// The split view.
    public var body: some View {
        NavigationSplitView {
            List {
                ForEach(Self.people, id: \.0) { person in
                    HStack(spacing: 10) {
                        Circle()
                            .fill(Color.blue)
                            .frame(width: 40, height: 40)
                            .overlay(Text(String(person.0.prefix(1))).font(.headline).foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            HStack {
                                Text(person.0).font(.headline)
                                Spacer()
                                Text("5 minutes ago").font(.caption).foregroundStyle(.secondary)
                            }
                            Text(person.1).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                    .padding(.vertical, 4)
                    .badge(person.2)
                }
            }
        } detail: {
            Text("Select a conversation")
        }
    }
}
