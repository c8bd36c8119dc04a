import Foundation
import Glibc
import LoginAccounts
import Testing

/// Issue 17, point 1: a store directory or file that someone else could have planted or changed
/// is refused with a message naming it, and nothing follows a symbolic link.
@Suite("Store directory and files that are not safely the user's own")
struct StoreOwnershipTests {
    static let planted = "mallory:$y$j75$KM5l0rb8vYUv9BMG0K0DG.$Qx0qTFE96W.RSsnmA2iGlhdqkb7svhSfwy9NJSUsPv8\n"

    @Test("someone else's world-writable directory is refused for the unprivileged user, and left as it is")
    func foreignDirectory() throws {
        let directory: String
        let cleanup: URL?
        if geteuid() == 0 {
            // Another user's (root's) directory, mode 0777, with an account planted in it.
            let url = try makeTemporaryDirectory()
            cleanup = url
            directory = url.path
            chmod(directory, 0o777)
            try writeFile(directory + "/accounts", Array(Self.planted.utf8))
            chmod(directory + "/accounts", 0o666)
        } else {
            // Already unprivileged: /tmp belongs to root and everyone may write to it.
            cleanup = nil
            directory = "/tmp"
        }
        defer { cleanup.map { try? FileManager.default.removeItem(at: $0) } }
        let before = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()

        let added = try HelperProcess.runUnprivileged(
            ["add-user", directory, "victim"], input: "password1\n")
        #expect(added.status == 1)
        #expect(
            added.errors.hasPrefix("login-form: Refusing to use \(directory): it is owned by "),
            "\(added.errors)")
        #expect(added.errors.contains("not by you ("))
        let signedIn = try HelperProcess.runUnprivileged(
            ["sign-in", directory, "mallory"], input: "password1\n")
        #expect(signedIn.status == 1)
        #expect(signedIn.output.isEmpty, "no sign-in against a planted account")
        #expect(signedIn.errors.contains("Refusing to use \(directory): it is owned by "))

        #expect(permissions(directory) & 0o777 == 0o777, "the mode is left alone")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == before)
    }

    @Test("the unprivileged user's own directory works, and one open to writes by others is refused")
    func ownDirectory() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let directory = root.appendingPathComponent("login-form").path
            #expect(mkdir(directory, 0o700) == 0)
            if geteuid() == 0 {
                chmod(root.path, 0o755)
                let (uid, gid) = try HelperProcess.unprivilegedIDs()
                #expect(chown(directory, uid, gid) == 0)
            }
            let added = try HelperProcess.runUnprivileged(
                ["add-user", directory, "alice"], input: "password1\n")
            #expect(added.status == 0, "\(added.errors)")
            #expect(added.output == "Added account alice.\n")
            #expect(permissions(directory + "/accounts") == 0o600)

            chmod(directory, 0o777)
            let refused = try HelperProcess.runUnprivileged(
                ["add-user", directory, "bob"], input: "password1\n")
            #expect(refused.status == 1)
            #expect(
                refused.errors
                    == "login-form: Refusing to use \(directory): other users can write to it (mode 777); "
                    + "remove their write permission with chmod go-w.\n")
            let signedIn = try HelperProcess.runUnprivileged(
                ["sign-in", directory, "alice"], input: "password1\n")
            #expect(signedIn.status == 1)
            #expect(signedIn.errors.contains("other users can write to it"))
            #expect(permissions(directory) == 0o777)
        }
    }

    @Test("a symbolic link as the store directory is refused and its target is not re-moded")
    func symlinkedDirectory() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let target = root.appendingPathComponent("elsewhere").path
            #expect(mkdir(target, 0o755) == 0)
            chmod(target, 0o755)
            let link = root.appendingPathComponent("login-form")
            #expect(symlink(target, link.path) == 0)
            let store = makeStore(link)
            let expected = AccountStoreError.unsafe(
                path: link.path,
                reason: "it is a symbolic link; the store does not follow links. "
                    + "Replace it with a real directory or file")
            #expect(throws: expected) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            }
            #expect(throws: expected) { try store.load() }
            #expect(throws: expected) { try store.signIn(name: "alice", password: SecretBytes("password1")) }
            #expect(permissions(target) == 0o755)
            #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
        }
    }

    @Test("a symbolic link as the accounts file is neither read through nor replaced")
    func symlinkedAccountsFile() throws {
        try withTemporaryDirectory { (root: URL) throws in
            let outside = root.appendingPathComponent("outside").path
            let secret = Array("root:x:0:0:root:/root:/bin/bash\n".utf8)
            try writeFile(outside, secret)
            let directory = root.appendingPathComponent("login-form")
            #expect(mkdir(directory.path, 0o700) == 0)
            let store = makeStore(directory)
            #expect(symlink(outside, store.accountsPath) == 0)
            let expected = AccountStoreError.unsafe(
                path: store.accountsPath,
                reason: "it is a symbolic link; the store does not follow links. "
                    + "Replace it with a real directory or file")
            #expect(throws: expected) { try store.load() }
            #expect(throws: expected) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            }
            #expect(try readFile(outside) == secret)
            var status = stat()
            #expect(lstat(store.accountsPath, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        }
    }

    @Test("a symbolic link as the throttle file or its key is refused")
    func symlinkedThrottleFiles() throws {
        for name in ["throttle", "throttle.key"] {
            try withTemporaryDirectory { (root: URL) throws in
                let outside = root.appendingPathComponent("outside").path
                try writeFile(outside, Array(repeating: 7, count: 32))
                let directory = root.appendingPathComponent("login-form")
                #expect(mkdir(directory.path, 0o700) == 0)
                let store = makeStore(directory)
                try writeFile(directory.path + "/throttle", [])
                #expect(unlink(directory.path + "/\(name)") == 0 || name == "throttle.key")
                #expect(symlink(outside, directory.path + "/\(name)") == 0)
                let error = #expect(throws: AccountStoreError.self) {
                    try store.signIn(name: "alice", password: SecretBytes("password1"))
                }
                #expect(
                    error?.message.contains(
                        "Refusing to use \(directory.path)/\(name): it is a symbolic link") == true)
                #expect(try readFile(outside) == Array(repeating: 7, count: 32))
            }
        }
    }
}
