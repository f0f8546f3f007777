extension Rational {
    /// The sum, or ``QuantityError/overflow``.
    public func adding(_ other: Rational) throws(QuantityError) -> Rational {
        if denominator == other.denominator {
            return try Rational.make(checked(numerator.addingReportingOverflow(other.numerator)), denominator)
        }
        // Work over lcm(d1, d2) to keep intermediate values small.
        let g = Int64(Rational.gcd(denominator.magnitude, other.denominator.magnitude))
        let left = try checked(numerator.multipliedReportingOverflow(by: other.denominator / g))
        let right = try checked(other.numerator.multipliedReportingOverflow(by: denominator / g))
        let sum = try checked(left.addingReportingOverflow(right))
        let lcm = try checked((denominator / g).multipliedReportingOverflow(by: other.denominator))
        return try Rational.make(sum, lcm)
    }

    /// The difference, or ``QuantityError/overflow``.
    public func subtracting(_ other: Rational) throws(QuantityError) -> Rational {
        try adding(other.negated())
    }

    /// The product, or ``QuantityError/overflow``.
    public func multiplied(by other: Rational) throws(QuantityError) -> Rational {
        // Cross-reduce first: (a/b)(c/d) = (a/g1)(c/g2) / ((b/g2)(d/g1)).
        // A whole number shares nothing with the other's numerator: most amounts and many
        // scales are whole, so most products skip one gcd or both.
        let g1 = other.denominator == 1 ? 1 : Int64(Rational.gcd(numerator.magnitude, other.denominator.magnitude))
        let g2 = denominator == 1 ? 1 : Int64(Rational.gcd(other.numerator.magnitude, denominator.magnitude))
        let n = try checked((numerator / g1).multipliedReportingOverflow(by: other.numerator / g2))
        let d = try checked((denominator / g2).multipliedReportingOverflow(by: other.denominator / g1))
        // Both factors are in lowest terms and cross-reduced, so the product is too (and its
        // denominator positive): no third gcd.
        if n == Int64.min { throw .overflow }
        return Rational(uncheckedNumerator: n, denominator: d)
    }

    /// The quotient, or ``QuantityError/divisionByZero`` / ``QuantityError/overflow``.
    public func divided(by other: Rational) throws(QuantityError) -> Rational {
        try multiplied(by: other.reciprocal())
    }

    /// `1 / self`, or ``QuantityError/divisionByZero``.
    public func reciprocal() throws(QuantityError) -> Rational {
        if numerator == 0 { throw .divisionByZero }
        return try Rational.make(denominator, numerator)
    }

    /// `-self`. Never overflows: a normalised numerator is never `Int.min`.
    public func negated() -> Rational {
        Rational(uncheckedNumerator: -numerator, denominator: denominator)
    }

    public static func + (a: Rational, b: Rational) throws(QuantityError) -> Rational { try a.adding(b) }
    public static func - (a: Rational, b: Rational) throws(QuantityError) -> Rational { try a.subtracting(b) }
    public static func * (a: Rational, b: Rational) throws(QuantityError) -> Rational { try a.multiplied(by: b) }
    public static func / (a: Rational, b: Rational) throws(QuantityError) -> Rational { try a.divided(by: b) }

    /// The nearest multiple of `step` (halves round away from zero), or ``QuantityError/overflow``.
    public func rounded(toMultipleOf step: Rational) throws(QuantityError) -> Rational {
        // The common case in 64 bits: self / step = (n x sd) / (d x sn), rounded by integer division.
        let (a, aOverflow) = numerator.multipliedReportingOverflow(by: step.denominator)
        let (b, bOverflow) = denominator.multipliedReportingOverflow(by: step.numerator)
        if !aOverflow, !bOverflow, b > 0, b <= Int64.max / 2, a != Int64.min {
            let quotient = a / b
            let remainder = a % b
            // Halves away from zero, as below.
            let whole = 2 * remainder.magnitude >= UInt64(b) ? quotient + (a < 0 ? -1 : 1) : quotient
            return try Rational(whole).multiplied(by: step)
        }
        let units = try divided(by: step)
        let twice = try units.multiplied(by: Rational(2))
        // round(x) = floor((2x + 1) / 2) for x >= 0, mirrored for negatives.
        // (m + 1) / 2 written as m / 2 + m % 2, so m = Int64.max cannot overflow.
        let magnitudeUnits = twice.magnitude
        let whole = magnitudeUnits.numerator / magnitudeUnits.denominator
        let rounded = whole / 2 + whole % 2
        return try Rational(units.isNegative ? -rounded : rounded).multiplied(by: step)
    }
}

@inline(__always)
private func checked(_ result: (partialValue: Int64, overflow: Bool)) throws(QuantityError) -> Int64 {
    if result.overflow { throw .overflow }
    return result.partialValue
}
