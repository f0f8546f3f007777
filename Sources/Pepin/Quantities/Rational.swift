/// An exact fraction, always normalised: the denominator is positive and shares no factor with the
/// numerator, so `Rational(2, 4) == Rational(1, 2)` and hashing follows the value.
///
/// Amounts in Pepin are never floating point: 1/3 cup tripled is exactly 1 cup.
/// Arithmetic that would overflow `Int` throws ``QuantityError/overflow`` instead of trapping.
///
/// ```swift
/// let third = Rational(1, 3)
/// try third * Rational(3)   // 1
/// ```
public struct Rational: Hashable, Sendable {
    /// The numerator; carries the sign. 64-bit on every platform (WebAssembly's `Int` is 32-bit).
    public let numerator: Int64
    /// The denominator; always positive.
    public let denominator: Int64

    /// A whole number.
    public init(_ whole: Int) {
        numerator = Int64(whole)
        denominator = 1
    }

    /// A whole number.
    public init(_ whole: Int64) {
        numerator = whole
        denominator = 1
    }

    /// `numerator / denominator`, normalised. Traps on a zero denominator (a programmer error);
    /// use ``make(_:_:)`` for untrusted values.
    public init(_ numerator: Int, _ denominator: Int) {
        self.init(Int64(numerator), Int64(denominator))
    }

    /// `numerator / denominator`, normalised; traps on a zero denominator.
    public init(_ numerator: Int64, _ denominator: Int64) {
        precondition(denominator != 0, "Rational with a zero denominator")
        precondition(numerator != Int64.min && denominator != Int64.min, "Rational out of range")
        self.init(normalising: numerator, denominator)
    }

    /// `numerator / denominator` from untrusted values.
    /// - Throws: ``QuantityError/divisionByZero`` or ``QuantityError/overflow``.
    public static func make(_ numerator: Int, _ denominator: Int) throws(QuantityError) -> Rational {
        try make(Int64(numerator), Int64(denominator))
    }

    /// `numerator / denominator` from untrusted 64-bit values.
    public static func make(_ numerator: Int64, _ denominator: Int64) throws(QuantityError) -> Rational {
        if denominator == 0 { throw .divisionByZero }
        if numerator == Int64.min || denominator == Int64.min { throw .overflow }
        return Rational(normalising: numerator, denominator)
    }

    /// Trusted fast path: the caller guarantees the pair is already normalised.
    init(uncheckedNumerator numerator: Int64, denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    private init(normalising n: Int64, _ d: Int64) {
        if d == 1 {
            numerator = n
            denominator = 1
            return
        }
        let g = Int64(Rational.gcd(n.magnitude, d.magnitude))
        let sign: Int64 = d < 0 ? -1 : 1
        numerator = sign * (n / g)
        denominator = sign * (d / g)
    }

    /// The greatest common divisor (1 for two zeros), by Stein's binary method: shifts and
    /// subtractions instead of 64-bit divisions, which every scaled amount would otherwise pay.
    static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        if a == 0 { return b == 0 ? 1 : b }
        if b == 0 { return a }
        var a = a
        var b = b
        let shift = (a | b).trailingZeroBitCount
        a >>= UInt64(a.trailingZeroBitCount)
        repeat {
            b >>= UInt64(b.trailingZeroBitCount)
            if a > b { swap(&a, &b) }
            b -= a
        } while b != 0
        return a << UInt64(shift)
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    /// True for a whole number.
    public var isInteger: Bool { denominator == 1 }
    /// True below zero.
    public var isNegative: Bool { numerator < 0 }
    /// True for zero.
    public var isZero: Bool { numerator == 0 }
    /// The whole part, rounded toward zero: `7/2` gives 3.
    public var wholePart: Int64 { numerator / denominator }
    /// What is left after the whole part, with the same sign: `7/2` gives `1/2`.
    public var fractionalPart: Rational {
        Rational(uncheckedNumerator: numerator % denominator, denominator: denominator)
    }
    /// The largest integer not above the value.
    public var floor: Int64 {
        let q = numerator / denominator
        return (numerator % denominator != 0 && numerator < 0) ? q - 1 : q
    }
    /// The nearest `Double`, for display of metric decimals and approximate comparisons only.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }
    /// The absolute value.
    public var magnitude: Rational {
        Rational(uncheckedNumerator: numerator < 0 ? -numerator : numerator, denominator: denominator)
    }
}

/// Why an arithmetic step or a number could not be made.
public enum QuantityError: Error, Hashable, Sendable {
    /// The result does not fit in 64-bit integers.
    case overflow
    /// A division by zero (also a zero denominator).
    case divisionByZero
    /// The text is not a number Pepin reads.
    case notANumber
    /// The factor must be above zero.
    case notPositive
}

extension Rational: Comparable {
    public static func < (a: Rational, b: Rational) -> Bool {
        // Compare a.n * b.d with b.n * a.d in full width, so no overflow is possible.
        let left = a.numerator.multipliedFullWidth(by: b.denominator)
        let right = b.numerator.multipliedFullWidth(by: a.denominator)
        return left.high < right.high || (left.high == right.high && left.low < right.low)
    }
}

extension Rational: CustomStringConvertible {
    /// "3/2", "-1/4", "2".
    public var description: String { isInteger ? String(numerator) : "\(numerator)/\(denominator)" }
}
