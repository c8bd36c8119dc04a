import FocusUICore
import Foundation

/// A person in ``PeopleTable``.
public struct TablePerson: Identifiable, Hashable, Sendable {
    /// The id: its position when generated.
    public let id: Int
    /// The name ("Ada 0", "Grace 1", …: first names in turn, then the id).
    public var name: String
    /// The e-mail address.
    public var email: String
    /// The age (`(id * 37) % 80 + 10`).
    public var age: Int

    /// `count` generated people, by id.
    public static func generated(_ count: Int) -> [TablePerson] {
        let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
        return (0..<count).map { id in
            let name = "\(names[id % names.count]) \(id)"
            return TablePerson(
                id: id, name: name, email: "\(names[id % names.count].lowercased())\(id)@example.org",
                age: (id * 37) % 80 + 10)
        }
    }
}

/// A `Table` of generated people between a search field and a few texts and buttons: columns
/// Name (key path), Email (key path, `.width(min:ideal:)`), Age (key path, custom cell) and
/// Greet (a button per row, not sortable); a selection `Set`, a `sortOrder` the app sorts its
/// data by (`.onChange`), a `.focused` binding on the table and a context menu for the selected
/// rows ("Greet Selected").
public struct PeopleTable: View {
    @State var people: [TablePerson]
    @State var selection = Set<Int>()
    @State var sortOrder = [KeyPathComparator(\TablePerson.name)]
    @State var search = ""
    @State var greeted = "none"
    @FocusState var tableFocused: Bool
    let bordered: Bool

    /// A table of `count` people, sorted by name ("Ada 0", "Ada 16", "Ada 24", "Ada 32",
    /// "Ada 8", "Alan 10", …); `.tableStyle(.bordered(alternatesRowBackgrounds: true))` when
    /// `bordered`.
    public init(count: Int = 40, bordered: Bool = false) {
        self.bordered = bordered
        _people = State(initialValue: TablePerson.generated(count).sorted(using: KeyPathComparator(\.name)))
    }

    /// The content.
    public var body: some View {
        VStack {
            TextField("Search", text: $search)
            if bordered {
                table.tableStyle(.bordered(alternatesRowBackgrounds: true))
            } else {
                table
            }
            Text("sort \(describe(sortOrder))")
            Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
            Text("greeted \(greeted)")
            Text("table focused \(tableFocused)")
            Button("Focus Table") { tableFocused = true }
            Button("Select Last") { selection = people.last.map { [$0.id] } ?? [] }
            Button("Remove Selected") { people.removeAll { selection.contains($0.id) } }
            Button("Sort by Age Descending") {
                sortOrder = [KeyPathComparator(\TablePerson.age, order: .reverse)]
            }
        }
    }

    private var table: some View {
        Table(people, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Email", value: \.email)
                .width(min: 120, ideal: 200)
            TableColumn("Age", value: \.age) { person in
                Text("\(person.age) years")
            }
            .alignment(.numeric)
            TableColumn("Greet") { person in
                Button("Greet \(person.id)") { greeted = "\(person.id)" }
            }
        }
        .focused($tableFocused)
        .onChange(of: sortOrder) { _, order in people.sort(using: order) }
        .contextMenu(forSelectionType: Int.self) { ids in
            Button("Greet Selected") {
                greeted = "menu \(ids.sorted().map(String.init).joined(separator: ","))"
            }
        }
    }

    private func describe(_ order: [KeyPathComparator<TablePerson>]) -> String {
        order.map { comparator in
            let column =
                switch comparator.keyPath {
                case \TablePerson.name: "name"
                case \TablePerson.email: "email"
                case \TablePerson.age: "age"
                default: "?"
                }
            return "\(column) \(comparator.order == .forward ? "ascending" : "descending")"
        }.joined(separator: ", ")
    }
}

/// A `Table` without selection or sort order, as Apple's first example: a column titled by a
/// `Text` and a column of custom content.
public struct PlainPeopleTable: View {
    let people = TablePerson.generated(5)

    /// The table.
    public init() {}

    /// The content.
    public var body: some View {
        Table(people) {
            TableColumn(Text("Name"), value: \.name)
            TableColumn("Age") { person in Text("\(person.age)") }
        }
    }
}

/// A `Table` whose middle columns come from data (`TableColumnForEach`), striped by
/// `.alternatingRowBackgrounds(.enabled)`, its headers hidden when `hidesHeaders`.
public struct ForEachColumnsTable: View {
    let people = TablePerson.generated(5)
    let fields = ["email", "age"]
    let hidesHeaders: Bool

    /// The table.
    public init(hidesHeaders: Bool = false) {
        self.hidesHeaders = hidesHeaders
    }

    /// The content.
    public var body: some View {
        Table(people) {
            TableColumn("Name", value: \.name)
            TableColumnForEach(fields, id: \.self) { field in
                TableColumn(field.capitalized) { (person: TablePerson) in
                    Text(field == "email" ? person.email : "\(person.age)")
                }
            }
        }
        .alternatingRowBackgrounds(.enabled)
        .tableColumnHeaders(hidesHeaders ? .hidden : .automatic)
    }
}
