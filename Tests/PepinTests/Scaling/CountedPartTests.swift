import Pepin
import Testing

/// Things counted whole (eggs, cloves, lemons, cans): a part of one gains its weight so the cook can
/// measure it, a range widens to whole ends, whole counts stay as they are.
@Suite struct CountedPartTests {
    @Test("a part of a counted thing gains its weight, in every view", arguments: [
        ("1 large egg", Rational(1, 3), "1/3 large egg (≈ 17 g)"),
        ("1 large egg", Rational(5, 4), "1 1/4 large eggs (≈ 63 g)"),
        ("3 cloves garlic, minced", Rational(1, 6), "1/2 clove garlic (≈ 2 g), minced"),
        ("1 (15 ounce) can black beans, drained", Rational(1, 3), "1/3 (15 ounce) can black beans (≈ 140 g), drained"),
        ("1-2 lemons", Rational(1, 2), "1/2-1 lemon (29-58 g)"),
    ])
    func weighed(line: String, factor: Rational, expected: String) {
        for view in IngredientView.allCases {
            // A container's size follows the view ("(15 ounce)" reads "(≈ 425 g)" in the metric views).
            let expected = view.isMetric ? expected.replacing("(15 ounce)", with: "(≈ 425 g)") : expected
            #expect(PreparedLine(line).presented(scale: factor, view: view).text == expected, "in the \(view.name) view")
        }
    }

    @Test("whole counts and unknown foods stay as they are; the author's own weight scales with the line", arguments: [
        ("2 large eggs", Rational(1, 2), "1 large egg"),
        ("1 dragonfruit pastry", Rational(1, 2), "1/2 dragonfruit pastry"),
        ("3 whole large eggs (150 g)", Rational(1, 3), "1 whole large egg (50 g)"),
    ])
    func unchanged(line: String, factor: Rational, expected: String) {
        #expect(PreparedLine(line).presented(scale: factor).text == expected)
    }

    @Test("a range of counted things widens to whole ends, holding every amount between", arguments: [
        ("2 to 3 cloves garlic", Rational(1, 2), "1-2 cloves garlic"),
        ("2-3 large eggs", Rational(5, 4), "2-4 large eggs"),
        ("4-6 shallots", Rational(1, 2), "2-3 shallots"),
    ])
    func ranges(line: String, factor: Rational, expected: String) {
        #expect(PreparedLine(line).presented(scale: factor).text == expected)
    }
}
