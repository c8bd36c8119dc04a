import Foundation

/// How `App.run(options:)` starts the GTK application.
public struct AppRunOptions: Sendable {
    /// The reverse-DNS application id (`GApplication`'s id): launching the app again while it
    /// runs opens a new window in the running instance.
    public var applicationID: String
    /// The name of the app's resources folder (`<prefix>/share/NAME` once installed, else a
    /// `Resources` folder near the executable, as ``App/main()`` says), found by
    /// `ResourceLocator` by its `style.css`: the app's style sheet (and its dark and
    /// high-contrast variants, as libadwaita loads them from an app's GResources) and the icon
    /// named after the id; `nil` for none.
    public var resourceName: String?
    /// When set, the first window is rendered to this PNG file once shown, and the app exits.
    public var screenshotPath: String?
    /// Shows the app's commands in a menu bar (`gtk_application_set_menubar`: File, Edit, View, the
    /// app's `CommandMenu`s, Window, Help) instead of the primary menu button in each window's
    /// header bar, which is GNOME's default.
    public var usesMenuBar = false
    /// Where the app's `@AppStorage` values are kept (the file `app-storage.ini` in it); `nil`,
    /// the default, is `$XDG_CONFIG_HOME/<applicationID>` (`~/.config/<applicationID>` when the
    /// variable is unset or not absolute).
    public var appStorageDirectory: URL?

    /// Options for an app with this id and resource name.
    public init(applicationID: String, resourceName: String? = nil, screenshotPath: String? = nil) {
        self.applicationID = applicationID
        self.resourceName = resourceName
        self.screenshotPath = screenshotPath
    }
}
