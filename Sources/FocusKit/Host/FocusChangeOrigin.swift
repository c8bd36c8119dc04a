/// Why the toolkit moved a window's focus widget, as far as the backend can tell.
///
/// The coordinator needs this to keep two GTK behaviours from reporting values that nobody
/// asked for (contract rules 11 and 13).
public enum FocusChangeOrigin: Sendable, Equatable {
    /// The user (click, Tab, mnemonic) or application code outside the coordinator.
    case user
    /// GTK's automatic focus of the first Tab stop when a window is first shown.
    case windowShow
    /// GTK moved or unset focus on its own because the focus widget went away: the after-paint
    /// fallback after the focus widget was removed or hidden, or the immediate unset when it
    /// became insensitive. Not a user move, so pending writes stay (rule 7); the coordinator
    /// refuses to let it land in a bound field (rule 11).
    case toolkitFallback
    /// A container moved focus from an item that it removed to the item that takes its place,
    /// as a list moves focus from its removed focused row to the row below (contract rule 11,
    /// the list case). Committed as one change with cause `removal`; not a user move, so
    /// pending writes stay; and, unlike GTK's fallback, it may land in a bound field.
    case replacement
}
