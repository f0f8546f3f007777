/// Units of volume. US units are counted in teaspoons, metric ones in millilitres, so amounts stay
/// small exact fractions inside each system.
public enum VolumeUnit: UInt8, Hashable, Sendable, CaseIterable, MeasureUnit {
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
        if self == .fluidOunce { return UnitNames(singular: "fluid ounce", plural: "fluid ounces", abbreviation: "fl oz") }
        let index = Int(rawValue) * 2
        return UnitNames(singular: Self.spellings[index], plural: Self.spellings[index] + "s", abbreviation: Self.spellings[index + 1])
    }

    /// Each unit's name and abbreviation, in the order of the cases (fluid ounces apart): as data,
    /// where a switch of literals is code.
    private static let spellings = WordList.words("""
        teaspoon tsp tablespoon tbsp dessertspoon dsp fluidounce floz cup c pint pt quart qt gallon gal
        milliliter ml centiliter cl deciliter dl liter l
        """)

    /// One US teaspoon in millilitres, exactly: a US gallon is 231 cubic inches, 3785.411784 ml.
    static let millilitersPerTeaspoon = Rational(473_176_473, 96_000_000)
}
