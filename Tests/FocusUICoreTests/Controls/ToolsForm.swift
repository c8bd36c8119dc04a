@testable import FocusUICore

enum Tool: Hashable {
    case export, name, email, scroller
}

/// A form with a menu, a grid of labelled fields and a scroll view, all bound to one focus
/// state (issue 16).
struct ToolsForm: View {
    @State var exported: [String] = []
    @State var showsEmail = true
    @State var locked = false
    @State var hidesMenu = false
    @State var showsDuplicate = false
    @State var moreTitle = "As Text"
    @FocusState var focus: Tool?

    var body: some View {
        Form {
            Menu("Export") {
                Button("As PDF") { exported.append("pdf") }
                Button("As HTML") { exported.append("html") }
                    .disabled(true)
                Divider()
                Text("Formats")
                Menu("More") {
                    Button(moreTitle) { exported.append("txt") }
                }
            }
            .focused($focus, equals: .export)
            .disabled(locked)
            .hidden(hidesMenu)
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                }
                if showsEmail {
                    GridRow {
                        Text("Email")
                        TextField("Email", text: .constant(""))
                            .focused($focus, equals: .email)
                    }
                }
                Divider()
            }
            ScrollView {
                TextField("Notes", text: .constant(""))
            }
            .focused($focus, equals: .scroller)
            if showsDuplicate {
                // The same value as the first menu (rule 10).
                Menu("Again") {
                    Button("Nothing") {}
                }
                .focused($focus, equals: .export)
            }
        }
    }
}
