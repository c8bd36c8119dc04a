import FocusUICore

/// A list of `count` rows, each its number's label and a field (`"Note <row>"`) focused by the
/// row's number: `row` focuses the row itself, `field` the field inside it. Buttons write
/// them: Last Row (`row` of the last row), Field Five, Field Last.
public struct NoteRows: View {
    let count: Int
    @FocusState private var row: Int?
    @FocusState private var field: Int?
    @State private var notes: [String]

    /// `count` rows with empty notes.
    public init(count: Int) {
        self.count = count
        _notes = State(initialValue: Array(repeating: "", count: count))
    }

    /// The content.
    public var body: some View {
        VStack {
            List {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Text("Row \(index)")
                        TextField("Note \(index)", text: $notes[index]).focused($field, equals: index)
                    }
                    .focused($row, equals: index)
                }
            }
            Button("Last Row") { row = count - 1 }
            Button("Field Five") { field = 5 }
            Button("Field Last") { field = count - 1 }
        }
    }
}
