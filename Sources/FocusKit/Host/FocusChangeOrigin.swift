/// Why the toolkit moved a window's focus widget, as far as the backend can tell.
///
/// The coordinator needs this to keep two GTK behaviours from reporting values that nobody
/// asked for (contract rules 11 and 13).
public enum FocusChangeOrigin: Sendable, Equatable {
    /// The user (click, Tab, mnemonic) or application code outside the coordinator.
    case user
    /// GTK's automatic focus of the first Tab stop when a window is first shown.
    case windowShow
    /// GTK's after-paint fallback that moves focus after the focus widget was removed or
    /// hidden. The coordinator refuses to let it land in a bound field.
    case toolkitFallback
}
