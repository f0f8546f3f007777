import Pepin
import Testing

/// Pinches, dashes and handfuls are taken whole, in every view: a cook cannot take a sixth of a
/// pinch. Below one they read "≈ 1 pinch"; above, the nearest whole number, marked when it moved.
@Suite struct HandMeasureTests {
    @Test("hand measures are taken whole", arguments: [
        ("1 pinch salt", Rational(1, 6), "≈ 1 pinch salt"),
        ("1 pinch salt", Rational(1, 2), "≈ 1 pinch salt"),
        ("1 pinch salt", Rational(5, 4), "≈ 1 pinch salt"),
        ("1 pinch salt", Rational(5, 2), "≈ 3 pinches salt"),
        ("1 pinch salt", Rational(3), "3 pinches salt"),
        ("2 dashes bitters", Rational(1, 4), "≈ 1 dash bitters"),
        ("2 dashes bitters", Rational(3, 2), "3 dashes bitters"),
        ("1-2 pinches cayenne", Rational(1, 3), "≈ 1 pinch cayenne"),
        ("1-2 pinches cayenne", Rational(2), "2-4 pinches cayenne"),
        ("1 handful basil leaves", Rational(1, 3), "≈ 1 handful basil leaves"),
        ("1 smidgen nutmeg", Rational(1, 2), "≈ 1 smidgen nutmeg"),
        ("3 drops vanilla extract", Rational(1, 2), "≈ 2 drops vanilla extract"),
    ])
    func whole(line: String, factor: Rational, expected: String) {
        for view in IngredientView.allCases {
            #expect(PreparedLine(line).presented(scale: factor, view: view).text == expected, "in the \(view.name) view")
        }
    }

    @Test("an amount written with no number gains one, a space before its unit", arguments: [
        ("pinch of salt", Rational(2), "2 pinches of salt"),
        ("handful of basil", Rational(3), "3 handfuls of basil"),
        ("splash Tabasco sauce", Rational(2), "2 splashes Tabasco sauce"),
        ("tsp vanilla paste or extract", Rational(2), "2 tsp vanilla paste or extract"),
        ("a tablespoon grain mustard", Rational(2), "2 tablespoons grain mustard"),
    ])
    func implied(line: String, factor: Rational, expected: String) {
        #expect(PreparedLine(line).presented(scale: factor).text == expected)
    }

    @Test("a spoon amount below the smallest spoon reads a pinch, never a fraction of one")
    func belowTheSpoons() {
        #expect(PreparedLine("1/4 teaspoon salt").presented(scale: Rational(1, 6)).text == "≈ 1 pinch salt")
        #expect(PreparedLine("1 pinch salt").presented(scale: Rational(1, 6), format: .html).text == "<span class=\"amount\">≈ 1 pinch</span> salt")
    }
}
