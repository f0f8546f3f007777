@testable import Pepin
import PropertyBased
import Testing

/// The binary greatest common divisor behind every normalised rational, against Euclid's.
@Suite struct GCDPropertyTests {
    static func euclid(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 1 : a
    }

    @Test("gcd agrees with Euclid's on any pair, zeros and extremes included")
    func agreesWithEuclid() async {
        let value = Gen.uint64(in: 0...UInt64.max)
        await propertyCheck(count: 5000, input: value, value) { a, b in
            #expect(Rational.gcd(a, b) == Self.euclid(a, b))
        }
        #expect(Rational.gcd(0, 0) == 1)
        #expect(Rational.gcd(0, 12) == 12)
        #expect(Rational.gcd(48, 180) == 12)
        #expect(Rational.gcd(UInt64(Int64.max), 1 << 62) == 1)
    }

    @Test("rationals made from any pair are in lowest terms with a positive denominator")
    func lowestTerms() async {
        let part = Gen.int64(in: -1_000_000_000...1_000_000_000)
        await propertyCheck(count: 3000, input: part, part) { n, d throws in
            guard d != 0 else { return }
            let value = try Rational.make(n, d)
            #expect(value.denominator > 0)
            #expect(Self.euclid(value.numerator.magnitude, UInt64(value.denominator)) == 1 || value.numerator == 0)
            #expect(value.numerator.multipliedFullWidth(by: d) == n.multipliedFullWidth(by: value.denominator))
        }
    }
}
