/// Reduces US volumes, counted in teaspoons (tablespoon 3, cup 48, quart 192, gallon 768), to the
/// spoons and cups of ``MeasuringTools``.
struct USVolumeReducer {
    let source: VolumeUnit
    let liquid: Bool
    let style: ReductionStyle
    /// An amount converted from another system may read in one nearby measure
    /// (``MeasuringTools/oneMeasureTolerance``); the author's own is only ever rounded to the grid.
    var origin: AmountOrigin = .written


    func reduce(_ quantity: Quantity) -> ReducedAmount? {
        do {
            let low = try quantity.low.multiplied(by: source.inSystemBase)
            let high = try quantity.high.multiplied(by: source.inSystemBase)
            if case .range = quantity {
                return try reduceRange(low, high)
            }
            return try reduceExact(low)
        } catch {
            return nil
        }
    }

    private func reduceExact(_ teaspoons: Rational) throws(QuantityError) -> ReducedAmount {
        if teaspoons < MeasuringTools.teaspoonStep { return tiny(teaspoons) }
        if style == .single {
            if let unit = singleUnit(for: [teaspoons]) { return try one(teaspoons, unit, approximate: false) }
            let rounded = try teaspoons.rounded(toMultipleOf: grid(teaspoons))
            let unit = singleUnit(for: [rounded]) ?? .teaspoon
            return try one(rounded, unit, approximate: true)
        }
        if let parts = try decompose(teaspoons) { return ReducedAmount(parts: parts, isApproximate: false) }
        if origin == .converted, let one = try oneMeasure(near: teaspoons) { return one }
        let rounded = try teaspoons.rounded(toMultipleOf: grid(teaspoons))
        var parts = try decompose(rounded) ?? []
        // Rounded, an amount reads in two parts at most: "≈ 1/2 cup + 1 tablespoon", not
        // "≈ 1/2 cup + 1 tablespoon + 1 teaspoon", a precision the "≈" denies. To the nearest
        // tablespoon, cups and tablespoons.
        if parts.count > 2, let two = try decompose(teaspoons.rounded(toMultipleOf: Rational(3))), two.count <= 2 { parts = two }
        return ReducedAmount(parts: parts, isApproximate: true)
    }

    /// A range reads in one unit for both ends: "4-6 tablespoons".
    private func reduceRange(_ low: Rational, _ high: Rational) throws(QuantityError) -> ReducedAmount {
        var approximate = false
        var ends = [low, high]
        var unit = singleUnit(for: ends)
        if unit == nil {
            ends = [try low.rounded(toMultipleOf: grid(low)), try high.rounded(toMultipleOf: grid(high))]
            approximate = true
            unit = singleUnit(for: ends) ?? .teaspoon
        }
        let chosen = unit ?? .teaspoon
        let a = try ends[0].divided(by: chosen.inSystemBase)
        let b = try ends[1].divided(by: chosen.inSystemBase)
        let quantity: Quantity = a == b ? .exact(a) : .range(QuantityRange(low: a, high: b))
        let parts = [AmountPart(quantity: quantity, unit: .volume(chosen))]
        // Past 2 tablespoons in teaspoons, or 1/2 cup in tablespoons, one unit makes the cook count
        // spoons ("18-24 tablespoons"): each end reads as it would alone ("1 cup + 2 tablespoons
        // to 1 1/2 cups"), exactly, and the parts keep the range in one unit.
        let crowded = chosen == .teaspoon && ends[1] > Rational(6) || chosen == .tablespoon && ends[1] > Rational(24)
        if style == .compound, !approximate, a != b, crowded, let low = try decompose(ends[0]), let high = try decompose(ends[1]) {
            return ReducedAmount(parts: parts, isApproximate: false, ends: RangeEnds(low: low, high: high))
        }
        return ReducedAmount(parts: parts, isApproximate: approximate)
    }

    /// The one measure within ``MeasuringTools/oneMeasureTolerance`` of an amount no set holds
    /// exactly, from the largest unit a cook reaches for at that size (teaspoons below a
    /// tablespoon, tablespoons below 1/4 cup); `nil` when none is that close.
    private func oneMeasure(near teaspoons: Rational) throws(QuantityError) -> ReducedAmount? {
        for unit in Self.order where allows(unit) {
            let value = try teaspoons.divided(by: unit.inSystemBase)
            if unit == .teaspoon, teaspoons >= Rational(3) { continue }
            if unit == .tablespoon, teaspoons >= Rational(12) { continue }
            guard let smallest = MeasuringTools.smallest(unit) else { continue }
            let candidate = try nearestMeasurable(value, in: unit, step: smallest)
            guard candidate >= smallest else { continue }
            let off = try candidate.subtracting(value).magnitude.divided(by: value)
            if off <= MeasuringTools.oneMeasureTolerance {
                return ReducedAmount(parts: [AmountPart(quantity: .exact(candidate), unit: .volume(unit))], isApproximate: true)
            }
        }
        return nil
    }

    /// The nearest amount of `unit` a set measures: whole cups and the cup set's fractions, or
    /// multiples of the unit's smallest measure.
    private func nearestMeasurable(_ value: Rational, in unit: VolumeUnit, step: Rational) throws(QuantityError) -> Rational {
        guard unit == .cup else { return try value.rounded(toMultipleOf: step) }
        let whole = Rational(value.floor)
        var best = try whole.adding(.one)
        for fraction in MeasuringTools.cupFractions {
            let candidate = try whole.adding(fraction)
            if try candidate.subtracting(value).magnitude < best.subtracting(value).magnitude { best = candidate }
        }
        return best
    }

