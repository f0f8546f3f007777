import Pepin
import Testing

/// Things counted whole (eggs, cloves, lemons, cans): a part of one gains its weight so the cook can
/// measure it, a range widens to whole ends, whole counts stay as they are.
@Suite struct CountedPartTests {
    @Test("a part of a counted thing gains its weight, in every view: ounces in the US view", arguments: [
        ("1 large egg", Rational(1, 3), "1/3 large egg (≈ 17 g)", "1/3 large egg (≈ 5/8 ounce)"),
        ("1 large egg", Rational(5, 4), "1 1/4 large eggs (≈ 63 g)", "1 1/4 large eggs (≈ 2 1/4 ounces)"),
        ("3 cloves garlic, minced", Rational(1, 6), "1/2 clove garlic (≈ 2 g), minced", "1/2 clove garlic (≈ 1/8 ounce), minced"),
        ("1-2 lemons", Rational(1, 2), "1/2-1 lemon (29-58 g)", "1/2-1 lemon (≈ 1-2 ounces)"),
        ("1/2 green bell pepper", Rational(1), "1/2 green bell pepper (≈ 60 g)", "1/2 green bell pepper (≈ 2 1/8 ounces)"),
    ])
    func weighed(line: String, factor: Rational, metric: String, us: String) {
        for view in IngredientView.allCases {
            #expect(PreparedLine(line).presented(scale: factor, view: view).text == (view == .usCustomary ? us : metric), "in the \(view.name) view")
        }
    }

    @Test("a part of a container the author measured in US units weighs in ounces but in the metric views")
    func containerPart() {
        let line = PreparedLine("1 (15 ounce) can black beans, drained")
        for view in IngredientView.allCases {
            // A container's size follows the view ("(15 ounce)" reads "(≈ 425 g)" in the metric views).
            let expected = view.isMetric
                ? "1/3 (≈ 425 g) can black beans (≈ 140 g), drained" : "1/3 (15 ounce) can black beans (5 ounces), drained"
            #expect(line.presented(scale: Rational(1, 3), view: view).text == expected, "in the \(view.name) view")
        }
        // A metric size keeps grams in the author's view.
        #expect(PreparedLine("1 (400 g) can black beans").presented(scale: Rational(1, 2)).text == "1/2 (400 g) can black beans (200 g)")
    }

    @Test("a container sized by weight weighs its part whatever it holds, known food or not")
    func unknownFoodContainer() {
        let line = PreparedLine("1 (16 ounce) package zorblax")
        for view in IngredientView.allCases {
            let expected = view.isMetric ? "1/2 (≈ 455 g) package zorblax (≈ 225 g)" : "1/2 (16 ounce) package zorblax (8 ounces)"
            let shown = line.presented(scale: Rational(1, 2), view: view)
            #expect(shown.text == expected, "in the \(view.name) view")
            #expect(shown.issue == nil, "in the \(view.name) view")
        }
        #expect(PreparedLine("1 (400 g) tin zorblax").presented(scale: Rational(1, 2)).text == "1/2 (400 g) tin zorblax (200 g)")
        // A size by volume says nothing of the weight without the food.
        #expect(PreparedLine("1 (12 fluid ounce) can zorblax").presented(scale: Rational(1, 2)).text == "1/2 (12 fluid ounce) can zorblax")
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
