/// One structural change of a list's rows, as GTK's `items-changed` carries it: at `position`,
/// `removed` rows were replaced by `added` ones. Changes apply in order, each to the rows as
/// the previous ones left them.
package struct ListRangeChange: Equatable, Sendable {
    /// Where the change starts.
    package var position: Int
    /// How many rows went.
    package var removed: Int
    /// How many rows came.
    package var added: Int

    package init(position: Int, removed: Int, added: Int) {
        self.position = position
        self.removed = removed
        self.added = added
    }
}

extension ListRangeChange {
    /// Above this many differing rows (old and new together) a change is one range rather than
    /// the smallest ranges Myers' diff finds: the diff costs the product of the lengths and
    /// the number of edits.
    static let detailedDiffLimit = 2_000

    /// The changes that turn the rows `old` into `new`, as the smallest ranges, in ascending
    /// order, given their common prefix (`prefix` rows) and the ids between it and their common
    /// suffix: each run of removals and insertions between rows that stay is one change; rows
    /// are told apart by id. Also returns the ids that went.
    static func changes<ID: Hashable>(prefix: Int, oldMiddle oldIDs: [ID], newMiddle newIDs: [ID]) -> (
        changes: [ListRangeChange], removedIDs: Set<ID>
    ) {
        let oldMiddle = oldIDs.count
        let newMiddle = newIDs.count
        if oldMiddle == 0, newMiddle == 0 { return ([], []) }
        guard oldMiddle > 0, newMiddle > 0, oldMiddle + newMiddle <= detailedDiffLimit else {
            let removed = Set(oldIDs).subtracting(newIDs)
            return ([ListRangeChange(position: prefix, removed: oldMiddle, added: newMiddle)], removed)
        }
        let difference = newIDs.difference(from: oldIDs)
        var removedAt = [Bool](repeating: false, count: oldMiddle)
        var insertedAt = [Bool](repeating: false, count: newMiddle)
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removedAt[offset] = true
            case .insert(let offset, _, _): insertedAt[offset] = true
            }
        }
        var changes: [ListRangeChange] = []
        var old = 0
        var new = 0
        while old < oldMiddle || new < newMiddle {
            let oldGoes = old < oldMiddle && removedAt[old]
            let newComes = new < newMiddle && insertedAt[new]
            if !oldGoes, !newComes {
                old += 1
                new += 1
                continue
            }
            let position = prefix + new
            var removed = 0
            var added = 0
            while (old < oldMiddle && removedAt[old]) || (new < newMiddle && insertedAt[new]) {
                if old < oldMiddle, removedAt[old] {
                    removed += 1
                    old += 1
                } else {
                    added += 1
                    new += 1
                }
            }
            changes.append(ListRangeChange(position: position, removed: removed, added: added))
        }
        var removedIDs = Set(zip(oldIDs, removedAt).filter(\.1).map(\.0))
        if !removedIDs.isEmpty { removedIDs.subtract(zip(newIDs, insertedAt).filter(\.1).map(\.0)) }
        return (changes, removedIDs)
    }
}

extension ListRangeChange {
    /// The one change that has the effect of `changes` applied in order: from the first row any
    /// of them touches to the last, as the rows were before and as they are after. `nil` when
    /// there is no change.
    ///
    /// GTK's list view asks the model for its count and for the rows it shows during each
    /// `items-changed`, and the model can only answer with the rows as they are after the last
    /// change: several changes told one by one would give GTK a count and rows that do not
    /// match what it was told so far (its list item manager then aborts, or shows a row in
    /// another's place). Rows inside the range that did not change keep their widgets: GTK
    /// takes back the widget of an item the model gives again.
    package static func merged(_ changes: [ListRangeChange]) -> ListRangeChange? {
        guard var merged = changes.first else { return nil }
        for change in changes.dropFirst() {
            // In the rows as `merged` left them, `merged` covers [position, position + added).
            let start = min(merged.position, change.position)
            let end = max(merged.position + merged.added, change.position + change.removed)
            // Rows from `end` on were not touched by `merged`: their index before it differs by
            // its removed - added.
            let oldEnd = end - merged.added + merged.removed
            merged = ListRangeChange(
                position: start, removed: oldEnd - start, added: end - start - change.removed + change.added)
        }
        return merged
    }
}
