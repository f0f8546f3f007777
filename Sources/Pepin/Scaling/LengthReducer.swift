/// Reads a length in the other system as a cook measures it with a ruler: how thick to slice, how
/// big a piece, how wide a tin. Never precise to the millimetre it does not need, and never "≈":
/// a length in a recipe is a guide, not a measure.
///
/// - To metric: under a centimetre in whole millimetres (1/8 inch reads "3 mm", 1/4 inch "6 mm");
///   to 2 cm in whole centimetres (1/2 inch "1 cm", 3/4 inch "2 cm"); to 10 cm in half
///   centimetres (1 inch "2.5 cm", 1 1/2 inches "4 cm"); then whole centimetres (9 inches "23 cm").
/// - To inches: eighths below 3/16 inch (3 mm reads "1/8 inch"), quarters to 2 inches (5 mm
///   "1/4 inch", 1 cm "1/2 inch", 2.5 cm "1 inch"), halves to 6 inches (4 cm "1 1/2 inches"),
///   then whole inches (23 cm "9 inches").
///
/// A range keeps one unit, the one its larger end reads in: "1/8-1/2 inch" reads "0.5-1 cm".
///
/// ```swift
/// LengthReducer.reduce(.exact(Rational(1, 2)), from: .inch, toMetric: true)   // 1 cm
/// LengthReducer.reduce(.exact(Rational(23)), from: .centimeter, toMetric: false)  // 9 inches
/// ```
enum LengthReducer {
    /// `quantity` in `unit` read in the other system (metric when `toMetric`), or `nil` when it
    /// already reads in it or overflows. With `ownSystem`, on a ruler of its own system
    /// (``rounded(_:in:)``).
    @inline(never)
    static func reduce(_ quantity: Quantity, from unit: LengthUnit, toMetric: Bool, ownSystem: Bool = false) -> ReducedAmount? {
        guard ownSystem || (unit.system == .metric) != toMetric else { return nil }
        do {
            let low = try quantity.low.multiplied(by: unit.inSystemBase)  // millimetres
            let high = try quantity.high.multiplied(by: unit.inSystemBase)
            // Millimetres under a centimetre (as rounded), centimetres from one.
            let target: LengthUnit = !toMetric ? .inch : high < Rational(19, 2) ? .millimeter : .centimeter
            func rounded(_ millimeters: Rational) throws(QuantityError) -> Rational {
                let value = try millimeters.divided(by: target.inSystemBase)
                return toMetric ? try value.rounded(toMultipleOf: metricStep(millimeters, unit: target)) : try inches(value)
            }
            let roundedLow = try rounded(low)
            let roundedHigh = try rounded(high)
            let result: Quantity = roundedLow == roundedHigh ? .exact(roundedHigh) : .range(QuantityRange(low: roundedLow, high: roundedHigh))
            return ReducedAmount(parts: [AmountPart(quantity: result, unit: .length(target))], isApproximate: false)
        } catch {
            return nil
        }
    }

    /// `quantity` in `unit` as a ruler of its own system reads it: a scaled "5cm piece" x1/3
    /// reads "2 cm", never "1 2/3 cm"; "2-inch" x1/3 "3/4-inch". `nil` when both ends already
    /// read on the ruler: tenths of the metric unit, eighths of an inch.
    static func rounded(_ quantity: Quantity, in unit: LengthUnit) -> ReducedAmount? {
        let marks = Rational(unit.system == .metric ? 10 : 8)
        guard let low = try? quantity.low.multiplied(by: marks), let high = try? quantity.high.multiplied(by: marks),
            !low.isInteger || !high.isInteger
        else { return nil }
        return reduce(quantity, from: unit, toMetric: unit.system == .metric, ownSystem: true)
    }

    /// The step a length in `unit` is rounded to: a millimetre; in centimetres a whole one from
    /// 1 to 2 cm and above 10 cm, half of one between (and for a range's low end under 1 cm).
    private static func metricStep(_ millimeters: Rational, unit: LengthUnit) -> Rational {
        guard unit == .centimeter else { return .one }
        if millimeters >= Rational(10) && millimeters < Rational(45, 2) || millimeters >= Rational(100) { return .one }
        return Rational(1, 2)
    }

    /// Inches as a ruler marks them: eighths below 3/16, quarters to 2, halves to 6, whole above.
    private static func inches(_ value: Rational) throws(QuantityError) -> Rational {
        let step: Rational =
            if value < Rational(3, 16) { Rational(1, 8) }
            else if value < Rational(2) { Rational(1, 4) }
            else if value < Rational(6) { Rational(1, 2) }
            else { .one }
        return max(try value.rounded(toMultipleOf: step), Rational(1, 8))
    }
}
