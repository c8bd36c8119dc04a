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

    /// The changes that turn the rows `old` into `new`, as the smallest ranges (common prefix
    /// and suffix left out; within what is left, each run of removals and insertions between
    /// rows that stay is one change), in ascending order; rows are told apart by `id`.
    ///
    /// `oldCount`, `newCount` and the id functions stand for the two collections, so that the
    /// ids are read (never stored) and an identical collection costs nothing.
    static func changes<ID: Hashable>(
        oldCount: Int, oldID: (Int) -> ID, newCount: Int, newID: (Int) -> ID
    ) -> (changes: [ListRangeChange], removedIDs: Set<ID>) {
        let common = min(oldCount, newCount)
        var prefix = 0
        while prefix < common, oldID(prefix) == newID(prefix) { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, oldID(oldCount - 1 - suffix) == newID(newCount - 1 - suffix) {
            suffix += 1
        }
        let oldMiddle = oldCount - prefix - suffix
        let newMiddle = newCount - prefix - suffix
        if oldMiddle == 0, newMiddle == 0 { return ([], []) }
        let oldIDs = (prefix..<(prefix + oldMiddle)).map(oldID)
        let newIDs = (prefix..<(prefix + newMiddle)).map(newID)
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
