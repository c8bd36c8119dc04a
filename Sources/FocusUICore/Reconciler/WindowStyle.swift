/// What kind of window the scene runtime asks for, which decides how the toolkit decorates it.
public enum WindowStyle: Hashable, Sendable {
    /// A window of the app's main scenes (a `WindowGroup`, or the first scene): on GNOME a header
    /// bar with the primary menu of the app's commands.
    case main
    /// A window of a secondary scene (`Settings`, a `Window` scene after the first): a header
    /// bar without the primary menu, as GNOME's preferences and auxiliary windows have.
    case auxiliary
    /// A sheet: a modal dialog over its presenter with a header bar showing the presenter's
    /// title, no minimise or maximise button.
    case sheet
    /// An alert or confirmation dialog: a modal message dialog over its presenter, without a
    /// title bar (the content shows the heading) and with Cancel first.
    case alert
}
