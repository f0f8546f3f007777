/// A unit of measure. The cases group units by dimension, so measures of different dimensions
/// have different types (see ``Measure``): a mass cannot be added to a volume.
public enum Unit: Hashable, Sendable {
    case volume(VolumeUnit)
    case mass(MassUnit)
    case length(LengthUnit)
    case count(CountUnit)

    /// What the unit measures.
    public var dimension: Dimension {
        switch self {
        case .volume: .volume
        case .mass: .mass
        case .length: .length
        case .count: .count
        }
    }

    /// The system the unit belongs to; scaling never moves an amount to another system.
    public var system: MeasurementSystem {
        switch self {
        case .volume(let unit): unit.system
        case .mass(let unit): unit.system
        case .length(let unit): unit.system
        case .count: .neutral
        }
    }

    /// The singular name ("tablespoon").
    public var singular: String { names.singular }
    /// The plural name ("tablespoons").
    public var plural: String { names.plural }
    /// The usual abbreviation ("tbsp"), or the singular name when there is none.
    public var abbreviation: String { names.abbreviation }

    var names: UnitNames {
        switch self {
        case .volume(let unit): unit.names
        case .mass(let unit): unit.names
        case .length(let unit): unit.names
        case .count(let unit): unit.names
        }
    }

    /// Whether the unit reads well for liquids, dry goods or both (no "quarts of flour").
    public var suitability: Suitability {
        switch self {
        case .volume(let unit): unit.suitability
        default: .both
        }
    }
}

/// What a unit measures.
public enum Dimension: Hashable, Sendable {
    case volume, mass, length, count
}

/// Measurement systems; a scaled amount stays in its system.
public enum MeasurementSystem: Hashable, Sendable {
    case usCustomary, metric, neutral
}

/// Which ingredients a unit suits.
public enum Suitability: Hashable, Sendable {
    case liquid, dry, both
}

/// Names of a unit: singular, plural and the common abbreviation.
struct UnitNames: Hashable, Sendable {
    let singular: String
    let plural: String
    let abbreviation: String
}

/// A unit of one dimension, with its size in that dimension's base for its system.
public protocol MeasureUnit: Hashable, Sendable {
    /// The size of one unit in the base unit of its system (US volume: teaspoons; metric volume:
    /// millilitres; US mass: ounces; metric mass: grams; length: millimetres).
    var inSystemBase: Rational { get }
    /// The system the unit belongs to.
    var system: MeasurementSystem { get }
}
