/// A view whose content can scroll the lists inside it to a row, as SwiftUI's
/// `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(contacts) { contact in Text(contact.name) }
///     Button("Last") { proxy.scrollTo(contacts.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// The proxy finds rows by the ids of their `ForEach` in the ``List``s and lazy stacks and
/// grids (`LazyVStack`, `LazyVGrid`, …) inside the reader, shown or not (a row of a
/// million that was never built scrolls into view). Scrolling does not move focus or the
/// selection.
public struct ScrollViewReader<Content: View>: View {
    @State private var targets = ScrollTargets()
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content is given the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, with the lists it holds reporting to the proxy.
    public var body: some View {
        content(ScrollViewProxy(targets: targets))
            .environment(\.scrollTargets, targets)
    }
}

/// What a ``ScrollViewReader`` gives its content: scrolls a list inside the reader to a row.
@MainActor
public struct ScrollViewProxy {
    let targets: ScrollTargets

    /// Scrolls the first list inside the reader that has a row with `id` (its `ForEach`'s id)
    /// so that the row is shown: at `anchor` of the list's viewport (`.top`, `.center`,
    /// `.bottom`), or with `nil` by the least scrolling that shows it. Nothing happens when no
    /// list has the row.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

/// The lists inside a ``ScrollViewReader``, weakly: each list reports itself when it renders.
@MainActor
final class ScrollTargets {
    private struct Target {
        weak var rows: ListRows?
    }

    private var targets: [ObjectIdentifier: Target] = [:]

    nonisolated init() {}

    func register(_ rows: ListRows) {
        let id = ObjectIdentifier(rows)
        if targets[id]?.rows == nil {
            targets = targets.filter { $0.value.rows != nil }
            targets[id] = Target(rows: rows)
        }
    }

    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        for target in targets.values {
            if let rows = target.rows, rows.scroll(toRowID: id, anchor: anchor) { return }
        }
    }
}

struct ScrollTargetsKey: EnvironmentKey {
    static var defaultValue: ScrollTargets? { nil }
}

extension EnvironmentValues {
    /// The ``ScrollViewReader`` the lists here report to.
    var scrollTargets: ScrollTargets? {
        get { self[ScrollTargetsKey.self] }
        set { self[ScrollTargetsKey.self] = newValue }
    }
}
