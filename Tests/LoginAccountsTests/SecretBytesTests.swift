import Testing

// @testable only to reach SecretBytes' internal release hook, which lets the test look at the
// memory at the moment it is given back: reading it after deinit would be use-after-free.
@testable import LoginAccounts

@Suite("SecretBytes")
struct SecretBytesTests {
    @Test("the content never appears in descriptions, debug output or dumps")
    func redacted() {
        let secret = SecretBytes("hunter2-hunter2")
        #expect("\(secret)" == "<redacted>")
        #expect(String(describing: secret) == "<redacted>")
        #expect(String(reflecting: secret) == "<redacted>")
        var dumped = ""
        dump(secret, to: &dumped)
        #expect(!dumped.contains("hunter2"))
        #expect(Mirror(reflecting: secret).children.isEmpty)
        #expect(!"\([secret])".contains("hunter2"))
    }

    @Test("clear() zeroes every byte")
    func clear() {
        let secret = SecretBytes("hunter2-hunter2")
        #expect(secret.withUnsafeBytes { Array($0) } == Array("hunter2-hunter2".utf8))
        secret.clear()
        #expect(secret.count == 15)
        #expect(secret.withUnsafeBytes { $0.allSatisfy { $0 == 0 } })
    }

    @Test("deinit wipes the bytes before the memory is released")
    func wipedOnDeinit() {
        let seen = LockedValue<[UInt8]?>(nil)
        do {
            let secret = SecretBytes(
                count: 8,
                release: { buffer in
                    seen.update { $0 = Array(buffer) }
                    buffer.deallocate()
                }
            ) { $0.copyBytes(from: Array("topsecret".utf8.prefix(8))) }
            #expect(secret.withUnsafeBytes { Array($0) } == Array("topsecre".utf8))
        }
        #expect(seen.value == [UInt8](repeating: 0, count: 9), "8 bytes and the terminator, all zero")
    }

    @Test("copies come from strings, byte collections and C strings")
    func initializers() {
        #expect(SecretBytes(bytes: [1, 2, 0, 3]).count == 4)
        #expect(SecretBytes(bytes: [1, 2, 0, 3]).containsNUL)
        #expect(!SecretBytes("abc").containsNUL)
        let fromC = "pass\0word".withCString { SecretBytes(cString: $0) }
        #expect(fromC.withUnsafeBytes { Array($0) } == Array("pass".utf8))
        #expect(SecretBytes("").count == 0)
    }

    @Test("equality compares the whole content and the length")
    func equality() {
        #expect(SecretBytes("password").isEqual(to: SecretBytes("password")))
        #expect(!SecretBytes("password").isEqual(to: SecretBytes("passwore")))
        #expect(!SecretBytes("password").isEqual(to: SecretBytes("password1")))
        #expect(!SecretBytes("password1").isEqual(to: SecretBytes("password")))
        #expect(SecretBytes("").isEqual(to: SecretBytes("")))
    }
}
