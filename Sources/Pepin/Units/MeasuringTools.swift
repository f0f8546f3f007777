/// The measures a kitchen has, in one table: the reducers, ``Unit`` and ``Temperature`` read their
/// steps here, so each rule lives once, with its reason.
///
/// Amounts are in each system's base: US volume in teaspoons, metric volume in millilitres, US mass
/// in ounces, metric mass in grams, temperatures in degrees.
enum MeasuringTools {
    // MARK: US spoons and cups

    /// A US spoon set goes 1/8, 1/4, 1/2 and 1 teaspoon, then 1 tablespoon; teaspoons are written
    /// in eighths, the smallest spoon.
    static let teaspoonStep = Rational(1, 8)
    /// Below the smallest spoon a cook takes a pinch.
    static let pinchInTeaspoons = Rational(1, 16)
    /// Up to this amount the nearest measure is a pinch, above it 1/8 teaspoon (halfway between).
    static let pinchLimitInTeaspoons = Rational(3, 32)
    /// A US cup set holds 1/4, 1/3, 1/2, 2/3 and 3/4 cup (listed largest first, as the reducer tries
    /// them); a rest below 1/4 cup goes to tablespoons and teaspoons.
    static let cupFractions: [Rational] = [Rational(3, 4), Rational(2, 3), Rational(1, 2), Rational(1, 3), Rational(1, 4), .zero]

    /// Measures taken by hand. Every view keeps them as written (a pinch is how the cook measures
    /// it, in grams or cups alike), and the ones sold as spoons (``spoonful(_:)``) are weighed
    /// for nutrition.
    static let handMeasures: Set<CountUnit> = [.pinch, .dash, .smidgen, .drop, .splash, .handful]

    /// Things taken whole, a pinch or a serving: below one it is still one (a cook cannot take a
    /// sixth of a pinch, nor serve a third of a person), above it the nearest whole number
    /// (halves up); a range whose ends meet reads as one amount.
    static func wholeCount(_ quantity: Quantity) -> Quantity {
        func whole(_ value: Rational) -> Rational {
            if value <= .one { return .one }
            return (try? value.rounded(toMultipleOf: .one)) ?? value
        }
        switch quantity {
        case .exact(let value): return .exact(whole(value))
        case .range(let range):
            let low = whole(range.low)
            let high = whole(range.high)
            return low == high ? .exact(low) : .range(QuantityRange(low: low, high: high))
        }
    }

    /// A range of things counted whole, widened to whole ends (the low end down, the high end
    /// up): it still holds every amount the exact range did.
    static func wholeEnds(_ range: QuantityRange) -> Quantity {
        let low = Rational(range.low.floor)
        let high = range.high.isInteger ? range.high : Rational(range.high.floor + 1)
        return low == high ? .exact(low) : .range(QuantityRange(low: low, high: high))
    }

    /// The spoon a hand measure is sold as, in teaspoons: a pinch 1/16, a dash 1/8, a smidgen 1/32
    /// (the usual convention of "pinch, dash, smidgen" spoon sets); `nil` for a drop, a splash or
    /// a handful, which have no fixed size.
    static func spoonful(_ unit: CountUnit) -> Rational? {
        switch unit {
        case .pinch: pinchInTeaspoons
        case .dash: Rational(1, 8)
        case .smidgen: Rational(1, 32)
        default: nil
        }
    }

    /// The smallest amount of a US volume unit a kitchen measures: 1/8 teaspoon, whole tablespoons
    /// (no half tablespoon spoon), 1/4 cup, 1/4 fluid ounce (jigger lines), whole pints, quarts and
    /// gallons. `nil` for units not measured in their own right.
    static func smallest(_ unit: VolumeUnit) -> Rational? {
        switch unit {
        case .teaspoon: teaspoonStep
        case .cup, .fluidOunce: Rational(1, 4)
        case .tablespoon, .pint, .quart, .gallon: .one
        default: nil
        }
    }

    /// An amount converted from another system reads in one measure when one is this close: a
    /// metric cup (250 ml) and a US cup (237 ml), a litre and a quart, are used for each other,
    /// and "≈ 1 cup" is what a cook pours for 250 ml, not "1 cup + 1 tablespoon".
    static let oneMeasureTolerance = Rational(6, 100)

