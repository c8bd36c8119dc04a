/// One run of rows of a list between renders: a `ForEach` (one row per element, built only
/// when the toolkit shows it), a static view (one row, built with the list) or a section's
/// heading.
@MainActor
protocol ListRowSource: AnyObject {
    /// How many rows.
    var count: Int { get }
    /// What tells the row at `index` apart across renders: a `ForEach` element's id, `0` for
    /// the one row of a static view or heading.
    func identity(at index: Int) -> AnyHashable
    /// The row's selection value (its id in a `ForEach`, its `.tag(_:)` otherwise); `nil` for
    /// a row that cannot be selected.
    func selectionValue(at index: Int) -> AnyHashable?
    /// The index of the row whose identity is `identity`, looking around `hint` first.
    func index(ofIdentity identity: AnyHashable, near hint: Int?) -> Int?
    /// The index of the row whose selection value is `value`, looking around `hint` first.
    func index(ofSelectionValue value: AnyHashable, near hint: Int?) -> Int?
    /// What changed since `old` (this run one render earlier), in ascending order, with the
    /// identities of the rows that went; `nil` when the two cannot be compared (then every row
    /// is replaced).
    func changes(from old: any ListRowSource) -> (changes: [ListRangeChange], removed: Set<AnyHashable>)?
    /// Whether the rows are section headings.
    var isHeading: Bool { get }
    /// Whether a row is built by its own evaluation when shown (a `ForEach`'s), rather than
    /// with the list (a static view's, already expanded).
    var isLazy: Bool { get }
    /// The `.onDelete` and `.onMove` of the run's `ForEach`.
    var editing: ListEditing { get }
    /// The text type-ahead matches for the row at `index`, when known without building it
    /// (a heading's); `nil` otherwise.
    func knownText(at index: Int) -> String?
    /// Appends the row's render specifications: a lazy row is expanded in `evaluation` at
    /// `path` with `context`; a static row appends what the list built.
    func expandRow(
        at index: Int, path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec])
}

/// The rows of a `ForEach` in a list: its data, kept as given (a copy of an array shares its
/// storage), the id and content of an element, and what wraps each row.
@MainActor
final class ForEachRowSource<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListRowSource {
    let data: Data
    let idOf: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    let wrap: @MainActor (AnyView) -> AnyView
    let editing: ListEditing
    let scans: ForEachScans<Data, ID>
    /// Ids by index, built on the first lookup that the area around its hint does not answer
    /// (far focus writes, a removed row's neighbour); dropped with the data.
    private var indexByID: [ID: Int]?

    init(
        data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        wrap: @escaping @MainActor (AnyView) -> AnyView, editing: ListEditing, scans: ForEachScans<Data, ID>
    ) {
        self.data = data
        self.idOf = id
        self.content = content
        self.wrap = wrap
        self.editing = editing
        self.scans = scans
    }

    var count: Int { data.count }
    var isHeading: Bool { false }
    var isLazy: Bool { true }

