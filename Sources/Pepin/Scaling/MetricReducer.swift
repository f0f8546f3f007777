/// Reduces metric volumes (millilitres) and masses (grams) to decimal amounts a cook reads:
/// 1000 g reads "1 kg", 750 ml stays "750 ml" (never "3/4 l"), 2.5 ml stays "2.5 ml".
/// Amounts that need more decimals than a kitchen scale or jug shows are rounded and marked.
struct MetricReducer {
    enum Kind { case volume, mass }
    let kind: Kind

    func reduce(_ quantity: Quantity, from base: Rational) -> ReducedAmount? {
        do {
            let low = try quantity.low.multiplied(by: base)
            let high = try quantity.high.multiplied(by: base)
            let (roundedLow, approximateLow) = try rounded(low)
            let (roundedHigh, approximateHigh) = try rounded(high)
            // One unit for both ends of a range: the one the high end needs.
            let unit = self.unit(for: roundedHigh, low: roundedLow)
            let a = try roundedLow.divided(by: unit.base)
            let b = try roundedHigh.divided(by: unit.base)
            let result: Quantity = a == b ? .exact(a) : .range(QuantityRange(low: a, high: b))
            return ReducedAmount(parts: [AmountPart(quantity: result, unit: unit.unit)], isApproximate: approximateLow || approximateHigh)
        } catch {
            return nil
        }
    }

    /// Precision a cook can measure: 0.1 below 10 (grams or millilitres), whole units below 1000,
    /// then 10 (two decimals of a kilogram or litre).
    private func rounded(_ value: Rational) throws(QuantityError) -> (Rational, Bool) {
        let step: Rational
        if kind == .mass, value < .one {
            step = Rational(1, 1000)  // milligrams
        } else if value < Rational(10) {
            step = Rational(1, 10)
        } else if value < Rational(1000) {
            step = .one
        } else {
            step = Rational(10)
        }
        let result = try value.rounded(toMultipleOf: step)
        if result.isZero, !value.isZero { return (step, true) }
        return (result, result != value)
    }

    private func unit(for high: Rational, low: Rational) -> (unit: Unit, base: Rational) {
        switch kind {
        case .volume:
            return high >= Rational(1000) && low >= Rational(1000) ? (.volume(.liter), Rational(1000)) : (.volume(.milliliter), .one)
        case .mass:
            if high >= Rational(1000), low >= Rational(1000) { return (.mass(.kilogram), Rational(1000)) }
            if high < .one { return (.mass(.milligram), Rational(1, 1000)) }
            return (.mass(.gram), .one)
        }
    }
}

/// Reduces US masses (ounces): "1 1/2 pounds", "12 ounces", "1 pound + 2 ounces".
struct USMassReducer {
    let source: MassUnit
    let style: ReductionStyle

    func reduce(_ quantity: Quantity) -> ReducedAmount? {
        do {
            let low = try quantity.low.multiplied(by: source.inSystemBase)
            let high = try quantity.high.multiplied(by: source.inSystemBase)
            // Kitchen scales in ounces read eighths below 4 oz and quarters above.
            let roundedLow = try rounded(low)
            let roundedHigh = try rounded(high)
            let approximate = roundedLow != low || roundedHigh != high
            // Pounds when every end is at least a pound in quarter pounds.
            let lowQuarters = try roundedLow.divided(by: Rational(4)).isInteger
            let highQuarters = try roundedHigh.divided(by: Rational(4)).isInteger
            let inPounds = roundedLow >= Rational(16) && lowQuarters && highQuarters
            if inPounds {
                return try one(roundedLow, roundedHigh, .pound, approximate)
            }
            if case .exact = quantity, style == .compound, roundedLow > Rational(16) {
                let pounds = try roundedLow.divided(by: Rational(16)).floor
                let ounces = try roundedLow.subtracting(Rational(pounds * 16))
                return ReducedAmount(
                    parts: [
                        AmountPart(quantity: .exact(Rational(pounds)), unit: .mass(.pound)),
                        AmountPart(quantity: .exact(ounces), unit: .mass(.ounce)),
                    ], isApproximate: approximate)
            }
            return try one(roundedLow, roundedHigh, .ounce, approximate)
        } catch {
            return nil
        }
    }

    private func rounded(_ ounces: Rational) throws(QuantityError) -> Rational {
        let step = ounces < Rational(4) ? Rational(1, 8) : Rational(1, 4)
        let result = try ounces.rounded(toMultipleOf: step)
        return result.isZero ? step : result
    }

    private func one(_ low: Rational, _ high: Rational, _ unit: MassUnit, _ approximate: Bool) throws(QuantityError) -> ReducedAmount {
        let a = try low.divided(by: unit.inSystemBase)
        let b = try high.divided(by: unit.inSystemBase)
        let quantity: Quantity = a == b ? .exact(a) : .range(QuantityRange(low: a, high: b))
        return ReducedAmount(parts: [AmountPart(quantity: quantity, unit: .mass(unit))], isApproximate: approximate)
    }
}
