import FocusUICore

/// An inbox's heading, unread count and star as SwiftUI code describes them to VoiceOver:
/// `.accessibilityAddTraits`, `.accessibilityRemoveTraits`, `.accessibilityValue` and
/// `.accessibilityHidden`, some of which GTK has no equivalent for (they warn). State read by
/// name: `unread`, `starred`, `isHeading`.
public struct AccessibleInbox: View {
    @State var unread = 3
    @State var starred = false
    @State var isHeading = true
    @State var password = ""

    /// The view, as its type describes it.
    public init() {}

    /// A heading, a count with its value, a star, a hidden decoration and three modifiers GTK
    /// cannot honour.
    public var body: some View {
        VStack {
            Text("Inbox")
                .accessibilityAddTraits(isHeading ? .isHeader : [])
            Text("\(unread)")
                .accessibilityLabel("Unread messages")
                .accessibilityValue(unread == 0 ? "" : "\(unread) messages")
            Image(systemName: "star")
                .accessibilityLabel("Star")
                .accessibilityAddTraits(.isButton)
            Text("Starred")
                .accessibilityAddTraits(starred ? .isSelected : [])
            HStack {
                Image(systemName: "folder")
                Text("Decoration")
            }
            .accessibilityHidden(true)
            Text("Ticker")
                .accessibilityAddTraits(.updatesFrequently)
            Button("Plain") {}
                .accessibilityRemoveTraits(.isButton)
            SecureField("Password", text: $password)
                .accessibilityValue("not spoken")
            Button("Read One") { unread = max(0, unread - 1) }
            Button("Toggle Star") { starred.toggle() }
            Button("Demote Heading") { isHeading = false }
        }
    }
}
