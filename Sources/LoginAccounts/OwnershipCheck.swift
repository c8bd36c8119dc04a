import Glibc

/// Decides whether a file or directory of the store may be trusted: it must belong to the
/// effective user and must not be writable by group or others.
enum OwnershipCheck {
    /// The reason given for a symbolic link where the store expects a real file or directory.
    static let symbolicLink =
        "it is a symbolic link; the store does not follow links. Replace it with a real directory or file"

    /// Why the object described by `status` must not be used, or `nil` when it is fine.
    static func problem(_ status: stat) -> String? {
        let me = geteuid()
        if status.st_uid != me {
            return "it is owned by \(userDescription(status.st_uid)), not by you (\(userDescription(me)))"
        }
        if status.st_mode & 0o022 != 0 {
            let mode = String(status.st_mode & 0o7777, radix: 8)
            return "other users can write to it (mode \(mode)); remove their write permission with chmod go-w"
        }
        return nil
    }

    /// “user ann (uid 1000)”, or “uid 1234” when the user has no name.
    static func userDescription(_ uid: uid_t) -> String {
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16 << 10)
        guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, result != nil,
            let name = entry.pw_name
        else { return "uid \(uid)" }
        return "user \(String(cString: name)) (uid \(uid))"
    }
}
