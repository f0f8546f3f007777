/// Units of volume. US units are counted in teaspoons, metric ones in millilitres, so amounts stay
/// small exact fractions inside each system.
public enum VolumeUnit: Hashable, Sendable, CaseIterable, MeasureUnit {
    case teaspoon, tablespoon, dessertspoon, fluidOunce, cup, pint, quart, gallon
    case milliliter, centiliter, deciliter, liter

    public var system: MeasurementSystem {
        switch self {
        case .milliliter, .centiliter, .deciliter, .liter: .metric
        default: .usCustomary
        }
    }

    public var inSystemBase: Rational {
        switch self {
        case .teaspoon: Rational(1)
        case .dessertspoon: Rational(2)
        case .tablespoon: Rational(3)
        case .fluidOunce: Rational(6)
        case .cup: Rational(48)
        case .pint: Rational(96)
        case .quart: Rational(192)
        case .gallon: Rational(768)
        case .milliliter: Rational(1)
        case .centiliter: Rational(10)
        case .deciliter: Rational(100)
        case .liter: Rational(1000)
        }
    }

    var suitability: Suitability {
        switch self {
        case .fluidOunce, .pint, .quart, .gallon: .liquid
        default: .both
        }
    }

    var names: UnitNames {
        switch self {
        case .teaspoon: UnitNames(singular: "teaspoon", plural: "teaspoons", abbreviation: "tsp")
        case .tablespoon: UnitNames(singular: "tablespoon", plural: "tablespoons", abbreviation: "tbsp")
        case .dessertspoon: UnitNames(singular: "dessertspoon", plural: "dessertspoons", abbreviation: "dsp")
        case .fluidOunce: UnitNames(singular: "fluid ounce", plural: "fluid ounces", abbreviation: "fl oz")
        case .cup: UnitNames(singular: "cup", plural: "cups", abbreviation: "c")
        case .pint: UnitNames(singular: "pint", plural: "pints", abbreviation: "pt")
        case .quart: UnitNames(singular: "quart", plural: "quarts", abbreviation: "qt")
        case .gallon: UnitNames(singular: "gallon", plural: "gallons", abbreviation: "gal")
        case .milliliter: UnitNames(singular: "milliliter", plural: "milliliters", abbreviation: "ml")
        case .centiliter: UnitNames(singular: "centiliter", plural: "centiliters", abbreviation: "cl")
        case .deciliter: UnitNames(singular: "deciliter", plural: "deciliters", abbreviation: "dl")
        case .liter: UnitNames(singular: "liter", plural: "liters", abbreviation: "l")
        }
    }

    /// One US teaspoon in millilitres, exactly: a US gallon is 231 cubic inches, 3785.411784 ml.
    static let millilitersPerTeaspoon = Rational(473_176_473, 96_000_000)
}