    /// Below 1/8 teaspoon: the nearest of a pinch (1/16 teaspoon) and 1/8 teaspoon.
    private func tiny(_ teaspoons: Rational) -> ReducedAmount {
        if teaspoons == MeasuringTools.pinchInTeaspoons { return ReducedAmount(parts: [AmountPart(quantity: .exact(.one), unit: .count(.pinch))], isApproximate: false) }
        if teaspoons <= MeasuringTools.pinchLimitInTeaspoons {
            return ReducedAmount(parts: [AmountPart(quantity: .exact(.one), unit: .count(.pinch))], isApproximate: true)
        }
        return ReducedAmount(parts: [AmountPart(quantity: .exact(MeasuringTools.teaspoonStep), unit: .volume(.teaspoon))], isApproximate: true)
    }

    private func grid(_ teaspoons: Rational) -> Rational { MeasuringTools.usVolumeStep(teaspoons: teaspoons) }

    /// Units from the largest; those for liquids only (``VolumeUnit/suitability``) when the food is
    /// a liquid: no quarts of flour.
    private static let order: [VolumeUnit] = [.gallon, .quart, .pint, .fluidOunce, .cup, .tablespoon, .teaspoon]

    /// True for a unit ``order`` holds that the amount may read in: gallons and quarts for
    /// liquids, pints and fluid ounces only where the author wrote them.
    private func allows(_ unit: VolumeUnit) -> Bool {
        switch unit {
        case .gallon, .quart: liquid || unit.suitability != .liquid
        case .pint, .fluidOunce: source == unit
        default: true
        }
    }

    /// The largest unit in which every value is a measurable amount.
    private func singleUnit(for values: [Rational]) -> VolumeUnit? {
        for unit in Self.order where allows(unit) && values.allSatisfy({ measurable($0, in: unit) }) { return unit }
        return nil
    }

    private func measurable(_ teaspoons: Rational, in unit: VolumeUnit) -> Bool {
        guard let value = try? teaspoons.divided(by: unit.inSystemBase) else { return false }
        guard let smallest = MeasuringTools.smallest(unit), value >= smallest else { return false }
        // Cups: whole cups and a fraction of the cup set (thirds are not quarters); other units
        // in multiples of their smallest measure.
        if unit == .cup { return value.fractionalPart.isZero || MeasuringTools.cupFractions.contains(value.fractionalPart) }
        return (try? value.divided(by: smallest).isInteger) == true
    }

    private func one(_ teaspoons: Rational, _ unit: VolumeUnit, approximate: Bool) throws(QuantityError) -> ReducedAmount {
        ReducedAmount(
            parts: [AmountPart(quantity: .exact(try teaspoons.divided(by: unit.inSystemBase)), unit: .volume(unit))],
            isApproximate: approximate)
    }

    /// Exact compound parts, largest units first, or nil when no measuring set holds the amount.
    /// Counted in eighths of a teaspoon (the smallest spoon), where every measure is a whole number.
    private func decompose(_ teaspoons: Rational) throws(QuantityError) -> [AmountPart]? {
        let inEighths = try teaspoons.multiplied(by: Rational(8))
        guard inEighths.isInteger, !inEighths.isNegative else { return nil }
        let eighthsPerTablespoon: Int64 = 24
        let eighthsPerCup: Int64 = 384
        var parts: [AmountPart] = []
        var rest = inEighths.numerator
        // Quarts and gallons for liquids only, and only when the author measured in them or the
        // amount is whole quarts: "6 cups water" should not read "1 quart + 2 cups".
        let bigUnits = liquid && ([.pint, .quart, .gallon].contains(source) || rest % (4 * eighthsPerCup) == 0)
        for (big, size) in [(VolumeUnit.gallon, 16 * eighthsPerCup), (.quart, 4 * eighthsPerCup)] where bigUnits {
            let count = rest / size
            if count > 0 {
                parts.append(AmountPart(quantity: .exact(Rational(count)), unit: .volume(big)))
                rest -= count * size
            }
        }
        // Cups: whole cups plus the cup fraction that leaves less than 1/4 cup, fewest parts.
        let whole = rest / eighthsPerCup
        // Fewest parts; then avoid a teaspoon part ("1/4 cup + 2 tablespoons" over
        // "1/3 cup + 2 teaspoons"); then the larger cup fraction.
        var best: (fraction: Rational, tablespoons: Int64, teaspoons: Int64, cost: Int)?
        for fraction in MeasuringTools.cupFractions {
            let cups = whole * eighthsPerCup + fraction.numerator * eighthsPerCup / fraction.denominator
            let left = rest - cups
            if left < 0 || left >= 4 * eighthsPerTablespoon { continue }
            let tablespoons = left / eighthsPerTablespoon
            let teaspoons = left - tablespoons * eighthsPerTablespoon
            let count = (cups == 0 ? 0 : 1) + (tablespoons > 0 ? 1 : 0) + (teaspoons == 0 ? 0 : 1)
            let cost = count * 2 + (teaspoons == 0 ? 0 : 1)
            if best == nil || cost < best!.cost { best = (fraction, tablespoons, teaspoons, cost) }
        }
        guard let best else { return nil }
        let cups = try Rational(whole).adding(best.fraction)
        if !cups.isZero { parts.append(AmountPart(quantity: .exact(cups), unit: .volume(.cup))) }
        if best.tablespoons > 0 { parts.append(AmountPart(quantity: .exact(Rational(best.tablespoons)), unit: .volume(.tablespoon))) }
        if best.teaspoons != 0 { parts.append(AmountPart(quantity: .exact(try Rational.make(best.teaspoons, 8)), unit: .volume(.teaspoon))) }
        return parts
    }
}
