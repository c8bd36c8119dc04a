/// A list of values of any `Hashable` types that a ``NavigationStack`` shows as pages, as
/// SwiftUI's `NavigationPath`: the type-erased path of a stack whose pages are of several
/// kinds.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) {
///     List { … }
///         .navigationDestination(for: Note.ID.self) { NoteView(id: $0) }
///         .navigationDestination(for: Folder.self) { FolderView(folder: $0) }
/// }
/// Button("Open") { path.append(note.id) }
/// ```
///
/// Each value is a page on top of the stack's root view, drawn by the
/// ``View/navigationDestination(for:destination:)`` registered for its type. FocusUI does not
/// offer SwiftUI's `codable` representation: save the values themselves if you restore a
/// path.
public struct NavigationPath: Equatable {
    /// The values, the top page's last.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root view.
    public init() {
        elements = []
    }

    /// A path of `elements`, the first one the page right above the root view.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many pages are on top of the root view.
    public var count: Int { elements.count }

    /// Whether the stack shows its root view.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the top `k` pages (1 by default).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
