import FocusUI

/// One row of the sidebar: the contact's name, marked while the row has focus, and its e-mail
/// address under it when the Show Email Addresses setting is on.
struct ContactRow: View {
    let contact: Contact
    let showsEmail: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        HStack(alignment: .top) {
            Text(isFocused ? "▸" : "")
                .frame(width: 12)
            VStack(alignment: .leading) {
                Text(contact.name)
                if showsEmail && !contact.email.isEmpty {
                    Text(contact.email)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .accessibilityLabel(contact.name)
    }
}
