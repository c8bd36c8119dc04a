import FocusUICore
import Foundation

/// A list of fruit with `.onDeleteCommand` deleting the selected row, next to a field in a
/// stack with its own `.onDeleteCommand` (issue 23). Status text: "deleted …" (what each
/// command deleted, in order), "fruit …" (the rows left). With `rowsDelete`, the rows also have
/// `.onDelete`, which logs "row …" in the same status.
public struct DeleteCommandList: View {
    @State var fruit = ["Apple", "Banana", "Cherry", "Damson"]
    @State var selection: String?
    @State var note = "abc"
    @State var deleted: [String] = []
    @FocusState var focused: String?
    let rowsDelete: Bool

    /// The view; `rowsDelete` gives the rows `.onDelete` too.
    public init(rowsDelete: Bool = false) {
        self.rowsDelete = rowsDelete
    }

    /// The content.
    public var body: some View {
        VStack {
            VStack {
                TextField("Note", text: $note)
            }
            .onDeleteCommand { deleted.append("note") }
            List(selection: $selection) {
                ForEach(fruit, id: \.self) { name in
                    Text(name)
                        .focused($focused, equals: name)
                }
                .onDelete(perform: rowsDelete ? deleteRows : nil)
            }
            .onDeleteCommand {
                guard let selection else { return }
                deleted.append(selection)
                fruit.removeAll { $0 == selection }
                self.selection = nil
            }
            Text("deleted \(deleted.joined(separator: " "))")
            Text("fruit \(fruit.joined(separator: " "))")
        }
    }

    private func deleteRows(_ offsets: IndexSet) {
        deleted += offsets.map { "row \(fruit[$0])" }
        fruit.remove(atOffsets: offsets)
        selection = nil
    }
}
