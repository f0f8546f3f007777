import Pepin
import Testing

/// The nutrition facts follow the scale (the servings with them), and a recipe whose yield is a
/// measure gives its facts per 100 g, never per millilitre of "servings".
@Suite struct NutritionScalingTests {
    @Test("servings come from serves, else a yield that counts things; never from a measure", arguments: [
        ("4-6", nil, Rational(4)), (nil, "12 cookies", Rational(12)), ("2", "12 cookies", Rational(2)),
        (nil, "250 ml", nil), (nil, "2 cups", nil), (nil, "500 g", nil), (nil, "plenty", nil), (nil, nil, nil),
    ] as [(String?, String?, Rational?)])
    func servings(serves: String?, yields: String?, expected: Rational?) {
        #expect(RecipeNutrition.servings(serves: serves, yields: yields) == expected)
    }

    // 100 g all-purpose flour (364 kcal, protein 10.33 g per 100 g) and 100 g sugar (387 kcal,
    // protein 0): 751 kcal and 10.33 g protein in 200 g, so per 100 g 375.5 kcal and 5.165 g.
    @Test("a recipe measured in grams or millilitres gives its facts per 100 g")
    func perHundredGrams() throws {
        let lines = ["100 g all-purpose flour", "100 g granulated sugar"].map { PreparedLine($0) }
        let facts = RecipeNutrition(prepared: lines, servings: nil)
        #expect(facts.perServing == nil)
        let per100 = try #require(facts.perHundredGrams)
        #expect(per100.hundredths(of: .calories) == 37550)
        #expect(per100.hundredths(of: .protein) == 517)
        #expect(NutritionLabelPresenter(facts).text.contains("Per 100 g"))
    }

    @Test("at a scale the totals and servings follow, the values per serving stay")
    func scaled() throws {
        let lines = ["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup granulated sugar"].map { PreparedLine($0) }
        let facts = RecipeNutrition(prepared: lines, servings: Rational(4))
        let doubled = facts.scaled(by: Rational(3, 2))
        #expect(doubled.servings == Rational(6))
        #expect(doubled.perServing == facts.perServing)
        // 146230 hundredths of a kcal at 1x (RecipeNutritionTests' shortbread), x3/2 = 219345.
        #expect(facts.total.hundredths(of: .calories) == 146230)
        #expect(doubled.total.hundredths(of: .calories) == 219345)
        #expect(RecipeNutrition.scaledHundredths(146230, by: Rational(3, 2)) == 219345)
        // The label at a scale reads the same as the label of the scaled facts.
        let label = NutritionLabelPresenter(facts, scale: Rational(3, 2)).text
        #expect(label.contains("Servings: 6"))
        #expect(label.contains("2193"))
    }
}
