/// What stands behind a node that has no widget of its own, for a host: a row of a lazy list,
/// whose widget the list makes (or recycles) only while the row is on screen.
///
/// A host that supports such nodes (the GTK host, the headless toolkit) gives each one a
/// ``FocusNodeID`` and answers ``FocusHost/canTakeFocus(_:)``, ``FocusHost/window(containing:)``
/// and ``FocusHost/grabFocus(on:)`` for it by asking this object; the widget that currently
/// stands for the row is given to the host as its stand-in, so that a focus chain through that
/// widget names the row's node (contract rule 1) whatever widget the toolkit recycled for it.
/// Fields on such a node are registered as on any other and follow the row, not the widget.
@MainActor
public protocol VirtualFocusNode: AnyObject {
    /// The window the node is in, or `nil` when it is in none (its list is not in a window).
    var window: FocusWindowID? { get }

    /// Whether it could take focus now, whether or not it has a widget: its list is mapped,
    /// sensitive, and still holds the row (contract rule 7).
    var canTakeFocus: Bool { get }

    /// Makes the node's widget if it has none (a list scrolls the row into view, which makes
    /// the toolkit create it) and focuses it, synchronously; says what happened, as
    /// ``FocusHost/grabFocus(on:)`` does.
    func grabFocus() -> FocusGrabResult

    /// Focuses it again as ``grabFocus()`` does, for focus given back rather than written (a
    /// search field's Escape returning to the row it came from): a list's row keeps the
    /// selection as it is, as Tab entering the list does. By default, ``grabFocus()``.
    func giveFocusBack() -> FocusGrabResult
}

extension VirtualFocusNode {
    /// ``grabFocus()``: a node whose focus write changes nothing else.
    public func giveFocusBack() -> FocusGrabResult { grabFocus() }
}
