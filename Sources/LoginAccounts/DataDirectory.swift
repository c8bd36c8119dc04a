import Foundation
import Glibc

/// Where the login form keeps its data by default.
public enum DataDirectory {
    /// `$XDG_DATA_HOME/login-form`, or `~/.local/share/login-form` when `XDG_DATA_HOME` is unset,
    /// empty or relative (the XDG base directory spec says relative paths must be ignored).
    ///
    /// `HOME` is used for `~`; if it is unset too, the home directory from the password database.
    public static func loginForm(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL
    {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true)
                .appendingPathComponent("login-form", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? passwordDatabaseHome()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/login-form", isDirectory: true)
    }

    /// The effective user's home directory from `getpwuid_r`, or `/` if there is none.
    private static func passwordDatabaseHome() -> String {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 << 10)
        let status = getpwuid_r(geteuid(), &entry, &buffer, buffer.count, &result)
        guard status == 0, result != nil, let directory = entry.pw_dir else { return "/" }
        return String(cString: directory)
    }
}
