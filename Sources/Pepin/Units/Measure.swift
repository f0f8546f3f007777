/// An amount in a unit of one dimension. The dimension is part of the type, so
/// `Measure<MassUnit>` and `Measure<VolumeUnit>` cannot be added: converting between them needs a
/// ``Density``.
///
/// ```swift
/// let a = Measure(Rational(1), .cup)            // Measure<VolumeUnit>
/// let b = Measure(Rational(2), .tablespoon)
/// try a.adding(b).amount(in: .tablespoon)       // 18
/// ```
public struct Measure<U: MeasureUnit>: Hashable, Sendable {
    public var amount: Rational
    public var unit: U

    public init(_ amount: Rational, _ unit: U) {
        self.amount = amount
        self.unit = unit
    }

    /// The amount in the system's base unit (teaspoons, millilitres, ounces, grams, millimetres).
    public var inSystemBase: Rational {
        get throws(QuantityError) { try amount.multiplied(by: unit.inSystemBase) }
    }

    /// The amount expressed in another unit of the same system.
    public func amount(in other: U) throws(QuantityError) -> Rational {
        precondition(other.system == unit.system, "conversion across systems needs a converter")
        return try inSystemBase.divided(by: other.inSystemBase)
    }

    /// The sum of two measures of the same system, in this measure's unit.
    public func adding(_ other: Measure<U>) throws(QuantityError) -> Measure<U> {
        Measure(try amount.adding(other.amount(in: unit)), unit)
    }
}

extension Measure where U == VolumeUnit {
    /// The volume in millilitres, whatever the system.
    public var milliliters: Rational {
        get throws(QuantityError) {
            unit.system == .metric ? try inSystemBase : try inSystemBase.multiplied(by: VolumeUnit.millilitersPerTeaspoon)
        }
    }
}

extension Measure where U == MassUnit {
    /// The mass in grams, whatever the system.
    public var grams: Rational {
        get throws(QuantityError) {
            unit.system == .metric ? try inSystemBase : try inSystemBase.multiplied(by: MassUnit.gramsPerOunce)
        }
    }
}

/// Grams per millilitre of one ingredient: the only way from a volume to a mass.
public struct Density: Hashable, Sendable {
    public var gramsPerMilliliter: Rational
    public init(gramsPerMilliliter: Rational) { self.gramsPerMilliliter = gramsPerMilliliter }

    /// The mass of a volume of this ingredient, in grams.
    public func mass(of volume: Measure<VolumeUnit>) throws(QuantityError) -> Measure<MassUnit> {
        Measure(try volume.milliliters.multiplied(by: gramsPerMilliliter), .gram)
    }

    /// The volume of a mass of this ingredient, in millilitres.
    public func volume(of mass: Measure<MassUnit>) throws(QuantityError) -> Measure<VolumeUnit> {
        Measure(try mass.grams.divided(by: gramsPerMilliliter), .milliliter)
    }
}
