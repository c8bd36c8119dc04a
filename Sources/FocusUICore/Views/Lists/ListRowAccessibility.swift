/// What screen readers are told about a list row besides what GTK's list tells them (a list
/// item, selectable, selected or not): its name, and its position among the list's rows, which
/// GTK cannot pass (it has no position-in-set property, and a screen reader counting the
/// list's children counts only the rows realized, 205 of a million).
package enum ListRowAccessibility {
    /// "3 of 40": the row's place among the rows that are not section headings.
    @MainActor
    package static func positionDescription(of position: Int, in rows: ListRows) -> String {
        let (index, total) = rows.itemPosition(of: position)
        return "\(index + 1) of \(total)"
    }
}

extension ListRows {
    /// The row's index among the rows that are not headings, and how many of those there are.
    package func itemPosition(of position: Int) -> (index: Int, total: Int) {
        var headingsBefore = 0
        var headings = 0
        for segment in segments where segment.source.isHeading {
            headings += segment.source.count
            if segment.start < position {
                headingsBefore += min(segment.source.count, position - segment.start)
            }
        }
        return (position - headingsBefore, count - headings)
    }
}
