/// Writes a weight in grams as a cook weighs it: 0.1 g steps below 1 g (spices, yeast), 1 g steps
/// below 100 g, 5 g steps below 1 kg, then kilograms with one decimal. A rounded weight is marked
/// approximate.
///
/// ```swift
/// GramReducer(.exact(Rational(125))).reduced          // 125 g
/// GramReducer(.exact(Rational(1_252, 10))).reduced    // ≈ 125 g
/// GramReducer(.exact(Rational(1_250))).reduced        // ≈ 1.3 kg
/// ```
public struct GramReducer: Sendable {
    /// The weight in grams.
    public let grams: Quantity

    /// Reduces `grams`.
    public init(_ grams: Quantity) { self.grams = grams }

    /// The weight in g or kg, or `nil` when it overflows.
    public var reduced: ReducedAmount? {
        do {
            let (low, lowRounded) = try Self.rounded(grams.low)
            let (high, highRounded) = try Self.rounded(grams.high)
            let inKilograms = low >= Rational(1000)
            let unit: Unit = inKilograms ? .mass(.kilogram) : .mass(.gram)
            let divisor = inKilograms ? Rational(1000) : .one
            let a = try low.divided(by: divisor)
            let b = try high.divided(by: divisor)
            let quantity: Quantity = a == b ? .exact(a) : .range(QuantityRange(low: a, high: b))
            return ReducedAmount(parts: [AmountPart(quantity: quantity, unit: unit)], isApproximate: lowRounded || highRounded)
        } catch {
            return nil
        }
    }

    /// The nearest weight a kitchen scale shows, and whether it differs from `value`.
    static func rounded(_ value: Rational) throws(QuantityError) -> (Rational, Bool) {
        let step: Rational
        if value < .one {
            step = Rational(1, 10)
        } else if value < Rational(100) {
            step = .one
        } else if value < Rational(1000) {
            step = Rational(5)
        } else {
            step = Rational(100)  // kilograms with one decimal
        }
        var result = try value.rounded(toMultipleOf: step)
        if result.isZero, !value.isZero { result = step }  // never weigh a real amount as nothing
        return (result, result != value)
    }
}
