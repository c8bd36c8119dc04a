/// A focus state's value as the coordinator keeps it: the type-erased value and its hash,
/// computed once.
///
/// Two values compare by hash first. A focus event compares a handful of values (the written
/// one with the committed and reset ones, the derived one with the committed one), and almost
/// all of them differ: `AnyHashable`'s `==` casts one side to the other's type each time
/// (about 1,000 instructions), where a different hash answers at once (issue 25). The hash is
/// also the key of a state's fields by value, so a write finds its candidates without hashing
/// again. Not `Hashable`, so that it is never turned into an `AnyHashable` by accident (Swift
/// converts any `Hashable` value implicitly): code outside the coordinator gets ``base``.
struct FocusValue: Equatable {
    /// The value as the app wrote or bound it.
    let base: AnyHashable
    /// `base.hashValue`.
    let hash: Int

    init(_ base: AnyHashable) {
        self.base = base
        hash = base.hashValue
    }

    static func == (lhs: FocusValue, rhs: FocusValue) -> Bool {
        lhs.hash == rhs.hash && lhs.base == rhs.base
    }
}
