import Foundation

/// Finds the app's `Resources` folder both when run from the source tree (`swift run`,
/// `.build/<triple>/<config>/login-form`) and from an installed copy
/// (`<prefix>/bin/login-form` with `<prefix>/share/<app>/`). `FOCUSKIT_RESOURCES` overrides.
package enum ResourceLocator {
    /// The folder holding `fileName`, or nil when it cannot be found.
    package static func directory(containing fileName: String, appName: String) -> URL? {
        candidates(appName: appName).first { candidate in
            FileManager.default.fileExists(atPath: candidate.appendingPathComponent(fileName).path)
        }
    }

    /// The places searched, in order.
    package static func candidates(appName: String) -> [URL] {
        var result: [URL] = []
        if let override = ProcessInfo.processInfo.environment["FOCUSKIT_RESOURCES"] {
            result.append(URL(fileURLWithPath: override))
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let binDirectory = executable.deletingLastPathComponent()
        // Installed: <prefix>/bin/app → <prefix>/share/app
        result.append(binDirectory.deletingLastPathComponent().appendingPathComponent("share/\(appName)"))
        // Source tree: <repo>/.build/<triple>/<config>/app → <repo>/Resources
        var directory = binDirectory
        for _ in 0..<4 {
            result.append(directory.appendingPathComponent("Resources"))
            directory = directory.deletingLastPathComponent()
        }
        result.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Resources")
        )
        return result
    }
}
