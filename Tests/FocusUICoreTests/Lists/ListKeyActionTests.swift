import Testing

@testable import FocusUICore

/// The key switch the GTK and headless lists share: which chord on a focused row does what.
struct ListKeyActionTests {
    private func action(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> ListKeyAction? {
        ListKeyAction(DesktopKeyChord(key, modifiers: modifiers))
    }

    @Test func arrowsPagesHomeAndEndMoveTheCursorPlainSelectsCtrlOnlyFocusesShiftExtends() {
        #expect(action(.upArrow) == .moveCursor(.previous, select: true, modify: false, extend: false))
        #expect(action(.downArrow) == .moveCursor(.next, select: true, modify: false, extend: false))
        #expect(action(.pageUp) == .moveCursor(.pageUp, select: true, modify: false, extend: false))
        #expect(action(.pageDown) == .moveCursor(.pageDown, select: true, modify: false, extend: false))
        #expect(action(.home) == .moveCursor(.first, select: true, modify: false, extend: false))
        #expect(action(.end) == .moveCursor(.last, select: true, modify: false, extend: false))
        #expect(
            action(.downArrow, .control) == .moveCursor(.next, select: false, modify: true, extend: false))
        #expect(action(.end, .shift) == .moveCursor(.last, select: true, modify: false, extend: true))
        #expect(
            action(.pageDown, [.control, .shift])
                == .moveCursor(.pageDown, select: true, modify: true, extend: true))
        #expect(action(.upArrow, .command) == action(.upArrow, .control), "⌘ is Control on the desktop")
    }

    @Test func altArrowsMoveRowsAndSpaceReturnDeleteAndCtrlAAreTheirs() {
        #expect(action(.upArrow, .option) == .moveRows(by: -1))
        #expect(action(.downArrow, [.option, .shift]) == .moveRows(by: 1))
        #expect(action(.pageUp, .option) == .moveCursor(.pageUp, select: true, modify: false, extend: false))
        #expect(action(.space) == .toggleSelection)
        #expect(action(.return) == .activate)
        #expect(action(.deleteForward) == .delete)
        #expect(action(.deleteForward, .control) == .delete)
        #expect(action("a", .control) == .selectAll)
        #expect(action("a", [.control, .shift]) == .unselectAll)
        #expect(action("A", [.control, .shift]) == .unselectAll, "GTK reports Ctrl+Shift+A as A")
    }

    @Test func lettersAndDigitsTypeAheadOthersAreLeftAlone() {
        #expect(action("a") == .typeAhead("a"))
        #expect(action("B", .shift) == .typeAhead("B"))
        #expect(action("7") == .typeAhead("7"))
        #expect(action("é") == .typeAhead("é"))
        #expect(action("b", .control) == nil)
        #expect(action("b", .option) == nil)
        #expect(action("-") == nil)
        #expect(action(.leftArrow) == nil)
        #expect(action(.tab) == nil)
        #expect(action(.escape) == nil)
        #expect(action(.delete) == nil, "Backspace")
    }

    @Test func aCursorMoveFindsItsRowPassingOverHeadings() {
        // Rows 0 and 4 are headings, six rows, a page of four.
        let headings: Set<Int> = [0, 4]
        func target(_ move: ListCursorMove, from focused: Int) -> Int? {
            move.target(from: focused, page: 4, count: 6) { headings.contains($0) }
        }
        #expect(target(.previous, from: 1) == 1)
        #expect(target(.next, from: 3) == 5)
        #expect(target(.pageDown, from: 1) == 5, "three rows on, past the heading")
        #expect(target(.pageUp, from: 5) == 2)
        #expect(target(.first, from: 3) == 1)
        #expect(target(.last, from: 1) == 5)
    }
}
