/// Where an amount came from, which decides how far it may be rounded.
public enum AmountOrigin: Hashable, Sendable {
    /// The author's own unit, scaled: grams the author weighed are never rounded to a coarser
    /// step than they were written in ("900 g" x5/4 reads "1125 g").
    case written
    /// Converted from another unit or system through a density or a piece weight: rounded to the
    /// steps of the tool that measures it (a scale, spoons, a jug).
    case converted
}

/// Reduces metric volumes (millilitres) and masses (grams) to amounts a metric kitchen measures,
/// with the steps of ``MeasuringTools``: spoons of 1.25 to 15 ml, then a jug's marks, litres from
/// 2 l; a scale's grams, kilograms from 5 kg. An author's own amount that is already on a fine
/// grid (whole grams, tenths below 10) is kept exact, and an author's weight is rounded only to
/// that grid. Rounded amounts are marked approximate.
///
/// ```swift
/// MetricReducer(kind: .mass, origin: .converted).reduce(.exact(Rational(1252)), from: .one)   // ≈ 1250 g
/// MetricReducer(kind: .volume, origin: .converted).reduce(.exact(Rational(237)), from: .one)  // ≈ 240 ml
/// ```
struct MetricReducer {
    enum Kind { case volume, mass }
    let kind: Kind
    let origin: AmountOrigin

    func reduce(_ quantity: Quantity, from base: Rational) -> ReducedAmount? {
        do {
            let low = try quantity.low.multiplied(by: base)
            let high = try quantity.high.multiplied(by: base)
            let (roundedLow, approximateLow) = try rounded(low)
            let (roundedHigh, approximateHigh) = try rounded(high)
            // One unit for both ends of a range: the one the low end allows.
            let unit = self.unit(for: roundedLow, high: roundedHigh, authorsLarge: base == Rational(1000))
            let a = try roundedLow.divided(by: unit.base)
            let b = try roundedHigh.divided(by: unit.base)
            let result: Quantity = a == b ? .exact(a) : .range(QuantityRange(low: a, high: b))
            return ReducedAmount(parts: [AmountPart(quantity: result, unit: unit.unit)], isApproximate: approximateLow || approximateHigh)
        } catch {
            return nil
        }
    }

    /// The nearest amount the tool measures, and whether it differs from `value`.
    private func rounded(_ value: Rational) throws(QuantityError) -> (Rational, Bool) {
        if origin == .written {
            // The author's own amount: kept when it is on the fine grid; an author's weight is
            // rounded no further than it (digital scales read grams), a volume to the jug's marks.
            let fine = try value.rounded(toMultipleOf: MeasuringTools.authorStep(value))
            if fine == value { return (value, false) }
            if kind == .mass { return (fine.isZero ? MeasuringTools.authorStep(value) : fine, true) }
        }
        let step: Rational
        switch kind {
        case .mass:
            step = MeasuringTools.scaleStep(grams: value)
        case .volume:
            step = value < MeasuringTools.metricSpoonLimit ? MeasuringTools.metricSpoonStep : MeasuringTools.jugStep(milliliters: value)
        }
        var result = try value.rounded(toMultipleOf: step)
        if result.isZero, !value.isZero { result = step }  // never measure a real amount as nothing
        return (result, result != value)
    }

    /// The unit to write: the large one (litres, kilograms) for large amounts, or from 1000 when
    /// the author wrote it ("1 kg" x3/2 reads "1.5 kg", not "1500 g").
    private func unit(for low: Rational, high: Rational, authorsLarge: Bool) -> (unit: Unit, base: Rational) {
        let keepsLarge = authorsLarge && origin == .written && low >= Rational(1000)
        switch kind {
        case .volume:
            return low >= MeasuringTools.litersFrom || keepsLarge ? (.volume(.liter), Rational(1000)) : (.volume(.milliliter), .one)
        case .mass:
            if low >= MeasuringTools.kilogramsFrom || keepsLarge { return (.mass(.kilogram), Rational(1000)) }
            if high < .one, origin == .written { return (.mass(.milligram), Rational(1, 1000)) }
            return (.mass(.gram), .one)
        }
    }
}

/// Reduces US masses (ounces): "1 1/2 pounds", "12 ounces", "1 pound + 2 ounces".
struct USMassReducer {
    let source: MassUnit
    let style: ReductionStyle
    /// `.converted` gives a weight from a pound in whole ounces; the author's own ("1lb 5½oz") keeps its quarters.
    var origin: AmountOrigin = .written

    /// `grams` in ounces and pounds, as a US scale reads them (`source` ounces).
    func reduce(grams: Quantity) -> ReducedAmount? {
        guard let low = try? grams.low.divided(by: MassUnit.gramsPerOunce), let high = try? grams.high.divided(by: MassUnit.gramsPerOunce)
        else { return nil }
        return reduce(low == high ? .exact(low) : .range(QuantityRange(low: low, high: high)))
    }

    func reduce(_ quantity: Quantity) -> ReducedAmount? {
        do {
            let low = try quantity.low.multiplied(by: source.inSystemBase)
            let high = try quantity.high.multiplied(by: source.inSystemBase)
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
        let step = MeasuringTools.ounceStep(ounces: ounces, converted: origin == .converted)
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
