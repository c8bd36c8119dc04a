import Foundation
import Glibc
import LoginAccounts
import Testing

@Suite("login-form --add-user")
struct AddUserTests {
    /// Runs the add-user command with `input` as standard input.
    static func addUser(_ name: String, store: AccountStore, input: Int32) -> (Int32, String, String) {
        let output = OutputCollector()
        let errors = OutputCollector()
        let status = AddUserCommand.run(
            name: name, store: store, input: input, output: output.append, errorOutput: errors.append)
        return (status, output.text, errors.text)
    }

    @Test("the first line of a pipe is the password; only the newline is removed")
    func readsFirstLineFromPipe() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            let input = pipeContaining(Array(" pass word \nsecond line\n".utf8))
            defer { close(input) }
            let (status, output, errors) = Self.addUser("alice", store: store, input: input)
            #expect(status == 0)
            #expect(output == "Added account alice.\n")
            #expect(errors.isEmpty, "no prompt when standard input is not a terminal")
            #expect(try store.verify(name: "alice", password: SecretBytes(" pass word ")))
        }
    }

    @Test("a password without a final newline is accepted")
    func noFinalNewline() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            let input = pipeContaining(Array("password1".utf8))
            defer { close(input) }
            #expect(Self.addUser("alice", store: store, input: input).0 == 0)
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
        }
    }

    @Test(
        "bad input exits 1 with a message and adds nothing",
        arguments: [
            ("alice", "short\n", "login-form: Password must be at least 8 characters.\n"),
            (
                "alice", "password1\r\n",
                "login-form: Password must not contain control characters such as tab, newline or NUL.\n"
            ),
            (
                "alice", "pass\0word1\n",
                "login-form: Password must not contain control characters such as tab, newline or NUL.\n"
            ),
            ("alice", "", "login-form: No password was given on standard input.\n"),
            ("alice", "\n", "login-form: Password must be at least 8 characters.\n"),
            (
                "bad name", "password1\n",
                "login-form: Username must be 1–64 characters: letters a–z or A–Z, digits, “.”, “_” or “-”.\n"
            ),
            (
                "\u{5D0}\u{5D1}", "password1\n",
                "login-form: Username must be 1–64 characters: letters a–z or A–Z, digits, “.”, “_” or “-”.\n"
            ),
        ])
    func badInput(name: String, input: String, message: String) throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            let fd = pipeContaining(Array(input.utf8))
            defer { close(fd) }
            let (status, output, errors) = Self.addUser(name, store: store, input: fd)
            #expect(status == 1)
            #expect(output.isEmpty)
            #expect(errors == message)
            if let typed = input.split(separator: "\n").first, typed.count >= 3 {
                #expect(!errors.contains(typed), "the password is never echoed in messages")
            }
            #expect(try store.load().usernames.isEmpty)
        }
    }

    @Test("a badly formed name is refused before the password is read")
    func nameCheckedFirst() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let fd = pipeContaining(Array("password2\n".utf8))
            defer { close(fd) }
            let (status, _, errors) = Self.addUser("bad name", store: store, input: fd)
            #expect(status == 1)
            #expect(
                errors
                    == "login-form: Username must be 1–64 characters: letters a–z or A–Z, digits, “.”, “_” or “-”.\n"
            )
            var rest = [UInt8](repeating: 0, count: 32)
            #expect(read(fd, &rest, rest.count) == 10, "the password was left unread")
        }
    }

    @Test("a taken name is told only after a valid password, like in the window, and counts as an attempt")
    func takenNameToldAfterPassword() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try store.createAccount(
                name: "alice", password: SecretBytes("password1"), confirmation: SecretBytes("password1"))
            // No password (</dev/null): the same answer for a taken and a free name.
            for name in ["alice", "bob"] {
                let empty = pipeContaining([])
                defer { close(empty) }
                let (status, _, errors) = Self.addUser(name, store: store, input: empty)
                #expect(status == 1)
                #expect(errors == "login-form: No password was given on standard input.\n", "\(name)")
            }
            let short = pipeContaining(Array("short\n".utf8))
            defer { close(short) }
            #expect(
                Self.addUser("alice", store: store, input: short).2
                    == "login-form: Password must be at least 8 characters.\n")
            #expect(try store.throttle.failureCount(for: "alice") == 0)
            let valid = pipeContaining(Array("password2\n".utf8))
            defer { close(valid) }
            let (status, _, errors) = Self.addUser("alice", store: store, input: valid)
            #expect(status == 1)
            #expect(errors == "login-form: That username is already taken.\n")
            #expect(try store.throttle.failureCount(for: "alice") == 1)
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
        }
    }

    @Test("damaged lines are reported on the command line too, and kept")
    func warnsAboutDamagedLines() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            try writeFile(store.accountsPath, Array("root:x:0:0:root:/root:/bin/bash\n".utf8))
            let fd = pipeContaining(Array("password1\n".utf8))
            defer { close(fd) }
            let (status, _, errors) = Self.addUser("alice", store: store, input: fd)
            #expect(status == 0)
            #expect(
                errors
                    == "login-form: \(store.accountsPath), line 1: the hash does not start with “$” or contains "
                    + "spaces or control characters; the line is ignored for sign-in and kept unchanged.\n")
            #expect(
                try readFile(store.accountsPath).starts(with: Array("root:x:0:0:root:/root:/bin/bash\n".utf8))
            )
        }
    }

    @Test("a megabyte password from a file is rejected as too long")
    func megabytePassword() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let path = directory.appendingPathComponent("input").path
            try writeFile(path, Array(repeating: UInt8(ascii: "p"), count: 1 << 20) + [10])
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            let (status, _, errors) = Self.addUser("alice", store: store, input: fd)
            #expect(status == 1)
            #expect(errors.hasPrefix("login-form: Password must be at most 511 bytes long"))
        }
    }

    @Test("the command-line runner reads the password for --add-user")
    func throughRunner() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            let fd = pipeContaining(Array("password1\n".utf8))
            defer { close(fd) }
            let output = OutputCollector()
            let status = CommandLineRunner.run(
                CommandLineParser.parse(["login-form", "--add-user", "carol"]), version: "1",
                makeStore: { store }, input: fd, output: output.append, errorOutput: { _ in })
            #expect(status == 0)
            #expect(try store.verify(name: "carol", password: SecretBytes("password1")))
        }
    }

    @Test("on a terminal the password is asked twice without echo, and echo comes back")
    func terminal() throws {
        try withTemporaryDirectory { directory in
            let store = makeStore(directory)
            let terminal = try PseudoTerminal()
            defer { terminal.close() }
            let (master, slave) = (terminal.master, terminal.slave)
            var settings = termios()
            tcgetattr(slave, &settings)
            #expect(settings.c_lflag & tcflag_t(ECHO) != 0, "a fresh terminal echoes")

            let result = LockedValue<(Int32, String)?>(nil)
            let thread = Thread {
                let (status, _, errors) = Self.addUser("alice", store: store, input: slave)
                result.update { $0 = (status, errors) }
            }
            thread.start()
            // Wait until echo is off (the command has prompted) before typing, as a person would.
            let deadline = ContinuousClock.now + .seconds(10)
            repeat {
                tcgetattr(slave, &settings)
                sched_yield()
            } while settings.c_lflag & tcflag_t(ECHO) != 0 && ContinuousClock.now < deadline
            #expect(settings.c_lflag & tcflag_t(ECHO) == 0)
            let typed = Array("password1\npassword1\n".utf8)
            #expect(write(master, typed, typed.count) == typed.count)
            repeat { sched_yield() } while result.value == nil && ContinuousClock.now < deadline

            let (status, prompts) = try #require(result.value)
            #expect(status == 0)
            #expect(prompts == "Password for alice: Retype password: ")
            tcgetattr(slave, &settings)
            #expect(settings.c_lflag & tcflag_t(ECHO) != 0, "echo is restored")
            // What the terminal showed: at most the newlines (ECHONL), never the password.
            var shown = [UInt8](repeating: 0, count: 256)
            let flags = fcntl(master, F_GETFL)
            _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
            let count = max(0, read(master, &shown, shown.count))
            #expect(!String(decoding: shown[0..<count], as: UTF8.self).contains("password"))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
        }
    }
}
