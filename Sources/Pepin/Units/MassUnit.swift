/// Units of mass. US units are counted in ounces, metric ones in grams.
public enum MassUnit: Hashable, Sendable, CaseIterable, MeasureUnit {
    case milligram, gram, kilogram, ounce, pound

    public var system: MeasurementSystem {
        switch self {
        case .ounce, .pound: .usCustomary
        default: .metric
        }
    }

    public var inSystemBase: Rational {
        switch self {
        case .milligram: Rational(1, 1000)
        case .gram: Rational(1)
        case .kilogram: Rational(1000)
        case .ounce: Rational(1)
        case .pound: Rational(16)
        }
    }

    var names: UnitNames {
        switch self {
        case .milligram: UnitNames(singular: "milligram", plural: "milligrams", abbreviation: "mg")
        case .gram: UnitNames(singular: "gram", plural: "grams", abbreviation: "g")
        case .kilogram: UnitNames(singular: "kilogram", plural: "kilograms", abbreviation: "kg")
        case .ounce: UnitNames(singular: "ounce", plural: "ounces", abbreviation: "oz")
        case .pound: UnitNames(singular: "pound", plural: "pounds", abbreviation: "lb")
        }
    }

    /// One avoirdupois ounce in grams, exactly (28.349523125 g).
    static let gramsPerOunce = Rational(226_796_185, 8_000_000)
}

/// Units of length, for pan sizes and pieces ("a 2-inch piece of ginger").
public enum LengthUnit: Hashable, Sendable, CaseIterable, MeasureUnit {
    case millimeter, centimeter, inch

    public var system: MeasurementSystem { self == .inch ? .usCustomary : .metric }

    public var inSystemBase: Rational {
        switch self {
        case .millimeter: Rational(1)
        case .centimeter: Rational(10)
        case .inch: Rational(254, 10)
        }
    }

    var names: UnitNames {
        switch self {
        case .millimeter: UnitNames(singular: "millimeter", plural: "millimeters", abbreviation: "mm")
        case .centimeter: UnitNames(singular: "centimeter", plural: "centimeters", abbreviation: "cm")
        case .inch: UnitNames(singular: "inch", plural: "inches", abbreviation: "in")
        }
    }
}
