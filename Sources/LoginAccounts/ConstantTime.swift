/// Compares two byte strings in time that depends only on their lengths.
///
/// An early-exit comparison would tell an attacker how many leading bytes of a guessed hash are
/// right; here every byte is visited and differences are folded into one accumulator.
func constantTimeEquals(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
    var difference: UInt8 = lhs.count == rhs.count ? 0 : 1
    for index in 0..<max(lhs.count, rhs.count) {
        let left = index < lhs.count ? lhs[index] : 0
        let right = index < rhs.count ? rhs[index] : 0
        difference |= left ^ right
    }
    return difference == 0
}
