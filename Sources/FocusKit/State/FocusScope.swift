/// The focus domain a state reads (contract "Terms").
public enum FocusScope: Sendable, Equatable {
    /// Reads one window's focus widget, which the window keeps while inactive (rule 4).
    /// `nil` means "the window of the state's first field that is in a window"; the view
    /// layer pins the window it renders into.
    case window(FocusWindowID?)
    /// Reads the focus widget of the key window: the active window, or the window a write
    /// just presented (rule 6). Deactivating it makes the state `nil` / `false` (rule 4),
    /// unless another window of the app is activated in the same burst of events: then the
    /// state changes once, from the old window's value to the new one's (rule 17).
    case app
}
