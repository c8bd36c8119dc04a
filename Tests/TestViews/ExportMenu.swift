import FocusUICore

/// An Export menu: As PDF, As HTML (disabled), a divider, an optional heading, and a More
/// submenu with one item; each enabled item appends its format ("pdf", "txt") to `exported`.
public struct ExportMenu: View {
    @Binding var exported: [String]
    let heading: String?
    let moreTitle: String

    /// The menu writing `exported`, with `heading` above More, whose item is `moreTitle`.
    public init(exported: Binding<[String]>, heading: String? = nil, moreTitle: String = "As Text") {
        _exported = exported
        self.heading = heading
        self.moreTitle = moreTitle
    }

    /// The content.
    public var body: some View {
        Menu("Export") {
            Button("As PDF") { exported.append("pdf") }
            Button("As HTML") { exported.append("html") }
                .disabled(true)
            Divider()
            if let heading {
                Text(heading)
            }
            Menu("More") {
                Button(moreTitle) { exported.append("txt") }
            }
        }
    }
}
