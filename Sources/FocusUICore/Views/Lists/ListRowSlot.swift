/// One row widget of a list's toolkit view, which the toolkit binds to a row and recycles for
/// another: the container the row's views are rendered into and the render nodes they have
/// now. Made by the list's renderer (GTK: one per `GtkListItem`, in its `setup`); the row's
/// views are reconciled into it each time it is bound, so a recycled slot keeps the widgets
/// that the next row can use.
@MainActor
package final class ListRowSlot {
    /// The backend widgets the row's views go into (GTK: a box, the list item's child; for a
    /// table, one box per column, each its cell's child).
    package let containers: [AnyObject]
    /// What the backend knows the slot by (GTK: the `GtkListItem`), for its own lookups.
    package let token: AnyObject?
    /// The view host's render nodes in each container.
    var nodes: [[AnyObject]] = []
    /// The row it is bound to, if any.
    package internal(set) var key: ListRowKey?
    /// The row's position when it was last bound.
    package internal(set) var position = -1
    /// Whether the toolkit has it bound now (between `bind` and `unbind`).
    package internal(set) var isBound = false
    /// The list's content revision the row was last rendered in.
    var renderedRevision = -1
    /// The states the row read when it was last rendered.
    var reads = StateReads()
    /// Counts the changes of the focus of the row the slot shows: a row reading `isFocused`
    /// reads it, so that it renders again when its focus changes (and only then).
    let focusChange = RowFocusChange()
    /// The elements of the row's outermost views as last rendered (their key handlers and
    /// Escape act while the row widget has focus, see ``rowActions(when:)``).
    package internal(set) var rootElements: [Element] = []
    /// The texts of the row's views as last rendered (or its `.accessibilityLabel`): its name
    /// for screen readers and what type-ahead matches.
    package internal(set) var text = ""
    /// The texts of each container's views (a table row's: each cell's), as last rendered.
    package internal(set) var cellTexts: [String] = []

    /// A slot rendering into `container`.
    package convenience init(container: AnyObject, token: AnyObject? = nil) {
        self.init(containers: [container], token: token)
    }

    /// A slot rendering into `containers` (a table row's: one per column).
    package init(containers: [AnyObject], token: AnyObject? = nil) {
        precondition(!containers.isEmpty, "a row slot renders into at least one container")
        self.containers = containers
        self.token = token
    }

    /// The first (a list's only) container.
    package var container: AnyObject { containers[0] }

    /// The row's views for each container: a single container takes them all; a table row's
    /// containers take one view each, in column order (``TableRowCells`` emits one per column).
    func specsPerContainer(_ specs: [RenderSpec]) -> [[RenderSpec]] {
        guard containers.count > 1 else { return [specs] }
        return containers.indices.map { index in specs.indices.contains(index) ? [specs[index]] : [] }
    }
}

/// What one row of a list keeps while it is shown, focused, or realized for a focus write:
/// the node that stands for it whatever widget shows it (a virtual node, see `VirtualFocusNode`),
/// the `.focused` fields of its outermost view registered on that node, its lifecycle effects
/// and what its `.listRow…` modifiers asked for.
@MainActor
final class ListRowRecord {
    let key: ListRowKey
    let node: FocusNodeID
    var registrations: [(key: FocusBindingSpec.Key, token: FocusRegistration)] = []
    let lifecycle = LifecycleTracker()
    /// The row's position when last seen, where a lookup after a change starts.
    var lastPosition: Int
    /// The slot showing it, if any.
    weak var slot: ListRowSlot?
    /// What its modifiers asked of the list in its last render.
    var preferences = ListRowPreferences()

    init(key: ListRowKey, node: FocusNodeID, position: Int) {
        self.key = key
        self.node = node
        self.lastPosition = position
    }
}

/// The focus side of one row for the host: a row with no widget can take focus while its list
/// can, and a grab scrolls it into view first.
@MainActor
final class ListRowFocusNode: VirtualFocusNode {
    private weak var rows: ListRows?
    private let key: ListRowKey

    init(rows: ListRows, key: ListRowKey) {
        self.rows = rows
        self.key = key
    }

    var window: FocusWindowID? { rows?.driver?.window }
    var canTakeFocus: Bool { rows?.canFocusRow(key) ?? false }
    func grabFocus() -> FocusGrabResult { rows?.focusRowForWrite(key) ?? .refused }
    func giveFocusBack() -> FocusGrabResult { rows?.focusRowKeepingSelection(key) ?? .refused }
}

extension ListRowSlot {
    /// What the row's outermost views do with keys (`.onKeyPress`, `.onMoveCommand`) and
    /// Escape (`.onExitCommand`), acting only while `isFocusOnRow()`: the toolkit focuses the
    /// row widget, which holds the row's views rather than being inside them, so the row widget
    /// passes them its keys; when focus is inside a control of the row, the views' own widgets
    /// get the keys as anywhere else.
    package func rowActions(when isFocusOnRow: @escaping @MainActor () -> Bool) -> SharedActions {
        var actions = SharedActions()
        actions.keyPressHandlers = rootElements.flatMap(\.actions.keyPressHandlers).map { handler in
            KeyPressHandler(keys: handler.keys, characters: handler.characters, phases: handler.phases) {
                press in
                isFocusOnRow() ? handler.action(press) : .ignored
            }
        }
        let exits = rootElements.compactMap(\.actions.onExitCommand)
        if !exits.isEmpty {
            actions.onExitCommand = {
                guard isFocusOnRow() else { return }
                for exit in exits { exit() }
            }
        }
        return actions
    }
}

/// The changes of a list row's focus, as a state the row's `isFocused` reads.
@MainActor
final class RowFocusChange: VersionedState {
    /// Bumped by every change.
    private(set) var version = 0

    /// The row's focus changed.
    func record() { version &+= 1 }
}
