import Testing

@testable import FocusUICore

/// The keyboard logic the GTK and headless lists share: where the arrow, Page, Home and End
/// keys go (headings passed over) and what type-ahead finds.
struct ListRowNavigationTests {
    /// Rows 0 and 4 are headings: "Fruit", "apple", "Apricot", "banana", "Veg", "avocado".
    private let texts = ["Fruit", "apple", "Apricot", "banana", "Veg", "avocado"]
    private let headings: Set<Int> = [0, 4]

    private func row(from position: Int, by distance: Int, count: Int? = nil) -> Int? {
        ListRowNavigation.focusableRow(
            from: position, by: distance, count: count ?? texts.count, isHeading: { headings.contains($0) })
    }

    @Test func arrowsPassOverHeadingsAndStopAtTheEnds() {
        #expect(row(from: 3, by: 1) == 5)
        #expect(row(from: 5, by: -1) == 3)
        #expect(row(from: 1, by: -1) == 1)
        #expect(row(from: 5, by: 1) == 5)
    }

    @Test func homeAndEndAndPagesLandOnRowsThatTakeFocus() {
        #expect(row(from: -1, by: 1) == 1)
        #expect(row(from: texts.count, by: -1) == 5)
        #expect(row(from: 1, by: 3) == 5)
        #expect(row(from: 5, by: -10) == 1)
    }

    @Test func onlyHeadingsThatWayGoBackToTheNearestRowAndNoRowsGiveNothing() {
        // From row 3 up by three: row 0 is a heading with nothing above it, so row 1.
        #expect(row(from: 3, by: -3) == 1)
        #expect(ListRowNavigation.focusableRow(from: 0, by: 1, count: 2, isHeading: { _ in true }) == nil)
        #expect(row(from: 0, by: 1, count: 0) == nil)
    }

    @Test func typeAheadFindsTheNextRowStartingWithTheTypedTextIgnoringCase() {
        var typed = ListTypeAhead()
        func type(_ character: String, from focused: Int) -> Int? {
            typed.type(
                character, from: focused, count: texts.count, isHeading: { headings.contains($0) },
                text: { texts[$0] })
        }
        // A first letter looks after the focused row; headings are never found.
        #expect(type("a", from: 1) == 2)
        // More letters look from the focused row.
        #expect(type("v", from: 2) == 5)
        #expect(typed.prefix == "av")
        // The same letter again cycles through the rows starting with it.
        typed.reset()
        #expect(type("a", from: 1) == 2)
        #expect(type("a", from: 2) == 5)
        #expect(typed.prefix == "a")
        #expect(type("A", from: 5) == 1)
        // "Veg" is a heading: nothing found, the prefix is kept.
        typed.reset()
        #expect(type("v", from: 1) == nil)
        #expect(typed.prefix == "v")
    }
}
