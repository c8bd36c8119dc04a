import Glibc

/// Overwrites `buffer` with zeros in a way the optimizer may not remove.
///
/// A plain `memset` right before memory is freed is a dead store that compilers are allowed to
/// delete; glibc's `explicit_bzero` exists precisely so that secrets really are wiped.
func secureZero(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    explicit_bzero(base, buffer.count)
}