    /// Rounding steps, in teaspoons, for US volumes no set holds exactly: eighths of a teaspoon
    /// below a tablespoon, half teaspoons below 1/4 cup, teaspoons below a cup, tablespoons above.
    static func usVolumeStep(teaspoons: Rational) -> Rational {
        if teaspoons < Rational(3) { return teaspoonStep }
        if teaspoons < Rational(12) { return Rational(1, 2) }
        if teaspoons < Rational(48) { return .one }
        return Rational(3)
    }

    // MARK: US scales

    /// Kitchen scales in ounces read eighths below 4 oz and quarters above; a weight `converted`
    /// from grams is given from a pound in whole ounces, as packets and cookbooks write it ("1 lb
    /// 2 oz" for 500 g, never "1 pound + 1 3/4 ounces").
    static func ounceStep(ounces: Rational, converted: Bool) -> Rational {
        ounces < Rational(4) ? Rational(1, 8) : converted && ounces >= Rational(16) ? .one : Rational(1, 4)
    }

    // MARK: Metric spoons and jugs

    /// Metric spoon sets hold 1.25, 2.5, 5 and 15 ml: small amounts are written in quarter
    /// teaspoons (1.25 ml), which a set always adds up to.
    static let metricSpoonStep = Rational(5, 4)
    /// Spoons up to two tablespoons (30 ml): a jug's lowest marks are 25-50 ml and unreadable for
    /// less, and 5 ml steps would move 20 ml by an eighth.
    static let metricSpoonLimit = Rational(30)
    /// Jugs are marked every 5 ml up to 100 ml, every 10 ml up to 500 ml and every 25 ml above;
    /// from 2 l, where amounts read in litres, every 100 ml ("2.1 l", never "2.125 l"): never more
    /// than a twentieth off.
    static func jugStep(milliliters: Rational) -> Rational {
        if milliliters < Rational(100) { return Rational(5) }
        if milliliters < Rational(500) { return Rational(10) }
        if milliliters < litersFrom { return Rational(25) }
        return Rational(100)
    }
    /// Litres from 2 l: a jug reads 1500 ml as easily as 1.5 l, and a cook pours larger amounts by
    /// the litre.
    static let litersFrom = Rational(2000)

    // MARK: Metric scales

    /// What a kitchen scale shows for a weight worked out from a volume or a count: 0.1 g below
    /// 1 g (a jeweller's scale, for yeast and saffron), 1 g below 100 g, 5 g below 1 kg, 10 g above.
    static func scaleStep(grams: Rational) -> Rational {
        if grams < .one { return Rational(1, 10) }
        if grams < Rational(100) { return .one }
        if grams < Rational(1000) { return Rational(5) }
        return Rational(10)
    }
    /// Kilograms from 5 kg. Bakers weigh 1125 g and 1250 g, never 1.13 kg, and a kitchen scale
    /// tops out near 5 kg: beyond it the amount is bought or weighed in parts, by the kilogram.
    static let kilogramsFrom = Rational(5000)

    /// The finest step an author's own metric amount keeps when scaled: whole grams and
    /// millilitres from 10, tenths below, milligrams below a gram. A scaled amount on this grid
    /// is never rounded further: the author weighed it.
    static func authorStep(_ value: Rational) -> Rational {
        if value < .one { return Rational(1, 1000) }
        if value < Rational(10) { return Rational(1, 10) }
        return .one
    }

    // MARK: Oven dials

    /// Oven dials: Fahrenheit marked every 25 °F from 300 °F (300, 325, 350, ...), Celsius every
    /// 5 °C from oven heat (145 °C, so that 300 °F reads 150 °C). Lower temperatures (proofing,
    /// water, candy) are read to the degree.
    static func dialStep(degrees: Rational, unit: TemperatureUnit) -> Rational {
        switch unit {
        case .fahrenheit: degrees >= Rational(300) ? Rational(25) : .one
        case .celsius: degrees >= Rational(145) ? Rational(5) : .one
        }
    }
}
