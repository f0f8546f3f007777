@testable import Pepin
import Testing

/// A small deterministic random source (SplitMix64), so property tests are repeatable.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct ScalingPropertyTests {
    static let factors = [
        Rational(1, 6), Rational(1, 4), Rational(1, 3), Rational(1, 2), Rational(2, 3), Rational(3, 4), Rational(1),
        Rational(3, 2), Rational(2), Rational(5, 2), Rational(3), Rational(4), Rational(10), Rational(7, 5),
    ]
    static let units: [Unit] = [
        .volume(.teaspoon), .volume(.tablespoon), .volume(.cup), .volume(.quart), .volume(.gallon),
        .volume(.milliliter), .volume(.liter), .mass(.gram), .mass(.kilogram), .mass(.ounce), .mass(.pound),
    ]

    /// The sum of parts in the first part's unit's system base.
    static func total(_ parts: [AmountPart], in unit: Unit) throws -> Rational {
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
    func inverse() throws {
        var random = SplitMix(state: 1)
        for _ in 0..<2000 {
            let value = Rational(Int.random(in: 1...400, using: &random), [1, 2, 3, 4, 8, 16][Int.random(in: 0...5, using: &random)])
            let factor = Self.factors.randomElement(using: &random)!
            let quantity = Quantity.exact(value)
            #expect(try quantity.scaled(by: factor).scaled(by: factor.reciprocal()) == quantity)
        }
    }

    @Test("reduced parts add up to the scaled amount exactly unless marked approximate", arguments: units)
    func exactParts(unit: Unit) throws {
        var random = SplitMix(state: 7)
        for _ in 0..<600 {
            let value = Rational(Int.random(in: 1...96, using: &random), [1, 2, 4, 8][Int.random(in: 0...3, using: &random)])
            let factor = Self.factors.randomElement(using: &random)!
            let scaled = try value * factor
            for style in [ReductionStyle.compound, .single] {
                let reduced = UnitReducer(.exact(scaled), unit: unit, style: style, suitability: .liquid).reduced
                #expect(!reduced.parts.isEmpty)
                let input: Rational
                switch unit {
                case .volume(let v): input = try scaled * v.inSystemBase
                case .mass(let m): input = try scaled * m.inSystemBase
                default: input = scaled
                }
                let sum = try Self.total(reduced.parts, in: unit)
                if !reduced.isApproximate {
                    #expect(sum == input, "\(scaled.numerator)/\(scaled.denominator) \(unit)")
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
    }

    @Test("dry goods never become pints, quarts or gallons")
    func dryGoods() throws {
        for cups in 1...200 {
            let reduced = UnitReducer(.exact(Rational(cups)), unit: .volume(.cup), suitability: .dry).reduced
            for part in reduced.parts {
                #expect(part.unit != .volume(.pint) && part.unit != .volume(.quart) && part.unit != .volume(.gallon))
            }
        }
    }

    @Test("no unit is used below its smallest measure")
    func smallestMeasures() throws {
        var random = SplitMix(state: 11)
        for _ in 0..<3000 {
            let value = Rational(Int.random(in: 1...2000, using: &random), Int.random(in: 1...64, using: &random))
            let reduced = UnitReducer(.exact(value), unit: .volume(.teaspoon), suitability: .liquid).reduced
            for part in reduced.parts {
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

    @Test("parse, then present at 1x, then parse again keeps the amount")
    func presentKeepsAmount() throws {
        let lines = [
            "0.25 cups of flour", "1 1/2 teaspoons baking soda", "½ cup sugar", "2-3 tablespoons olive oil",
            "1 cup plus 2 tablespoons flour", "500 g flour", "1.5 kg potatoes", "1 (14.5 ounce) can tomatoes",
            "3 large eggs", "1⅓ cups milk", "0.125 tsp salt", "2 to 3 cups stock", "1-3/4 cups water",
        ]
        for text in lines {
            let first = IngredientLineParser(text).line
            for format in [TextFormat.text, .unicode] {
                let written = PreparedLine(first).presented(format: format).text
                let again = IngredientLineParser(written).line
                #expect(again.quantity == first.quantity, "\(text) -> \(written)")
                #expect(again.unit == first.unit)
                #expect(again.name == first.name)
            }
        }
    }
}
