import Testing

@testable import FocusUICore

/// The outward search lists use for a row that may have moved (`NearestRow`).
@Suite("NearestRow: from the last place outwards")
struct NearestRowTests {
    @Test func theRowAfterComesBeforeTheRowBeforeAtEachDistance() {
        var looked: [Int] = []
        let found = NearestRow.index(in: 10, from: 5) {
            looked.append($0); return $0 == 3
        }
        #expect(found == 3)
        #expect(looked == [5, 6, 4, 7, 3])
    }

    @Test func aCentreOutsideTheRowsIsClampedAndAMissingRowIsNil() {
        #expect(NearestRow.index(in: 4, from: 99) { $0 == 0 } == 0)
        var looked = 0
        #expect(
            NearestRow.index(in: 4, from: -3) { _ in
                looked += 1; return false
            } == nil)
        #expect(looked == 4, "each row once")
        #expect(NearestRow.index(in: 0, from: 0) { _ in true } == nil)
    }

    @Test func aDistanceLimitsTheSearch() {
        #expect(NearestRow.index(in: 100, from: 50, within: 2) { $0 == 53 } == nil)
        #expect(NearestRow.index(in: 100, from: 50, within: 3) { $0 == 53 } == 53)
    }
}
