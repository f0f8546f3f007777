import Pepin
import Testing

/// The table every Pepin release must hold (issue "Pepin core", "Must hold").
@Suite struct MustHoldTests {
    static let table: [(String, Rational, String)] = [
        ("1 teaspoon kosher salt", Rational(3), "1 tablespoon kosher salt"),
        ("1 cup of flour", Rational(3), "3 cups of flour"),
        ("2 tablespoons sugar", Rational(2), "1/4 cup sugar"),
        ("1/2 cup butter", Rational(1, 4), "2 tablespoons butter"),
        ("1 1/2 teaspoons baking soda", Rational(2), "1 tablespoon baking soda"),
        ("½ cup sugar", Rational(2), "1 cup sugar"),
        ("2-3 tablespoons olive oil", Rational(2), "4-6 tablespoons olive oil"),
        ("1 cup plus 2 tablespoons flour", Rational(2), "2 1/4 cups flour"),
        ("1 large egg", Rational(3), "3 large eggs"),
        ("2 eggs", Rational(1, 2), "1 egg"),
        ("1 (14.5 ounce) can diced tomatoes", Rational(2), "2 (14.5 ounce) cans diced tomatoes"),
        ("salt and pepper to taste", Rational(3), "salt and pepper to taste"),
        ("1 gallon water", Rational(1, 2), "2 quarts water"),
        ("2 cups flour", Rational(4), "8 cups flour"),
        ("500 g flour", Rational(2), "1000 g flour"), ("900 g bread flour", Rational(5, 4), "1125 g bread flour"),
        ("6 tablespoons butter", Rational(1), "6 tablespoons butter"),
        ("0.25 cups of flour", Rational(1), "1/4 cup of flour"),
        ("2 pounds chicken thighs", Rational(1, 2), "1 pound chicken thighs"),
        ("1 stick butter", Rational(2), "2 sticks butter"),
        ("1/2 teaspoon salt", Rational(1, 6), "≈ 1 pinch salt"),
    ]

    @Test("each line of the table reads as expected", arguments: table)
    func line(_ text: String, factor: Rational, expected: String) {
        let line = IngredientLineParser(text).line
        #expect(PreparedLine(line).presented(scale: factor).text == expected)
    }

    @Test("six tablespoons read as a quarter cup and two tablespoons in compound style after a round trip")
    func sixTablespoons() {
        let line = IngredientLineParser("3 tablespoons butter").line
        #expect(PreparedLine(line).presented(scale: Rational(2)).text == "1/4 cup + 2 tablespoons butter")
        #expect(PreparedLine(line).presented(scale: Rational(2), style: .single).text == "6 tablespoons butter")
    }
}
