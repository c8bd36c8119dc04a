import Foundation

extension App {
    /// Runs the app as a GTK application, as SwiftUI's `@main` does: `@main struct MyApp: App`.
    public static func main() {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "app").lastPathComponent
        exit(
            run(
                options: AppRunOptions(
                    applicationID: "org.focuskit.\(name.filter(\.isLetter))", resourceName: name)))
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
