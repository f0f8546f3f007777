import Testing
@testable import Pepin

/// Three recipes whose facts are worked out by hand from the USDA values per 100 g (in the
/// catalog as hundredths: flour 364 kcal, fat 0.98 g, ...). Each line's grams are taken to the
/// milligram; each total, and each total divided by the servings, is rounded to a hundredth.
@Suite struct RecipeNutritionTests {
    func facts(_ lines: [String], servings: Int?, scale: Rational = .one) -> RecipeNutrition {
        RecipeNutrition(lines: lines.map { IngredientLineParser($0).line }, scale: scale, servings: servings.map { Rational($0) })
    }

    func values(_ amounts: NutrientAmounts?) -> [Int?] {
        Nutrient.allCases.map { amounts?.hundredths(of: $0) }
    }

    // Shortbread, 4 servings.
    //   flour 1 cup = 125 g (20081: 364 kcal, fat 0.98, sat 0.16, chol 0, Na 2 mg, carb 76.31,
    //     fiber 2.7, sugars 0.27, protein 10.33 per 100 g)
    //   unsalted butter 1/2 cup = 113.5 g (01145: 717, 81.11, 50.49, 215 mg, 11 mg, 0.06, 0, 0.06, 0.85)
    //   sugar 1/4 cup = 50 g (19335: 387, 0, 0, 0, 1 mg, 99.98, 0, 99.8, 0)
    // kcal    1.25x364 + 1.135x717 + 0.5x387 = 455 + 813.795 + 193.5 = 1462.295 -> 146230; /4 = 365.57375 -> 36557
    // fat     1.25x0.98 + 1.135x81.11       = 1.225 + 92.05985         = 93.28485 -> 9328;  /4 -> 2332
    // sat     1.25x0.16 + 1.135x50.49       = 0.2 + 57.30615           = 57.50615 -> 5751;  /4 = 14.3775 -> 1438
    // chol    1.135x215                     = 244.025 mg               -> 24403;            /4 = 61.0075 -> 6101
    // sodium  1.25x2 + 1.135x11 + 0.5x1     = 2.5 + 12.485 + 0.5       = 15.485 -> 1549;    /4 = 3.8725 -> 387
    // carb    1.25x76.31 + 1.135x0.06 + 0.5x99.98 = 95.3875 + 0.0681 + 49.99 = 145.4456 -> 14545; /4 -> 3636
    // fiber   1.25x2.7                      = 3.375                    -> 338;              /4 = 0.84375 -> 84
    // sugars  1.25x0.27 + 1.135x0.06 + 0.5x99.8 = 0.3375 + 0.0681 + 49.9 = 50.3056 -> 5031; /4 = 12.5775 -> 1258
    // protein 1.25x10.33 + 1.135x0.85       = 12.9125 + 0.96475        = 13.87725 -> 1388;  /4 = 3.47 -> 347
    @Test("a count whose piece weight is unknown is weighed by the author's weight after the name")
    func weightAfterName() {
        let chicken = facts(["1 chicken (1.5 kg)"], servings: nil, scale: Rational(2))
        #expect(chicken.notCounted.isEmpty)
        #expect(chicken.counted.map(\.grams) == [Rational(3000)])
        let breasts = facts(["4 chicken breasts (about 6 ounces each)"], servings: nil)
        #expect(breasts.notCounted.isEmpty)
        #expect(breasts.counted.map(\.grams) == [try! Rational(24).multiplied(by: MassUnit.gramsPerOunce)])
    }

    @Test("shortbread: flour, butter, sugar")
    func shortbread() {
        let facts = facts(["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup sugar"], servings: 4)
        #expect(values(facts.total) == [146230, 9328, 5751, 24403, 1549, 14545, 338, 5031, 1388])
        #expect(values(facts.perServing) == [36557, 2332, 1438, 6101, 387, 3636, 84, 1258, 347])
        #expect(facts.notCounted.isEmpty)
        #expect(facts.counted.map(\.grams) == [Rational(125), Rational(227, 2), Rational(50)])
    }

