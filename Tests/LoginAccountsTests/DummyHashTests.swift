import Foundation
import LoginAccounts
import Testing

/// Issue 17, point 8: unknown names are hashed with a stored account's parameters, not the
/// app's own cost, so their answer takes as long as a real account's.
@Suite("The hash spent on unknown names")
struct DummyHashTests {
    /// “$y$j9T$” from “$y$j9T$salt$hash”: method and cost parameters.
    static func parameters(_ hash: String) -> String {
        hash.split(separator: "$", omittingEmptySubsequences: false).prefix(3).joined(separator: "$") + "$"
    }

    @Test("an unknown name is hashed with the stored account's setting, whatever the app's own cost")
    func storedParameters() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)  // hashes new passwords at cost 1
            let stored = try PasswordHasher(cost: 7).hash(SecretBytes("password1"))
            let ownCost = try store.hasher.hash(SecretBytes("password1"))
            #expect(Self.parameters(stored) != Self.parameters(ownCost), "the test needs two different costs")
            try writeFile(store.accountsPath, Array("alice:\(stored)\n".utf8))
            let file = try store.load()
            #expect(store.dummySetting(for: file) == stored)
            #expect(try !store.verify(name: "ghost", password: SecretBytes("password1")))
            #expect(try store.verify(name: "alice", password: SecretBytes("password1")))
            #expect(!store.hasher.verifyAgainstNothing(SecretBytes("password1"), setting: stored))
        }
    }

    @Test("with no account yet the app's own setting is used")
    func noAccount() throws {
        try withTemporaryDirectory { (directory: URL) throws in
            let store = makeStore(directory)
            #expect(store.dummySetting(for: try store.load()) == nil)
            #expect(try !store.verify(name: "ghost", password: SecretBytes("password1")))
        }
    }
}
