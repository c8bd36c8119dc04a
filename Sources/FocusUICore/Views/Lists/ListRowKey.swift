/// Identifies one row of a list across renders: the run it belongs to (where its `ForEach` or
/// static view is in the list's content) and, in a `ForEach`, the element's id.
package struct ListRowKey: Hashable, CustomStringConvertible {
    /// The run's position in the list's content.
    let segment: ViewPath
    /// The element's id in a `ForEach`; `0` for a static row or a heading.
    let id: AnyHashable

    package var description: String { "row \(id) of \(segment)" }
}
