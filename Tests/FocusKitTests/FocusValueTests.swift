import Testing

@testable import FocusKit

/// ``FocusValue`` compares by hash first (issue 25): it must still say exactly what
/// `AnyHashable` says, for values of one type, of different types, and for optionals, which
/// `AnyHashable` unwraps.
@Suite("A focus value compares as AnyHashable does")
struct FocusValueTests {
    static var samples: [AnyHashable] {
        [
            AnyHashable(1), AnyHashable(Int?(1)), AnyHashable(UInt8(1)), AnyHashable(2), AnyHashable("1"),
            AnyHashable(true), AnyHashable(false), AnyHashable(Bool?(false)), AnyHashable(Int?.none),
            AnyHashable(String?.none), AnyHashable(Sample.a), AnyHashable(Sample.b),
            AnyHashable(Sample?.some(.a)),
            AnyHashable(Sample.c(name: "x")), AnyHashable(Sample.c(name: "y")),
        ]
    }

    enum Sample: Hashable {
        case a, b
        case c(name: String)
    }

    @Test func equalExactlyWhenAnyHashableIsEqual() {
        for lhs in Self.samples {
            for rhs in Self.samples {
                #expect((FocusValue(lhs) == FocusValue(rhs)) == (lhs == rhs), "\(lhs) and \(rhs)")
            }
        }
    }

    @Test func keepsTheValueAndItsHash() {
        for sample in Self.samples {
            #expect(FocusValue(sample).base == sample)
            #expect(FocusValue(sample).hash == sample.hashValue)
        }
    }
}
