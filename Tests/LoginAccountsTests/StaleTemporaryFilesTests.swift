import Foundation
import Glibc
import LoginAccounts
import Testing

@Suite("Temporary files of killed writers")
struct StaleTemporaryFilesTests {
    @Test("a write removes temporary files of dead writers and keeps those of live ones")
    func staleTemporariesAreRemoved() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            // A writer killed before its rename leaves `.accounts.tmp-<pid>-<random>`. A pid far
            // above pid_max does not exist; pid 1 always does.
            let dead = directory.appendingPathComponent(".accounts.tmp-999999999-abc").path
            let alive = directory.appendingPathComponent(".accounts.tmp-1-def").path
            for path in [dead, alive] {
                #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
            }
            try store.createAccount(
                name: "bob", password: SecretBytes("password2"), confirmation: SecretBytes("password2"))
            #expect(!FileManager.default.fileExists(atPath: dead))
            #expect(FileManager.default.fileExists(atPath: alive))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
            #expect(try store.verify(name: "bob", password: SecretBytes("password2")))
        }
    }
}
