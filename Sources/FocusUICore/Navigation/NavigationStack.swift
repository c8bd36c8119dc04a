/// A view that shows a root view and pages pushed over it, one at a time, as SwiftUI's
/// `NavigationStack`.
///
/// ```swift
/// NavigationStack {
///     List {
///         ForEach(notes) { note in
///             NavigationLink(note.title, value: note.id)
///         }
///     }
///     .navigationTitle("Notes")
///     .navigationDestination(for: Note.ID.self) { id in
///         NoteEditor(id: id)
///     }
/// }
/// ```
///
/// Pushing a page (a ``NavigationLink``, a value appended to the `path` binding,
/// ``View/navigationDestination(isPresented:destination:)``) shows it in place of the one below;
/// the header bar's Back button (GTK: a `go-previous-symbolic` button at the start of the
/// window's `GtkHeaderBar`, named "Back" for screen readers; Alt+Left while focus is in the
/// stack), `dismiss()` from the page's environment, or removing values from the path goes back.
/// The window's title is the top page's `.navigationTitle` (the title around the stack, else the
/// scene's, when the page has none).
///
/// On GTK the pages are the children of a vertical `GtkBox`: every page of the path is rendered,
/// the covered ones hidden, so that each keeps its state (fields, scroll position, `@State`)
/// while a page covers it, as in SwiftUI. There is no sliding transition.
///
/// - **Focus on push:** when the stack had focus (in its top page or on Back, or nowhere in the
///   window), the new page's `defaultFocus` field gets it, else its first Tab stop, else the
///   Back button; a write made by the action that pushed (or by the page's `onAppear`) wins,
///   with no delay needed. A stack driven from elsewhere (a sidebar) leaves focus where it is.
/// - **Focus on back:** focus returns to the control that had it when the page was pushed over
///   it — the link that pushed it — which SwiftUI does not do reliably; if it is gone, to the
///   page's first Tab stop. Focus leaves the popped page before it goes: a `@FocusState` bound
///   in both pages changes once, never through `nil` (contract rule 3).
/// - **Writes:** a write to a field of a covered page waits until that page shows again
///   (rule 7), as for any hidden field; the user moving focus meanwhile drops it.
public struct NavigationStack<Data, Root: View>: View {
    @State private var ownPath = NavigationPath()
    @State private var linkedPages: [AnyHashable] = []
    @State private var model = NavigationStackModel()
    private let boundPath: (@MainActor () -> NavigationPathAccess)?
    private let root: Root

    /// The stack and its pages.
    public var body: some View {
        NavigationStackContent(
            root: root, path: boundPath?() ?? NavigationPathAccess($ownPath, holdsLinks: true),
            linkedPages: $linkedPages,
            model: model)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that manages its own pages, as SwiftUI's `init(root:)`: links push values and
    /// destinations, Back pops them.
    public init(@ViewBuilder root: () -> Root) {
        boundPath = nil
        self.root = root()
    }

    /// A stack whose pages are the values of `path`, of any `Hashable` types, as SwiftUI's
    /// `init(path:root:)` with a ``NavigationPath``. Links append to it, Back removes its
    /// last value.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        boundPath = { NavigationPathAccess(path) }
        self.root = root()
    }
}

extension NavigationStack
where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
{
    /// A stack whose pages are the elements of `path`, as SwiftUI's `init(path:root:)`: a
    /// ``NavigationLink`` with a value of the element type appends it, Back removes the last
    /// one. A link whose value is of another type does nothing, with a warning.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        boundPath = { NavigationPathAccess(path) }
        self.root = root()
    }
}

/// A stack's path as the expansion reads and changes it, whatever its type.
@MainActor
struct NavigationPathAccess {
    /// The values, the top page's last.
    let elements: [AnyHashable]
    /// Appends a value: `false` when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    /// Keeps the first `count` values.
    let truncate: @MainActor (_ count: Int) -> Void
    /// Whether `NavigationLink(destination:)` pages go into the path (a stack's own path), or
    /// on top of it (a path of the app's).
    let holdsLinks: Bool

    /// A ``NavigationPath``: the stack's own (which holds the link pages too) or the app's.
    init(_ path: Binding<NavigationPath>, holdsLinks: Bool = false) {
        elements = path.wrappedValue.elements
        append = { value in
            path.wrappedValue.elements.append(value)
            return true
        }
        truncate = { count in
            if path.wrappedValue.count > count {
                path.wrappedValue.elements.removeLast(path.wrappedValue.count - count)
            }
        }
        self.holdsLinks = holdsLinks
    }

    /// A collection of one `Hashable` type.
    init<Data>(_ path: Binding<Data>)
    where
        Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
        Data.Element: Hashable
    {
        elements = path.wrappedValue.map { AnyHashable($0) }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        truncate = { count in
            let current = path.wrappedValue.count
            if current > count { path.wrappedValue.removeLast(current - count) }
        }
        holdsLinks = false
    }
}

/// A page of a stack's own path that a `NavigationLink(destination:)` pushed.
struct NavigationLinkedPage: Hashable {
    /// The link's identity.
    let link: AnyHashable
}
