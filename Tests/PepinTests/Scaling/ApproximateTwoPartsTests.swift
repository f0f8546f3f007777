import Testing
@testable import Pepin

/// A rounded US volume reads in two parts at most: "≈ 1/2 cup + 1 tablespoon coconut oil", where
/// it read "≈ 1/2 cup + 1 tablespoon + 1 teaspoon" (a teaspoon's precision the "≈" denies). An
/// exact amount keeps its parts.
@Suite struct ApproximateTwoPartsTests {
    func us(_ text: String, scale: Rational = .one) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: .usCustomary).text
    }

    @Test("a weight converted to cups reads in two parts", arguments: [
        ("130g/4½oz coconut oil", "≈ 1/2 cup + 1 tablespoon coconut oil"),
        ("110g/4oz Thai jasmine rice", "≈ 1/2 cup + 2 tablespoons Thai jasmine rice"),
        ("150g/5oz milk chocolate", "≈ 3/4 cup + 1 tablespoon milk chocolate"),
    ])
    func converted(written: String, expected: String) {
        #expect(us(written) == expected)
    }

    @Test("scaled, a rounded amount still reads in two parts")
    func scaled() {
        #expect(us("50ml maple syrup", scale: Rational(2)) == "≈ 1/4 cup + 3 tablespoons maple syrup")
    }

    @Test("an exact amount keeps three parts")
    func exact() {
        #expect(us("250ml/8¾fl oz chicken stock") == "1 cup + 1 tablespoon + 1 1/2 teaspoons chicken stock")
    }

    @Test("every rounded amount from 1/4 cup to 2 quarts reads in two parts, within a tablespoon and a half")
    func everyAmount() throws {
        let reducer = USVolumeReducer(source: .teaspoon, liquid: false, style: .compound, origin: .converted)
        for eighths in stride(from: 96, through: 3072, by: 1) {
            let teaspoons = try Rational.make(Int64(eighths), 8)
            let reduced = try #require(reducer.reduce(.exact(teaspoons)))
            guard reduced.isApproximate else { continue }
            #expect(reduced.parts.count <= 2, "\(eighths)/8 teaspoons: \(reduced.parts)")
            var total = Rational.zero
            for part in reduced.parts {
                guard case .volume(let unit) = part.unit else { Issue.record("not a volume"); continue }
                total = try total.adding(part.quantity.low.multiplied(by: unit.inSystemBase))
            }
            #expect(try total.subtracting(teaspoons).magnitude <= Rational(3, 2), "\(eighths)/8 teaspoons read \(reduced.parts)")
        }
    }
}
