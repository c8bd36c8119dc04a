import Foundation
import LoginAccounts
import Testing

@Suite("Two processes adding accounts at once")
struct ConcurrentWritersTests {
    /// The helper executable, built next to the test bundle by `swift build` / `swift test`.
    static var writerURL: URL { HelperProcess.url }

    @Test("no account is lost when two processes write concurrently")
    func twoProcesses() throws {
        #expect(
            FileManager.default.isExecutableFile(atPath: Self.writerURL.path),
            "build the accounts-writer helper first (swift build)")
        try withTemporaryDirectory { directory in
            let perWriter = 20
            var writers: [(Process, Pipe)] = []
            for prefix in ["left", "right"] {
                let process = Process()
                let start = Pipe()
                process.executableURL = Self.writerURL
                process.arguments = [directory.path, prefix, String(perWriter)]
                process.standardInput = start
                try process.run()
                writers.append((process, start))
            }
            // Both are running and blocked on their start pipe; release them together.
            for (_, start) in writers { try start.fileHandleForWriting.close() }
            for (process, _) in writers {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let store = makeStore(directory)
            let file = try store.load()
            let expected = ["left", "right"].flatMap { prefix in (0..<perWriter).map { "\(prefix)\($0)" } }
            #expect(Set(file.usernames) == Set(expected))
            #expect(file.usernames.count == 2 * perWriter)
            #expect(file.warnings.isEmpty)
            for name in expected {
                #expect(try store.verify(name: name, password: SecretBytes("password-\(name)")), "\(name)")
            }
        }
    }

    @Test("threads of one process, each with its own store, lose nothing either")
    func twoThreads() async throws {
        try await withTemporaryDirectoryAsync { (directory: URL) throws in
            await withTaskGroup(of: Void.self) { group in
                for prefix in ["t", "u"] {
                    group.addTask {
                        let store = makeStore(directory)
                        for index in 0..<5 {
                            let password = SecretBytes("password-\(index)")
                            try? store.createAccount(
                                name: "\(prefix)\(index)", password: password, confirmation: password)
                        }
                    }
                }
            }
            #expect(try makeStore(directory).load().usernames.count == 10)
        }
    }
}
