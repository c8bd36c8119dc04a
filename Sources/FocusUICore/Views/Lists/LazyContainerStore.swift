/// The lists (and lazy stacks and grids) of one view host, by position, kept between renders
/// so that each keeps its rows, their state and their focus.
@MainActor
final class LazyContainerStore {
    /// The host, which renders rows.
    weak var host: (any ListRowsHost)?
    private var lists: [ViewPath: ListRows] = [:]
    private var visited: Set<ViewPath> = []

    /// The rows of the list at `path`, made on first use.
    func rows(at path: ViewPath) -> ListRows {
        visited.insert(path)
        if let rows = lists[path] { return rows }
        let rows = ListRows(path: path, host: host!)
        lists[path] = rows
        return rows
    }

    /// After a render: lists that left the tree end; the others render again the rows they
    /// show that the render did not reach. A list inside a row of a list that stays is kept:
    /// the row is not evaluated again unless what it read changed.
    func finishRender() {
        let kept = lists.keys.filter { visited.contains($0) }
        for (path, rows) in lists where !visited.contains(path) && !kept.contains(where: path.isInside) {
            rows.tearDown()
            lists[path] = nil
        }
        visited = []
        refreshRows()
    }

    /// Renders again the rows on screen that are not current (a state they read changed):
    /// after a render, or after state writes no view outside the rows read.
    func refreshRows() {
        for rows in lists.values { rows.refreshRows() }
    }

    /// Whether a list's selection changed other than by the list (a view wrote its binding),
    /// which only a render of the host shows.
    var hasStaleSelection: Bool { lists.values.contains { $0.isSelectionStale } }

    /// Ends every list (the host unmounts).
    func tearDownAll() {
        for rows in lists.values { rows.tearDown() }
        lists = [:]
        visited = []
    }

    /// The lists, for the host's lookups (a `ScrollViewProxy`).
    var all: [ListRows] { Array(lists.values) }
}
