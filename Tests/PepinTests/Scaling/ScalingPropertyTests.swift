@testable import Pepin
import PropertyBased
import Testing

/// Properties of scaling and reduction over generated amounts (swift-property-based: a failure
/// is shrunk to its smallest input and reported with a seed to replay it).
@Suite struct ScalingPropertyTests {
    static let factors = [
        Rational(1, 6), Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4), Rational(1),
        Rational(3, 2), Rational(2), Rational(5, 2), Rational(3), Rational(4), Rational(10), Rational(7, 5),
    ]
    static let denominators = [1, 2, 3, 4, 8, 16]
    static let units: [Unit] = [
        .volume(.teaspoon), .volume(.tablespoon), .volume(.cup), .volume(.quart), .volume(.gallon),
        .volume(.milliliter), .volume(.liter), .mass(.gram), .mass(.kilogram), .mass(.ounce), .mass(.pound),
    ]

    /// A factor from the table, by position (positions shrink towards the first, 1/6).
    static let factor = Gen.int(in: 0...(factors.count - 1)).map { factors[$0] }
    /// An amount a recipe might give: 1/16 to 400.
    static let amount = zip(Gen.int(in: 1...400), Gen.int(in: 0...(denominators.count - 1)))
        .map { Rational($0, denominators[$1]) }

    /// The sum of parts in their system's base unit.
    static func total(_ parts: [AmountPart]) throws -> Rational {
        var sum = Rational.zero
        for part in parts {
            guard let partUnit = part.unit, case .exact(let value) = part.quantity else { return .zero }
            let base: Rational
            switch partUnit {
            case .volume(let v): base = v.inSystemBase
            case .mass(let m): base = m.inSystemBase
            case .count(.pinch): base = Rational(1, 16)
            default: base = .one
            }
            sum = try sum + value * base
        }
        return sum
    }

    @Test("scaling by f then by 1/f gives back the original amount")
    func inverse() async {
        await propertyCheck(count: 2000, input: Self.amount, Self.factor) { value, factor throws in
            let quantity = Quantity.exact(value)
            #expect(try quantity.scaled(by: factor).scaled(by: factor.reciprocal()) == quantity)
        }
    }

    @Test("reduced parts add up to the scaled amount exactly unless marked approximate", arguments: units)
    func exactParts(unit: Unit) async {
        await propertyCheck(count: 400, input: Self.amount, Self.factor, Gen.bool) { value, factor, single throws in
            let scaled = try value * factor
            let reduced = UnitReducer(.exact(scaled), unit: unit, style: single ? .single : .compound, suitability: .liquid).reduced
            #expect(!reduced.parts.isEmpty)
            let input: Rational
            switch unit {
            case .volume(let v): input = try scaled * v.inSystemBase
            case .mass(let m): input = try scaled * m.inSystemBase
            default: input = scaled
            }
            let sum = try Self.total(reduced.parts)
            if !reduced.isApproximate {
                #expect(sum == input)
            } else {
                // Rounded to a measurable amount: never off by more than a tenth or than the
                // system's smallest step (1/8 teaspoon, 1.25 ml, 1/8 ounce, a milligram), and never nothing.
                let error = try (sum - input).magnitude
                let smallest = unit == .volume(.milliliter) || unit == .volume(.liter) ? MeasuringTools.metricSpoonStep : Rational(1, 8)
                #expect(error <= (try input * Rational(1, 10)) || error <= smallest, "\(input) gave \(sum) in \(unit)")
                #expect(!sum.isZero)
            }
            for part in reduced.parts { #expect(part.quantity.low > .zero) }
        }
    }

    @Test("dry goods never become pints, quarts or gallons")
    func dryGoods() async {
        await propertyCheck(count: 500, input: Self.amount, Self.factor) { cups, factor throws in
            let reduced = UnitReducer(.exact(try cups * factor), unit: .volume(.cup), suitability: .dry).reduced
            for part in reduced.parts {
                #expect(part.unit != .volume(.pint) && part.unit != .volume(.quart) && part.unit != .volume(.gallon))
            }
        }
    }

    @Test("no spoon or cup is used below its smallest measure or off its set")
    func smallestMeasures() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 1...2000), Gen.int(in: 1...64)) { numerator, denominator throws in
            let value = Rational(numerator, denominator)
            for part in UnitReducer(.exact(value), unit: .volume(.teaspoon), suitability: .liquid).reduced.parts {
                guard case .exact(let amount) = part.quantity else { continue }
                switch part.unit {
                case .volume(.tablespoon)?, .volume(.quart)?, .volume(.gallon)?: #expect(amount.isInteger)
                case .volume(.cup)?: #expect(amount >= Rational(1, 4))
                case .volume(.teaspoon)?: #expect(amount >= Rational(1, 8) && 8 % amount.denominator == 0)
                default: break
                }
            }
        }
    }
}