    func element(at index: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: index)]
    }

    func typedID(at index: Int) -> ID { idOf(element(at: index)) }

    func identity(at index: Int) -> AnyHashable { AnyHashable(typedID(at: index)) }

    func selectionValue(at index: Int) -> AnyHashable? { identity(at: index) }

    func knownText(at index: Int) -> String? { nil }

    func index(ofIdentity identity: AnyHashable, near hint: Int?) -> Int? {
        guard let id = identity.base as? ID else { return nil }
        return index(of: id, near: hint)
    }

    func index(ofSelectionValue value: AnyHashable, near hint: Int?) -> Int? {
        index(ofIdentity: value, near: hint)
    }

    /// Looks 64 rows around `hint` (a row that moved by a few), then in the index, built the
    /// first time.
    func index(of id: ID, near hint: Int?) -> Int? {
        let count = self.count
        guard count > 0 else { return nil }
        if let hint {
            let near = NearestRow.index(in: count, from: hint, within: 64) { typedID(at: $0) == id }
            // Found, or the whole list was looked at: the row is not in it.
            let center = min(max(hint, 0), count - 1)
            if near != nil || (center <= 64 && center + 64 >= count - 1) { return near }
        }
        if count <= 256 {
            return (0..<count).first { typedID(at: $0) == id }
        }
        if indexByID == nil { indexByID = scans.index(data) }
        return indexByID?[id]
    }

    func changes(from old: any ListRowSource) -> (changes: [ListRangeChange], removed: Set<AnyHashable>)? {
        guard let old = old as? ForEachRowSource<Data, ID, Content> else { return nil }
        if Self.sameStorage(old.data, data) {
            // The same rows: what was learned about them still holds.
            indexByID = old.indexByID
            return ([], [])
        }
        let prefix = scans.commonPrefix(old.data, data)
        let suffix = scans.commonSuffix(old.data, data, prefix)
        let oldMiddle = scans.ids(old.data, prefix, old.count - prefix - suffix)
        let newMiddle = scans.ids(data, prefix, count - prefix - suffix)
        let (changes, removed) = ListRangeChange.changes(
            prefix: prefix, oldMiddle: oldMiddle, newMiddle: newMiddle)
        return (changes, Set(removed.map { AnyHashable($0) }))
    }

    /// Whether two collections are the same storage: an array copied from another, unchanged
    /// (a copy that changed was copied on write, so it has its own storage), or equal ranges.
    static func sameStorage(_ old: Data, _ new: Data) -> Bool {
        if let old = old as? [Data.Element], let new = new as? [Data.Element] {
            guard old.count == new.count else { return false }
            return old.withUnsafeBufferPointer { oldBuffer in
                new.withUnsafeBufferPointer { $0.baseAddress == oldBuffer.baseAddress }
            }
        }
        if let old = old as? Range<Int>, let new = new as? Range<Int> { return old == new }
        return false
    }

    func expandRow(
        at index: Int, path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        let row = wrap(AnyView(content(element(at: index))))
        evaluation.expand(row, at: path, context: context, into: &output)
    }
}

/// One row made of a view that is not a `ForEach`: built with the list, in its render.
@MainActor
final class StaticRowSource: ListRowSource {
    let specs: [RenderSpec]
    let preferences: ListRowPreferences

    init(row: AnyView, path: ViewPath, in evaluation: Evaluation, context: ExpansionContext) {
        var specs: [RenderSpec] = []
        var context = context
        let box = ListRowPreferenceBox()
        context.environment.listRowPreferenceBox = box
        evaluation.expand(row, at: path, context: context, into: &specs)
        self.specs = specs
        preferences = box.value
    }

    var count: Int { 1 }
    var isHeading: Bool { false }
    var isLazy: Bool { false }
    var editing: ListEditing { ListEditing() }
    func identity(at index: Int) -> AnyHashable { AnyHashable(0) }
    func selectionValue(at index: Int) -> AnyHashable? { specs.first?.tag }
    func knownText(at index: Int) -> String? { nil }
    func index(ofIdentity identity: AnyHashable, near hint: Int?) -> Int? {
        identity == AnyHashable(0) ? 0 : nil
    }
    func index(ofSelectionValue value: AnyHashable, near hint: Int?) -> Int? {
        selectionValue(at: 0) == value ? 0 : nil
    }
    func changes(from old: any ListRowSource) -> (changes: [ListRangeChange], removed: Set<AnyHashable>)? {
        old is StaticRowSource ? ([], []) : nil
    }
    func expandRow(
        at index: Int, path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        output += specs
    }
}

/// A section's heading: a row that cannot be selected or focused.
@MainActor
final class HeaderRowSource: ListRowSource {
    let title: String

    init(title: String) {
        self.title = title
    }

    var count: Int { 1 }
    var isHeading: Bool { true }
    /// Built when shown, as a `ForEach`'s rows are.
    var isLazy: Bool { true }
    var editing: ListEditing { ListEditing() }
    func identity(at index: Int) -> AnyHashable { AnyHashable(0) }
    func selectionValue(at index: Int) -> AnyHashable? { nil }
    func knownText(at index: Int) -> String? { title }
    func index(ofIdentity identity: AnyHashable, near hint: Int?) -> Int? {
        identity == AnyHashable(0) ? 0 : nil
    }
    func index(ofSelectionValue value: AnyHashable, near hint: Int?) -> Int? { nil }
    func changes(from old: any ListRowSource) -> (changes: [ListRangeChange], removed: Set<AnyHashable>)? {
        old is HeaderRowSource ? ([], []) : nil
    }
    func expandRow(
        at index: Int, path: ViewPath, context: ExpansionContext, in evaluation: Evaluation,
        into output: inout [RenderSpec]
    ) {
        evaluation.expand(Text(title).font(.headline), at: path, context: context, into: &output)
    }
}
