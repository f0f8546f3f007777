/// Converts amounts between units of one dimension and one system, exactly.
enum UnitConversion {
    /// `amount` of `from` expressed in `to`; throws ``QuantityError/notANumber`` across dimensions
    /// or systems (those need a density or a view).
    static func amount(_ amount: Rational, from: Unit, to: Unit) throws(QuantityError) -> Rational {
        if from == to { return amount }
        switch (from, to) {
        case (.volume(let a), .volume(let b)) where a.system == b.system:
            return try Measure(amount, a).amount(in: b)
        case (.mass(let a), .mass(let b)) where a.system == b.system:
            return try Measure(amount, a).amount(in: b)
        case (.length(let a), .length(let b)):
            return try Measure(amount, a).inSystemBase.divided(by: b.inSystemBase)
        default:
            throw .notANumber
        }
    }
}
