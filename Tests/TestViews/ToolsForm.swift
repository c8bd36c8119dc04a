import FocusUICore

/// Match values of ``ToolsForm``'s focus state.
public enum Tool: Hashable {
    case export, name, email, scroller
}

/// A form with a menu (an ``ExportMenu`` headed Formats), a grid of labelled fields and a scroll view, all bound to one focus
/// state (issue 16): the menu is disabled while `locked` and hidden while `hidesMenu` is true,
/// the Email row is there while `showsEmail` is true, and a second menu bound to the same value
/// while `showsDuplicate` is true (rule 10). The grid aligns its cells to the trailing edge with
/// 20 points between columns and 4 between rows; the Email row aligns its cells' tops. State
/// read by name in tests: `exported`, `showsEmail`, `locked`, `hidesMenu`, `showsDuplicate`,
/// `moreTitle`, `focus`.
public struct ToolsForm: View {
    @State var exported: [String] = []
    @State var showsEmail = true
    @State var locked = false
    @State var hidesMenu = false
    @State var showsDuplicate = false
    @State var moreTitle = "As Text"
    @FocusState var focus: Tool?

    /// The view, as its type describes it.
    public init() {}

    /// The content.
    public var body: some View {
        Form {
            ExportMenu(exported: $exported, heading: "Formats", moreTitle: moreTitle)
                .focused($focus, equals: .export)
                .disabled(locked)
                .hidden(hidesMenu)
            Grid(alignment: .trailing, horizontalSpacing: 20, verticalSpacing: 4) {
                GridRow {
                    Text("Name")
                    TextField("Name", text: .constant(""))
                        .focused($focus, equals: .name)
                }
                if showsEmail {
                    GridRow(alignment: .top) {
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
