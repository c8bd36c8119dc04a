import CGtk
import FocusKitGTK
import FocusUICore
import Foundation

/// Keeps an app's `@AppStorage` values in a GLib key file,
/// `<directory>/app-storage.ini`, group `[AppStorage]`: read once at launch, rewritten
/// atomically (`g_file_set_contents_full`: a temporary file, flushed, renamed over the old one)
/// at the end of a main-loop turn in which a value changed, and when the app exits.
///
/// A file GLib cannot parse is reported once and renamed aside (`app-storage.ini.damaged-<date>`),
/// never overwritten; the app starts from its default values. A file that exists but cannot be
/// read (permissions, a directory in its place) is reported and left alone, and nothing is
/// written during the run, so settings that could not be read are not replaced. Other groups
/// and comments in the file are kept.
///
/// Keys are written as given, except the characters a key file cannot hold in a key (`=`,
/// `[`, `]`, `%`, control characters, a leading `#` or a space at either end), which are
/// written as `%XX`.
@MainActor
final class GtkKeyFileAppStorage: AppStoragePersistence {
    static let fileName = "app-storage.ini"
    static let group = "AppStorage"

    /// The file's path.
    let path: String
    private let directory: String
    private let report: (String) -> Void
    private var keyFile: OpaquePointer
    /// What was stored last and not yet written.
    private var pending: [String: String]?
    private var isWritable = true
    private var flushScheduled = false
    private var reported: Set<String> = []

    /// The storage of an app in `directory` (created with mode 0700 when first written);
    /// problems go to `report`, each once.
    init(directory: URL, report: @escaping (String) -> Void) {
        self.directory = directory.path
        path = directory.appendingPathComponent(Self.fileName).path
        self.report = report
        keyFile = g_key_file_new()
    }

    /// `$XDG_CONFIG_HOME/<applicationID>`, or `~/.config/<applicationID>` when the variable is
    /// unset, empty or not absolute (the XDG base directory specification).
    static func defaultDirectory(
        applicationID: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        let base: URL
        if let configHome = environment["XDG_CONFIG_HOME"], configHome.hasPrefix("/") {
            base = URL(fileURLWithPath: configHome, isDirectory: true)
        } else {
            let home =
                environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
                ?? String(cString: g_get_home_dir())
            base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
                ".config", isDirectory: true)
        }
        return base.appendingPathComponent(applicationID, isDirectory: true)
    }

    func load() -> [String: String] {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            // GLib calls this a parse error; it is not a damaged file to set aside.
            isWritable = false
            reportOnce(
                "\(path) is not a regular file; the app starts with its default settings and does not "
                    + "save them during this run")
            return [:]
        }
        var error: UnsafeMutablePointer<GError>?
        let flags = GKeyFileFlags(rawValue: G_KEY_FILE_KEEP_COMMENTS.rawValue)
        if g_key_file_load_from_file(keyFile, path, flags, &error) == 0 {
            guard let error else { return [:] }
            defer { g_error_free(error) }
            let message = String(cString: error.pointee.message)
            if error.pointee.domain == g_file_error_quark() {
                if error.pointee.code == G_FILE_ERROR_NOENT.rawValue { return [:] }
                isWritable = false
                reportOnce(
                    "\(path) cannot be read (\(message)); the app starts with its default settings and "
                        + "does not save them during this run")
                return [:]
            }
            let isDamaged =
                error.pointee.domain == g_key_file_error_quark()
                && (error.pointee.code == G_KEY_FILE_ERROR_PARSE.rawValue
                    || error.pointee.code == G_KEY_FILE_ERROR_UNKNOWN_ENCODING.rawValue)
            if isDamaged {
                setAside(because: message)
            } else {
                isWritable = false
                reportOnce(
                    "\(path) cannot be read (\(message)); the app starts with its default settings and "
                        + "does not save them during this run")
            }
            return [:]
        }
        var values: [String: String] = [:]
        var count: gsize = 0
        guard let keys = g_key_file_get_keys(keyFile, Self.group, &count, nil) else { return [:] }
        defer { g_strfreev(keys) }
        for index in 0..<Int(count) {
            guard let rawKey = keys[index] else { continue }
            guard let value = g_key_file_get_string(keyFile, Self.group, rawKey, nil) else { continue }
            values[Self.decodeKey(String(cString: rawKey))] = String(cString: value)
            g_free(value)
        }
        return values
    }

    func store(_ values: [String: String]) {
        guard isWritable else { return }
        pending = values
        guard !flushScheduled else { return }
        flushScheduled = true
        // After the events of this turn: one write however many values changed in it.
        MainLoopIdle.once(priority: MainLoopIdle.afterEventsPriority) { [weak self] in self?.flush() }
    }

    /// Writes what is pending now (the app is exiting, or the idle came).
    func flush() {
        flushScheduled = false
        guard let values = pending, isWritable else { return }
        pending = nil
        var count: gsize = 0
        if let keys = g_key_file_get_keys(keyFile, Self.group, &count, nil) {
            for index in 0..<Int(count) {
                guard let rawKey = keys[index], values[Self.decodeKey(String(cString: rawKey))] == nil else {
                    continue
                }
                g_key_file_remove_key(keyFile, Self.group, rawKey, nil)
            }
            g_strfreev(keys)
        }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            g_key_file_set_string(keyFile, Self.group, Self.encodeKey(key), value)
        }
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else { return }
        defer { g_free(data) }
        g_mkdir_with_parents(directory, 0o700)
        var error: UnsafeMutablePointer<GError>?
        let written = g_file_set_contents_full(
            path, data, gssize(length), G_FILE_SET_CONTENTS_CONSISTENT, 0o600, &error)
        if written == 0, let error {
            reportOnce("settings could not be saved to \(path): \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }

    /// Renames a damaged file aside, so that nothing overwrites it, and says so.
    private func setAside(because reason: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        var aside = "\(path).damaged-\(formatter.string(from: Date()))"
        var suffix = 1
        while FileManager.default.fileExists(atPath: aside) {
            suffix += 1
            aside = "\(path).damaged-\(formatter.string(from: Date()))-\(suffix)"
        }
        // Whatever GLib read before the error is dropped: the new file starts empty.
        g_key_file_free(keyFile)
        keyFile = g_key_file_new()
        if rename(path, aside) == 0 {
            reportOnce(
                "\(path) is damaged (\(reason)); it was kept as \(aside) and the app starts with its default "
                    + "settings")
        } else {
            isWritable = false
            reportOnce(
                "\(path) is damaged (\(reason)) and could not be set aside (\(String(cString: strerror(errno)))); "
                    + "the app starts with its default settings and does not save them during this run")
        }
    }

    private func reportOnce(_ message: String) {
        guard reported.insert(message).inserted else { return }
        report(message)
    }

    // MARK: Keys

    /// A key as the key file can hold it.
    static func encodeKey(_ key: String) -> String {
        var result = ""
        let scalars = Array(key.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let atEdge = index == 0 || index == scalars.count - 1
            let mustEscape =
                scalar == "=" || scalar == "[" || scalar == "]" || scalar == "%"
                || scalar.properties.generalCategory == .control || (index == 0 && scalar == "#")
                || (atEdge && scalar == " ")
            if mustEscape {
                for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? "%" : result
    }

    /// A key as the app wrote it.
    static func decodeKey(_ stored: String) -> String {
        guard stored.contains("%") else { return stored }
        if stored == "%" { return "" }
        return stored.removingPercentEncoding ?? stored
    }

    isolated deinit {
        flush()
        g_key_file_free(keyFile)
    }
}
