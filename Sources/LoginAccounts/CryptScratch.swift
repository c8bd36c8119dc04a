import CCrypt
import Glibc

/// Runs `body` with a zeroed, heap-allocated `struct crypt_data`.
///
/// The struct is 32 KiB, too big to risk on a thread's stack. libcrypt requires it to start out
/// zeroed; afterwards it holds the hash output and the setting, so it is wiped before it is
/// freed.
func withCryptScratch<Result>(_ body: (UnsafeMutablePointer<crypt_data>) -> Result) -> Result {
    let size = MemoryLayout<crypt_data>.size
    let raw = UnsafeMutableRawBufferPointer.allocate(
        byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
    raw.initializeMemory(as: UInt8.self, repeating: 0)
    defer {
        secureZero(raw)
        raw.deallocate()
    }
    return body(raw.baseAddress!.bindMemory(to: crypt_data.self, capacity: 1))
}
