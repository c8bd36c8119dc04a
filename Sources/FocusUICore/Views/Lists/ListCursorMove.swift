/// Where a list's arrow, Page, Home and End keys move focus.
package enum ListCursorMove: Equatable, Sendable {
    /// Up: the row before.
    case previous
    /// Down: the row after.
    case next
    /// Page Up: a page less one row back.
    case pageUp
    /// Page Down: a page less one row on.
    case pageDown
    /// Home: the first row.
    case first
    /// End: the last row.
    case last

    /// The row that takes focus, from `focused` with `page` rows shown, passing over headings
    /// (see ``ListRowNavigation``); `nil` when there is none.
    package func target(from focused: Int, page: Int, count: Int, isHeading: (Int) -> Bool) -> Int? {
        let (position, distance): (Int, Int) =
            switch self {
            case .previous: (focused, -1)
            case .next: (focused, 1)
            case .pageUp: (focused, -(page - 1))
            case .pageDown: (focused, page - 1)
            case .first: (-1, 1)
            case .last: (count, -1)
            }
        return ListRowNavigation.focusableRow(
            from: position, by: distance, count: count, isHeading: isHeading)
    }
}

extension ListRows {
    /// The row `move` focuses from `focused` with `page` rows shown (see
    /// ``ListCursorMove/target(from:page:count:isHeading:)``).
    package func focusableRow(_ move: ListCursorMove, from focused: Int, page: Int) -> Int? {
        move.target(from: focused, page: page, count: count) { isHeading(at: $0) }
    }
}
