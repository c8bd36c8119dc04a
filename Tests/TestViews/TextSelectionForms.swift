import FocusUICore

/// A title field holding "Ideas" with default focus: its text is selected when the window
/// opens, so typing replaces it.
public struct RenameForm: View {
    enum Field: Hashable {
        case title
    }

    @FocusState var focus: Field?
    @State var title = "Ideas"

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Title", text: $title)
                .focused($focus, equals: .title)
        }
        .defaultFocus($focus, .title)
    }
}

/// A user name field and a Sign In button that sends the user back to the field to correct it
/// (`focus = .username`): the caret stays where they left it.
public struct CorrectionForm: View {
    enum Field: Hashable {
        case username
    }

    @FocusState var focus: Field?
    @State var username = ""

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        VStack {
            TextField("Username", text: $username)
                .focused($focus, equals: .username)
            Button("Sign In") { focus = .username }
        }
    }
}
