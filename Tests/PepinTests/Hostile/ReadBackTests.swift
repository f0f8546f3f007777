import Testing
@testable import Pepin

/// Pepin reads its own output back: "≈" and the words a cook uses for it mark an approximate
/// amount, not a name; zero stays zero (issue 8, B7).
@Suite struct ReadBackTests {
    func scaled(_ text: String, by factor: Rational) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: factor).text
    }

    @Test("scaled output scales again", arguments: [
        ("≈ 2 tablespoons + 1 teaspoon flour", Rational(7), "≈ 1 cup + 1 teaspoon flour"),
        ("≈ 1 cup milk", Rational(2), "≈ 2 cups milk"),
        ("≈ 1 cup flour", Rational(1, 3), "≈ 1/3 cup flour"),
        ("~2 cups flour", Rational(2), "~4 cups flour"),
        ("approx. 2 cups flour", Rational(2), "approx. 4 cups flour"),
        ("about 1/3 cup flour", Rational(2), "about 2/3 cup flour"),
    ])
    func readBack(line: String, factor: Rational, expected: String) {
        #expect(scaled(line, by: factor) == expected)
    }

    @Test("the sign is an amount mark, not the name")
    func parsed() throws {
        let line = IngredientLineParser("≈ 2 tablespoons + 1 teaspoon flour").line
        #expect(line.name == "flour")
        let amount = try #require(line.amount)
        #expect(amount.isMarkedApproximate)
        #expect(try amount.total() == .exact(Rational(7, 3)))  // tablespoons
        #expect(IngredientLineParser("approx. 2 cups flour").line.name == "flour")
    }

    @Test("a round trip through a seventh comes back", arguments: ["1 cup flour", "3 tablespoons butter", "2 teaspoons salt"])
    func roundTrip(line: String) {
        let there = scaled(line, by: Rational(1, 7))
        let back = scaled(there, by: Rational(7))
        #expect(back != there)
        #expect(back.hasPrefix("≈ "))
    }

    @Test("zero stays zero", arguments: [
        ("0 cups flour", "0 cups flour"), ("0 g salt", "0 g salt"), ("0 eggs", "0 eggs"), ("0 teaspoons salt", "0 teaspoons salt"),
    ])
    func zero(line: String, expected: String) {
        #expect(scaled(line, by: Rational(2)) == expected)
        #expect(scaled(line, by: Rational(1, 3)) == expected)
    }
}
