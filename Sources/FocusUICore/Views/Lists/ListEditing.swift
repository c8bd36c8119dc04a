import Foundation

/// What a `ForEach`'s `.onDelete` and `.onMove` ask of the ``List`` that holds its rows.
@usableFromInline
struct ListEditing {
    /// Deletes the rows at the offsets (in the `ForEach`'s data).
    var delete: (@MainActor (IndexSet) -> Void)?
    /// Moves the rows at the offsets to before the destination offset.
    var move: (@MainActor (IndexSet, Int) -> Void)?

    /// Neither.
    @usableFromInline init() {}
}

extension ForEach {
    /// Lets the user delete rows of a ``List``, as SwiftUI's `onDelete(perform:)`: `action`
    /// gets the offsets, in `data`, of the rows to delete.
    ///
    /// ```swift
    /// List(selection: $selection) {
    ///     ForEach(notes) { note in Text(note.title) }
    ///         .onDelete { notes.remove(atOffsets: $0) }
    /// }
    /// ```
    ///
    /// On a desktop there is no swipe: the Delete key deletes the selected rows of the focused
    /// list (the focused row when none is selected), and a row's context menu (right click,
    /// the Menu key, Shift+F10) has a Delete item. When the focused row goes, focus moves to
    /// the row below it (contract rule 11, the list case). Outside a `List` it has no effect,
    /// as in SwiftUI.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editing.delete = action
        return copy
    }

    /// Lets the user reorder rows of a ``List``, as SwiftUI's `onMove(perform:)`: `action` gets
    /// the offsets of the rows to move and the offset (in `data`, before the move) to put them
    /// before.
    ///
    /// ```swift
    /// ForEach(tasks) { task in Text(task.title) }
    ///     .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// On GTK the keyboard moves rows: Alt+Up and Alt+Down move the selected rows (the focused
    /// row when none is selected) one place, and focus stays on the moved row; a row's context
    /// menu has Move Up and Move Down. Rows cannot be dragged. Outside a `List` it has no
    /// effect.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editing.move = action
        return copy
    }
}
