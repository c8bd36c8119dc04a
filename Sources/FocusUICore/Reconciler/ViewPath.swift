/// A structural position in a view tree: how to get from the root to a view. Views at the same
/// path across evaluations are "the same view": they keep their state and render nodes.
struct ViewPath: Hashable, CustomStringConvertible {
    /// One step from a view to one of its parts.
    enum Component: Hashable {
        /// The n-th child of a ``TupleView``.
        case index(Int)
        /// A branch of an `if`/`else` or `switch` (0 first, 1 second), or present optional.
        case branch(Int)
        /// A ``ForEach`` element, by its id.
        case id(AnyHashable)
        /// A ``ForEach`` element whose id is an `Int` (a range's, an index's): compared and
        /// hashed as an integer, without `AnyHashable`'s dynamic casts (the reconciler compares
        /// every row's path on every render).
        case integerID(Int)
        /// Content under `.id(_:)`: a new id is a new view.
        case explicitID(AnyHashable)
        /// A view of a given type: a composite view, or a type-erased one. Part of identity, as
        /// in SwiftUI: another type at the same place is another view.
        case type(ObjectIdentifier)
        /// The content of a modifier; gives every modifier its own position for its effects.
        case modifier
        /// The children of a container primitive.
        case content
        /// A control's label view, evaluated apart from its content (a menu's label).
        case label
        /// The page a ``TabView`` puts a view of its content in when it has no `.tabItem`.
        case tabPage

        /// A ``ForEach`` element's step: ``integerID(_:)`` for an `Int` id, else ``id(_:)``
        /// holding `hashable` (the same id, made hashable once by the caller).
        init<ID: Hashable>(id: ID, hashable: AnyHashable) {
            if ID.self == Int.self {
                self = .integerID(unsafeBitCast(id, to: Int.self))
            } else {
                self = .id(hashable)
            }
        }
    }

    /// The steps from the root.
    private(set) var components: [Component] = []
    /// A hash of `components`, extended step by step: the reconciler looks every node up by
    /// its path on every render, and re-hashing whole paths dominated the cost of a re-render.
    private var pathHash = 0

    /// The root of a window's (or the app's) tree.
    static var root: ViewPath { ViewPath() }

    /// Whether this position is inside the view at `other` (a descendant of it).
    func isInside(_ other: ViewPath) -> Bool {
        components.count > other.components.count && components.starts(with: other.components)
    }

    /// This path extended by one step.
    func appending(_ component: Component) -> ViewPath {
        var path = self
        path.components.append(component)
        var hasher = Hasher()
        hasher.combine(pathHash)
        hasher.combine(component)
        path.pathHash = hasher.finalize()
        return path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        lhs.pathHash == rhs.pathHash && lhs.components == rhs.components
    }

    var description: String { "/" + components.map { "\($0)" }.joined(separator: "/") }
}
