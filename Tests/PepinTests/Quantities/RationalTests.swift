import Pepin
import Testing

@Suite struct RationalTests {
    @Test("fractions are normalised on creation", arguments: [
        (2, 4, 1, 2), (-2, 4, -1, 2), (2, -4, -1, 2), (-3, -9, 1, 3), (0, 5, 0, 1), (10, 5, 2, 1),
    ])
    func normalised(n: Int, d: Int, en: Int, ed: Int) {
        let value = Rational(n, d)
        #expect(value.numerator == en && value.denominator == ed)
        #expect(value == Rational(en, ed))
        #expect(value.hashValue == Rational(en, ed).hashValue)
    }

    @Test("one third tripled is exactly one")
    func third() throws {
        #expect(try Rational(1, 3) * Rational(3) == .one)
        #expect(try Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(try Rational(1, 2) - Rational(3, 4) == Rational(-1, 4))
        #expect(try Rational(3, 4) / Rational(3, 2) == Rational(1, 2))
    }

    @Test("overflow is an error, never a trap or a wrong value")
    func overflow() {
        let huge = Rational(Int.max)
        #expect(throws: QuantityError.overflow) { try huge + Rational(1) }
        #expect(throws: QuantityError.overflow) { try huge * Rational(2) }
        #expect(throws: QuantityError.overflow) { try Rational(1, Int.max) + Rational(1, Int.max - 1) }
        #expect(throws: QuantityError.divisionByZero) { try Rational(1) / Rational(0) }
        #expect(throws: QuantityError.divisionByZero) { try Rational.make(1, 0) }
        #expect(throws: QuantityError.overflow) { try Rational.make(Int.min, 3) }
    }

    @Test("comparison never overflows")
    func comparison() {
        #expect(Rational(Int.max - 1, Int.max) < Rational(Int.max, Int.max - 1))
        #expect(Rational(-1, 2) < Rational(1, 3))
        #expect(Rational(7, 2).floor == 3 && Rational(-7, 2).floor == -4)
    }

    @Test("rounding to a step", arguments: [
        (Rational(1, 3), Rational(1, 8), Rational(3, 8)), (Rational(7, 3), Rational(1, 2), Rational(5, 2)),
        (Rational(5, 4), Rational(1, 2), Rational(3, 2)),
    ])
    func rounding(value: Rational, step: Rational, expected: Rational) throws {
        #expect(try value.rounded(toMultipleOf: step) == expected)
    }
}

