/// The lists (and lazy stacks and grids) of one view host, or of one row of a list, by
/// position, kept between renders so that each keeps its rows, their state and their focus.
///
/// A lazy container inside a list's row belongs to that row (``ListRows`` keeps a store per
/// row, with the row's `@State`): every row's content has the same path, so one store for the
/// whole host would give all rows one inner list.
@MainActor
final class LazyContainerStore {
    /// The host, which renders rows.
    weak var host: (any ListRowsHost)?
    private var lists: [ViewPath: ListRows] = [:]
    private var visited: Set<ViewPath> = []

    /// A store for `host`'s views (the host sets itself once it renders), or for a row's.
    init(host: (any ListRowsHost)? = nil) {
        self.host = host
    }

    /// Whether it holds no list.
    var isEmpty: Bool { lists.isEmpty }

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
    var hasStaleSelection: Bool { lists.values.contains { $0.isSelectionStale || $0.hasStaleRowSelection } }

    /// Whether a list's row keeps `@State` (``ListRows/holdsState``).
    var holdsState: Bool { lists.values.contains { $0.holdsState } }

    /// Lets every list's widget go (``ListRows/detach()``), keeping the lists and their rows'
    /// state: the row holding them lost its widgets.
    func detachAll() {
        for rows in lists.values { rows.detach() }
    }

    /// Ends every list (the host unmounts).
    func tearDownAll() {
        for rows in lists.values { rows.tearDown() }
        lists = [:]
        visited = []
    }

    /// The lists, for the host's lookups (a `ScrollViewProxy`).
    var all: [ListRows] { Array(lists.values) }
}
