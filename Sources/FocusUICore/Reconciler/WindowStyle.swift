/// What kind of window the scene runtime asks for, which decides how the toolkit decorates it.
public enum WindowStyle: Hashable, Sendable {
    /// A window of the app's main scenes (a `WindowGroup`, or the first scene): on GNOME a header
    /// bar with the primary menu of the app's commands.
    case main
    /// A window of a secondary scene (a `Window` scene after the first): a header bar without
    /// the primary menu, as GNOME's auxiliary windows have.
    case auxiliary
    /// The window of a `Settings` scene: on GNOME libadwaita's preferences window
    /// (`AdwPreferencesWindow`), whose header bar has a search button and no primary menu, and
    /// whose page is the settings content.
    case settings
    /// A sheet: a modal dialog over its presenter with a header bar showing the presenter's
    /// title, no minimise or maximise button.
    case sheet
    /// An alert or confirmation dialog: a modal message dialog over its presenter, without a
    /// title bar (the content shows the heading) and with Cancel first.
    case alert
}
