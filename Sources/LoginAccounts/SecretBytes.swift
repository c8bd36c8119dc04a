import Glibc

/// A password or other secret held as raw bytes that are wiped when no longer needed.
///
/// Swift `String`s cannot be cleared and may be copied freely, so everything that checks or
/// hashes a password works on `SecretBytes` instead. The bytes live in one heap allocation
/// (followed by a NUL so libcrypt can read them as a C string), are zeroed with
/// `explicit_bzero` on `clear()` and on deinit, and are never shown by `print`, string
/// interpolation, `debugPrint` or `dump`: all of them show `<redacted>`.
///
/// The type is deliberately not `Sendable`: `clear()` mutates the bytes, so sharing one
/// instance between threads would be a data race. Create it where it is used.
public final class SecretBytes {
    /// `count` content bytes followed by one NUL terminator.
    private let storage: UnsafeMutableRawBufferPointer
    /// How the storage is given back; tests replace it to observe the wipe.
    private let release: (UnsafeMutableRawBufferPointer) -> Void

    /// The number of secret bytes (not counting the internal NUL terminator).
    public let count: Int

    /// Allocates `count` zeroed bytes plus a terminator; `fill` writes the content.
    init(
        count: Int,
        release: @escaping (UnsafeMutableRawBufferPointer) -> Void = { $0.deallocate() },
        fill: (UnsafeMutableRawBufferPointer) -> Void
    ) {
        precondition(count >= 0, "negative SecretBytes count")
        let buffer = UnsafeMutableRawBufferPointer.allocate(
            byteCount: count + 1, alignment: MemoryLayout<UInt8>.alignment)
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        fill(UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count]))
        self.storage = buffer
        self.release = release
        self.count = count
    }

    /// Copies the given bytes into a new secret.
    public convenience init<Bytes: Collection>(bytes: Bytes) where Bytes.Element == UInt8 {
        self.init(count: bytes.count) { $0.copyBytes(from: bytes) }
    }

    /// Copies the UTF-8 encoding of `string`.
    ///
    /// The `String` itself cannot be wiped; prefer building secrets from C buffers (for
    /// example `init(cString:)` on the text of a password entry) where possible.
    public convenience init(_ string: String) {
        self.init(bytes: string.utf8)
    }

    /// Copies a NUL-terminated C string, such as the text of a GTK password entry.
    public convenience init(cString: UnsafePointer<CChar>) {
        let length = strlen(cString)
        self.init(count: length) { destination in
            destination.copyMemory(from: UnsafeRawBufferPointer(start: cString, count: length))
        }
    }

    deinit {
        secureZero(storage)
        release(storage)
    }

    /// Calls `body` with a read-only view of the secret bytes (without the terminator).
    ///
    /// The pointer must not escape `body`.
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
    }

    /// Calls `body` with the secret as a NUL-terminated C string, for libcrypt.
    ///
    /// Callers must reject secrets that contain NUL first: C would silently cut them there.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        body(storage.baseAddress!.assumingMemoryBound(to: CChar.self))
    }

    /// Whether the secret contains a NUL byte, which C strings cannot carry.
    public var containsNUL: Bool {
        withUnsafeBytes { $0.contains(0) }
    }

    /// Compares two secrets in time that depends only on their lengths.
    public func isEqual(to other: SecretBytes) -> Bool {
        withUnsafeBytes { mine in other.withUnsafeBytes { constantTimeEquals(mine, $0) } }
    }

    /// Wipes the bytes now instead of waiting for deinit. The count stays the same and every
    /// byte reads as zero afterwards.
    public func clear() {
        secureZero(storage)
    }
}

extension SecretBytes: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Always `<redacted>`, so a secret that ends up in a log line reveals nothing.
    public var description: String { "<redacted>" }

    /// Always `<redacted>`.
    public var debugDescription: String { "<redacted>" }

    /// A mirror without children, so `dump` and debuggers show no content or pointer.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
