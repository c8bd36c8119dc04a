import Foundation
import LoginAccounts
import Testing

@Suite("Account store")
struct AccountStoreTests {
    @Test("a created account verifies; wrong passwords and unknown users fail alike")
    func createAndVerify() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let password = SecretBytes("s3cret-pass")
            try store.createAccount(
                name: "alice", password: password, confirmation: SecretBytes("s3cret-pass"))
            #expect(try store.verify(name: "alice", password: SecretBytes("s3cret-pass")))
            #expect(try !store.verify(name: "alice", password: SecretBytes("s3cret-Pass")))
            #expect(try !store.verify(name: "Alice", password: SecretBytes("s3cret-pass")))
            #expect(try !store.verify(name: "bob", password: SecretBytes("s3cret-pass")))
            let text = String(decoding: try readFile(store.accountsPath), as: UTF8.self)
            #expect(text.hasPrefix("alice:$y$"))
            #expect(text.hasSuffix("\n"))
            #expect(!text.contains("s3cret"))
        }
    }

    @Test("a taken username is refused and the file is unchanged")
    func usernameTaken() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            let before = try readFile(store.accountsPath)
            #expect(throws: AccountStoreError.invalid([.usernameTaken])) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password2"), confirmation: SecretBytes("password2"))
            }
            #expect(try readFile(store.accountsPath) == before)
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
            #expect(AccountStoreError.invalid([.usernameTaken]).message == "That username is already taken.")
        }
    }

    @Test("validation reports one failure per field, in field order, and never “taken” with another failure")
    func validationPerField() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            let error = #expect(throws: AccountStoreError.self) {
                try store.createAccount(
                    name: "bad name", password: SecretBytes("password1"), confirmation: SecretBytes("x"))
            }
            #expect(error == .invalid([.invalidUsername, .passwordsDoNotMatch]))
            #expect(
                throws: AccountStoreError.invalid([.passwordTooShort, .passwordsDoNotMatch]),
                "a taken name is not reported while another rule is broken"
            ) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("short"), confirmation: SecretBytes("other"))
            }
            #expect(try store.throttle.failureCount(for: "alice") == 0, "an input mistake is not an attempt")
        }
    }

    @Test("a taken name is told only on a real attempt, and such answers are throttled like sign-in")
    func takenNameThrottled() throws {
        try withTemporaryDirectory { directory in
            let clock = TestClock()
            let store = makeStore(directory, clock: clock)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(throws: AccountStoreError.invalid([.passwordTooShort])) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("short"), confirmation: SecretBytes("short"))
            }
            for attempt in 1...3 {
                #expect(throws: AccountStoreError.invalid([.usernameTaken])) {
                    try store.createAccount(
                        name: "alice", password: SecretBytes("password\(attempt)"),
                        confirmation: SecretBytes("password\(attempt)"))
                }
                #expect(try store.throttle.failureCount(for: "alice") == attempt)
            }
            let locked = #expect(throws: AccountStoreError.self) {
                try store.createAccount(
                    name: "alice", password: SecretBytes("password9"), confirmation: SecretBytes("password9"))
            }
            #expect(locked == .lockedOut(remainingSeconds: 1))
            #expect(locked?.message == "Too many failed attempts. Try again in 1 second.")
            #expect(
                try store.signIn(name: "alice", password: SecretBytes("password1"))
                    == .lockedOut(remainingSeconds: 1),
                "the same throttle as Sign In")
            try store.createAccount(
                name: "bob", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            clock.advance(by: 1)
            #expect(try store.signIn(name: "alice", password: SecretBytes("password1")) == .success)
            #expect(try store.load().usernames == ["alice", "bob"])
        }
    }

    @Test("a missing directory is created 0700 with parents; files are 0600")
    func permissionsAndMissingDirectory() throws {
        try withTemporaryDirectory { root in
            let directory = root.appendingPathComponent("deep/er/login-form")
            let store = makeStore(directory)
            #expect(try !store.verify(name: "alice", password: SecretBytes("password1")))
            #expect(!FileManager.default.fileExists(atPath: directory.path), "reading creates nothing")
            // The most permissive umask must not widen anything. It is set in a helper process
            // (umask is the whole process's: set here, it would widen the files the tests
            // running alongside make, and the store would rightly refuse them).
            let permissive = ["-c", "umask 000 && exec \"$0\" \"$@\"", HelperProcess.url.path]
            let created = try HelperProcess.run(
                "/bin/sh", permissive + [directory.path, "alice", "1"], input: "")
            #expect(created.status == 0, "\(created.errors)")
            #expect(permissions(directory.path) == 0o700)
            #expect(permissions(root.appendingPathComponent("deep").path) == 0o700)
            #expect(permissions(store.accountsPath) == 0o600)
            #expect(permissions(store.lockPath) == 0o600)
            let signIn = try HelperProcess.run(
                "/bin/sh", permissive + ["sign-in", directory.path, "alice0"], input: "wrong-password\n")
            #expect(signIn.output == "Incorrect username or password.\n", "\(signIn.errors)")
            #expect(permissions(store.throttle.path) == 0o600)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(
                leftovers == ["accounts", "accounts.lock", "throttle", "throttle.key"],
                "no temporary files remain")
            #expect(permissions(store.throttle.keyPath) == 0o600)
        }
    }

    @Test("an existing store directory open to others is tightened to 0700")
    func tightensDirectory() throws {
        try withTemporaryDirectory { directory in
            chmod(directory.path, 0o755)
            try makeStore(directory).createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            #expect(permissions(directory.path) == 0o700)
        }
    }

    @Test("the default directory follows XDG_DATA_HOME, else ~/.local/share")
    func defaultDirectory() {
        #expect(
            DataDirectory.loginForm(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"]).path
                == "/data/login-form")
        #expect(
            DataDirectory.loginForm(environment: ["HOME": "/home/ann"]).path
                == "/home/ann/.local/share/login-form")
        #expect(
            DataDirectory.loginForm(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ann"]).path
                == "/home/ann/.local/share/login-form")
        #expect(
            DataDirectory.loginForm(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"]).path
                == "/home/ann/.local/share/login-form", "relative XDG paths are ignored, as the spec says")
        #expect(DataDirectory.loginForm(environment: [:]).path.hasSuffix("/.local/share/login-form"))
    }
}
