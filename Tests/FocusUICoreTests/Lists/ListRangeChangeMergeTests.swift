import Testing

@testable import FocusUICore

/// `ListRangeChange.merged`: one change with the effect of a list's changes applied in order,
/// which is what the GTK list is told (GTK reads the count and rows during each
/// `items-changed`; see `ListGtkTests.testAFilterThatInsertsInTwoPlacesShowsEveryRow`).
@Suite struct ListRangeChangeMergeTests {
    /// `rows` with `change` applied, the new rows taken from `new` at the same positions.
    private static func apply(_ change: ListRangeChange, to rows: [Int], from new: [Int]) -> [Int] {
        var rows = rows
        rows.replaceSubrange(
            change.position..<(change.position + change.removed),
            with: new[change.position..<(change.position + change.added)])
        return rows
    }

    @Test func twoInsertsAreOneRangeFromTheFirstToTheLast() {
        // [Grace] -> [Ada, Alan, Grace, Edsger]: two rows before, one after.
        let merged = ListRangeChange.merged([
            ListRangeChange(position: 0, removed: 0, added: 2),
            ListRangeChange(position: 3, removed: 0, added: 1),
        ])
        #expect(merged == ListRangeChange(position: 0, removed: 1, added: 4))
        #expect(ListRangeChange.merged([]) == nil)
        let one = ListRangeChange(position: 4, removed: 2, added: 1)
        #expect(ListRangeChange.merged([one]) == one)
    }

    @Test func theMergedChangeTurnsTheOldRowsIntoTheNewOnes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).filter { _ in Bool.random() }
            let new = (0..<12).filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
            let (changes, _) = ListRangeChange.changes(prefix: 0, oldMiddle: old, newMiddle: new)
            guard let merged = ListRangeChange.merged(changes) else {
                #expect(old == new)
                continue
            }
            #expect(merged.position >= 0 && merged.position + merged.removed <= old.count)
            #expect(old.count - merged.removed + merged.added == new.count)
            #expect(Self.apply(merged, to: old, from: new) == new, "\(old) -> \(new): \(changes)")
        }
    }
}