    // Pancakes, 2 servings: flour 125 g; 2 large eggs = 100 g (01123: 143 kcal, fat 9.51, sat 3.13,
    // chol 372, Na 142, carb 0.72, fiber 0, sugars 0.37, protein 12.56); whole milk 1 cup = 244 g
    // (01077: 61, 3.25, 1.86, 10, 43, 4.80, 0, 5.05, 3.15).
    // kcal    455 + 143 + 2.44x61 (148.84)                     = 746.84 -> 74684; /2 -> 37342
    // fat     1.225 + 9.51 + 2.44x3.25 (7.93)                   = 18.665 -> 1867 (half away from zero); /2 = 9.3325 -> 933
    // chol    0 + 372 + 24.4                                    = 396.4 mg -> 39640; /2 -> 19820
    // sodium  2.5 + 142 + 2.44x43 (104.92)                      = 249.42 mg -> 24942; /2 -> 12471
    // protein 12.9125 + 12.56 + 2.44x3.15 (7.686)               = 33.1585 -> 3316; /2 = 16.58 -> 1658
    // Not counted: salt to taste, an unknown food, and butter for the pan (no amount).
    @Test("pancakes: counted eggs, and the lines it could not count")
    func pancakes() {
        let facts = facts(
            [
                "1 cup all-purpose flour", "2 large eggs", "1 cup whole milk", "salt to taste",
                "1 tablespoon magic dust", "butter, for the pan",
            ], servings: 2)
        #expect(values(facts.total) == [74684, 1867, 787, 39640, 24942, 10782, 338, 1303, 3316])
        #expect(values(facts.perServing) == [37342, 933, 393, 19820, 12471, 5391, 169, 651, 1658])
        #expect(
            facts.notCounted == [
                UncountedIngredient(line: "salt to taste", issue: .toTaste),
                UncountedIngredient(line: "1 tablespoon magic dust", issue: .unknownIngredient),
                UncountedIngredient(line: "butter, for the pan", issue: .noAmount),
            ])
    }

    // Vinaigrette, 6 servings: olive oil 3/4 cup = 162 g (04053: 884 kcal, fat 100, sat 13.81,
    // Na 2); red wine vinegar 1/4 cup = 59.75 g (02068: 19 kcal, Na 8, carb 0.27, protein 0.04,
    // cholesterol unknown); Dijon (as yellow mustard 02046) 1 tbsp = 15.5625 -> 15.563 g (60 kcal,
    // Na 1104); kosher salt 1 tsp = 135/48 = 2.8125 -> 2.813 g (Na 38758); black pepper, a pinch
    // = 1/16 tsp = 0.14375 -> 0.144 g (251 kcal, Na 20).
    // kcal   1.62x884 + 0.5975x19 + 0.15563x60 + 0.00144x251 = 1432.08 + 11.3525 + 9.3378 + 0.36144
    //        = 1453.13 -> 145313; /6 = 242.19 -> 24219
    // sodium 1.62x2 + 0.5975x8 + 0.15563x1104 + 0.02813x38758 + 0.00144x20
    //        = 3.24 + 4.78 + 171.81552 + 1090.26254 + 0.0288 = 1270.12686 mg -> 127013; /6 -> 21169
    // Cholesterol: the vinegar's is unknown, so the total (0) is a lower bound.
    @Test("vinaigrette: kosher salt by Diamond Crystal's density, a pinch of pepper, a lower bound")
    func vinaigrette() {
        let facts = facts(
            [
                "3/4 cup olive oil", "1/4 cup red wine vinegar", "1 tablespoon Dijon mustard",
                "1 teaspoon kosher salt", "a pinch of black pepper",
            ], servings: 6)
        #expect(values(facts.total) == [145313, 16252, 2241, 0, 127013, 116, 66, 14, 62])
        #expect(values(facts.perServing) == [24219, 2709, 373, 0, 21169, 19, 11, 2, 10])
        #expect(facts.isLowerBound(.cholesterol))
        #expect(!facts.isLowerBound(.sodium))
    }

    @Test("the facts follow the scale; per serving stays")
    func scaled() {
        let once = facts(["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup sugar"], servings: 4)
        let twice = facts(["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup sugar"], servings: 4, scale: Rational(2))
        #expect(twice.total.hundredths(of: .calories) == 292_459)  // 2924.59 kcal: 2 x 1462.295, rounded once
        #expect(twice.servings == Rational(8))
        #expect(values(twice.perServing) == values(once.perServing))
    }

    @Test("the label, as text")
    func label() {
        let facts = facts(["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup sugar", "salt to taste"], servings: 4)
        #expect(
            NutritionLabelPresenter(facts).text == """
                Nutrition Facts
                Servings: 4
                                       Per serving      Recipe
                Calories                       366        1462
                Total fat                     23 g        93 g
                  Saturated fat               14 g        58 g
                Cholesterol                  61 mg      244 mg
                Sodium                        4 mg       15 mg
                Total carbohydrate            36 g       145 g
                  Dietary fiber              0.8 g       3.4 g
                  Total sugars                13 g        50 g
                Protein                      3.5 g        14 g
                Not counted:
                  salt to taste (to taste)
                Source: USDA National Nutrient Database for Standard Reference, Release 28.
                """)
    }

    @Test("odd lines never crash the facts")
    func odd() {
        let facts = facts(["", "1/0 cup sugar", "99999999999999 cups flour", "3 jumbo eggs", "1 (x ounce) can beans"], servings: 0)
        #expect(facts.perServing == nil)
        #expect(facts.counted.count + facts.notCounted.count == 5)
    }
}
