import Foundation

extension App {
    /// Runs the app as a GTK application, as SwiftUI's `@main` does: `@main struct MyApp: App`.
    ///
    /// The application id is `org.focuskit.<executable name's letters>` (`org.focuskit.Notes`
    /// for `Notes`); a second launch while it runs opens a window in the running instance.
    /// Choose your own id with ``run(options:)``. The app looks right with no files of its own;
    /// a `Resources/<name>.css` and icon are used when present (in `FOCUSKIT_RESOURCES`,
    /// `<prefix>/share/<name>` of an installed copy, or a `Resources` folder up to four levels
    /// above the executable), and their absence is not reported.
    public static func main() {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        let hasResources = ResourceLocator.directory(containing: "\(name).css", appName: name) != nil
        exit(
            run(
                options: AppRunOptions(
                    applicationID: "org.focuskit.\(name.filter(\.isLetter))",
                    resourceName: hasResources ? name : nil)))
    }

    /// Runs the app as a GTK application with these options and returns its exit status.
    /// Installs the main-queue bridge, so `Task { @MainActor in }` and
    /// `DispatchQueue.main.async` work while GTK runs the main loop.
    public static func run(options: AppRunOptions) -> Int32 {
        MainActor.assumeIsolated {
            GtkApplicationRunner<Self>(options: options).run()
        }
    }
}
