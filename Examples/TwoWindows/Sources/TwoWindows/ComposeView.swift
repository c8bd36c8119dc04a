import FocusUI

/// One note: a title and a body. Return in Title moves to Body (window-scoped state);
/// Body is also bound to the app-scoped state, so the Library can send focus here.
struct ComposeView: View {
    enum Field: Hashable {
        case title
        case body
    }

    @FocusState.Binding var editing: NotesApp.Editing?
    @FocusState private var focusedField: Field?
    @State private var title = ""
    @State private var text = ""
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Form {
            TextField("Title", text: $title)
                .focused($focusedField, equals: .title)
                .onSubmit { focusedField = .body }
            TextField("Body", text: $text)
                .focused($focusedField, equals: .body)
                .focused($editing, equals: .body)
            Button("Open Library") { openWindow(id: "library") }
        }
        .defaultFocus($focusedField, .title)
    }
}
