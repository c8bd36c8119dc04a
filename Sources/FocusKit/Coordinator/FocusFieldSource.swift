/// Fields that exist before their nodes do: the rows of a lazy list, most of which have no
/// widget.
///
/// A list of a million rows cannot register a million fields, yet each row's
/// `.focused($state, equals: id)` is a field (contract rule 20) whether or not its row is on
/// screen. A source stands for such a family of fields. When a write finds no registered field
/// with its value that can take focus, the coordinator asks the state's sources, in the order
/// they were added, whether one holds the field; the first that does realizes it (registers it
/// with ``FocusCoordinator/register(node:state:equals:)``, usually on a node whose widget the
/// host makes on demand, see ``VirtualFocusNode``), and the write goes on with it, in the same
/// call: reading the state on the next line gives the value (rules 5 and 7). A pending write
/// is retried when a source can realize its field, and `defaultFocus` counts a source's field
/// as in the window the source names (rule 13).
///
/// Add a source with ``FocusCoordinator/addFieldSource(_:for:)``.
@MainActor
public protocol FocusFieldSource: AnyObject {
    /// The window of the field of `state` whose match value is `value`, if the source holds
    /// one that it could realize now; `nil` otherwise. A lookup: it changes nothing.
    func windowOfRealizableField(of state: AnyFocusState, equals value: AnyHashable) -> FocusWindowID?

    /// Registers the field of `state` whose match value is `value` (and whatever else its node
    /// carries) with the coordinator, on a node that can take focus, and says whether it did.
    /// Called while the coordinator is busy: writes made meanwhile are queued.
    func realizeField(of state: AnyFocusState, equals value: AnyHashable) -> Bool
}

/// The token returned by adding a ``FocusFieldSource``; ending it removes the source.
///
/// The source is held weakly: the token, kept by whoever owns the source, is what keeps the
/// pairing. ``cancel()`` or releasing the token ends it.
@MainActor
public final class FocusFieldSourceRegistration {
    private weak var state: AnyFocusState?
    private let id: UInt64

    init(state: AnyFocusState, id: UInt64) {
        self.state = state
        self.id = id
    }

    /// Whether the source is still added.
    public var isActive: Bool { state?.fieldSources.contains { $0.id == id } ?? false }

    /// Removes the source; idempotent.
    public func cancel() {
        state?.fieldSources.removeAll { $0.id == id }
        state = nil
    }

    isolated deinit {
        cancel()
    }
}

/// A source added to a state, held weakly (its registration token owns the pairing).
struct WeakFieldSource {
    let id: UInt64
    weak var source: (any FocusFieldSource)?
}
