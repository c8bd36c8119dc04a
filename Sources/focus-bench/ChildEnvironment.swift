import Foundation

/// The environment and files shared by the child programs of figures 7 and 8, so both sides
/// of each comparison run under identical settings.
///
/// A private `XDG_CONFIG_HOME` holds `gtk-4.0/settings.ini` with `gtk-cursor-blink=false`: a
/// blinking caret wakes GTK every half period until `gtk-cursor-blink-timeout` (10 s) ends the
/// blinking, on both sides alike; turning it off measures the idle state at once. A private
/// `XDG_DATA_HOME` gives `login-form` an empty account store (no store problem shown).
struct ChildEnvironment {
    /// The private directory (removed by ``remove()``).
    let directory: URL
    /// The environment to start children with.
    let variables: [String: String]
    /// The `login-form` executable next to this one, if it was built.
    let loginForm: String?
    /// This executable (`/proc/self/exe`), started with `--child raw-login` for the baseline.
    let bench: String

    /// Creates the directory and settings file.
    static func make() -> ChildEnvironment {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "focus-bench-\(getpid())", isDirectory: true)
        let config = directory.appendingPathComponent("config/gtk-4.0", isDirectory: true)
        let data = directory.appendingPathComponent("data", isDirectory: true)
        try? FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try? "[Settings]\ngtk-cursor-blink=false\n".write(
            to: config.appendingPathComponent("settings.ini"), atomically: true, encoding: .utf8)
        var variables = ProcessInfo.processInfo.environment
        variables["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        variables["XDG_DATA_HOME"] = data.path
        variables["FOCUS_BENCH_QUICK"] = nil
        variables["G_MESSAGES_DEBUG"] = nil
        let bench =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let candidate = URL(fileURLWithPath: bench).deletingLastPathComponent().appendingPathComponent(
            "login-form"
        ).path
        let loginForm = FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
        return ChildEnvironment(
            directory: directory, variables: variables, loginForm: loginForm, bench: bench)
    }

    /// A path inside the private directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Deletes the private directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
