import FocusUICore

/// Contacts as SwiftUI code makes each one element for VoiceOver with
/// `.accessibilityElement(children:)`: a combined card, a star named by its label alone, a card
/// holding a button, and a list whose rows combine a name (with a value: Barbara is away) and an
/// email with a hidden separator; a decorative image and a text hidden until Show Files.
/// State read by name: `email`.
public struct CombinedContacts: View {
    @State var email = "alan@example.org"
    @State var hidesFiles = true

    /// The view, as its type describes it.
    public init() {}

    /// The cards, the list and a button that changes the first card's email.
    public var body: some View {
        VStack {
            HStack {
                Image(systemName: "person.circle")
                Text("Alan Turing")
                Text(email)
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("card")
            HStack {
                Text("★")
                Text("Favourite")
            }
            .accessibilityElement()
            .accessibilityLabel("Starred")
            .accessibilityIdentifier("star")
            HStack {
                Text("Ada Lovelace")
                Button("Call") {}
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("caller")
            HStack {
                Text("Grace Hopper")
                Text("Keeps")
            }
            .accessibilityElement(children: .contain)
            List {
                ForEach(["Edsger", "Barbara"], id: \.self) { name in
                    HStack {
                        Text(name)
                            .accessibilityValue(name == "Barbara" ? "away" : "")
                        Text("·").accessibilityHidden(true)
                        Text("\(name.lowercased())@example.org")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            HStack {
                Image(decorative: "folder")
                Text("Files")
            }
            .accessibilityHidden(hidesFiles)
            Button("Change Email") { email = "turing@example.org" }
            Button("Show Files") { hidesFiles = false }
        }
    }
}
