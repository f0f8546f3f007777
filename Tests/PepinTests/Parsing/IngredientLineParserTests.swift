import Pepin
import Testing

@Suite struct IngredientLineParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let unit: Unit?
        let name: String
        var size: String? = nil
        var preparation: String? = nil
        var comment: String? = nil
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "1 1/2 cups all-purpose flour, sifted", unit: .volume(.cup), name: "all-purpose flour", preparation: "sifted"),
        Case(line: "2-3 tbsp olive oil", unit: .volume(.tablespoon), name: "olive oil"),
        Case(line: "1 (14 oz) can tomatoes", unit: .count(.can), name: "tomatoes"),
        Case(line: "salt to taste", unit: nil, name: "salt", comment: "to taste"),
        Case(line: "2 large eggs, lightly beaten", unit: nil, name: "eggs", size: "large", preparation: "lightly beaten"),
        Case(line: "1 cup cold butter, cold and cut into cubes", unit: .volume(.cup), name: "cold butter", comment: "cold and cut into cubes"),
        Case(line: "1 T sugar", unit: .volume(.tablespoon), name: "sugar"),
        Case(line: "1 t salt", unit: .volume(.teaspoon), name: "salt"),
        Case(line: "1 fl oz lime juice", unit: .volume(.fluidOunce), name: "lime juice"),
        Case(line: "150g/5oz plain flour", unit: .mass(.gram), name: "plain flour"),
        Case(line: "1 tsp. vanilla extract", unit: .volume(.teaspoon), name: "vanilla extract"),
        Case(line: "Pinch of salt", unit: .count(.pinch), name: "salt"),
        Case(line: "3 cloves garlic, minced", unit: .count(.clove), name: "garlic", preparation: "minced"),
        Case(line: "1 cup chopped walnuts (optional)", unit: .volume(.cup), name: "walnuts", preparation: "chopped", comment: "(optional)"),
        Case(line: "fresh parsley, for serving", unit: nil, name: "fresh parsley", comment: "for serving"),
        Case(line: "2 x 400g cans chopped tomatoes", unit: .count(.can), name: "chopped tomatoes"),
    ]

    @Test("lines split into unit, name, size, preparation and comment", arguments: cases)
    func parts(_ c: Case) {
        let line = IngredientLineParser(c.line).line
        #expect(line.isParsed)
        #expect(line.unit == c.unit)
        #expect(line.name == c.name)
        #expect(line.size == c.size)
        #expect(line.preparation == c.preparation)
        #expect(line.comment == c.comment)
    }

    @Test("compound amounts, alternatives and container sizes")
    func amounts() {
        let compound = IngredientLineParser("1 cup plus 2 tablespoons flour").line
        #expect(compound.amount?.parts.count == 2)
        #expect(compound.quantity == .exact(Rational(9, 8)))
        let alternative = IngredientLineParser("200 g (1 1/2 cups) flour").line
        #expect(alternative.unit == .mass(.gram))
        #expect(alternative.alternatives.first?.parts.first?.unit == .volume(.cup))
        #expect(alternative.name == "flour")
        let can = IngredientLineParser("1 (14.5 ounce) can diced tomatoes").line
        #expect(can.amount?.containerSize == "14.5 ounce")
        // After a container the participle names the product: a can of diced tomatoes.
        #expect(can.name == "diced tomatoes")
        #expect(can.preparation == nil)
    }

    @Test("lines Pepin does not understand are kept verbatim", arguments: ["", "   ", "----", "99999999999999999999999 g sugar"])
    func unparsed(_ text: String) {
        let line = IngredientLineParser(text).line
        #expect(!line.isParsed)
        #expect(PreparedLine(line).presented(scale: Rational(2)).text == text)
    }
}

@Suite struct LineEdgeTests {
    @Test("bullets and pictures before the amount", arguments: [
        ("- 1 cup flour", "- 2 cups flour"), ("• 1 lemon", "• 2 lemons"), ("🍋 1 lemon", "🍋 2 lemons"),
        ("* 2 eggs", "* 4 eggs"),
    ])
    func bullets(_ text: String, expected: String) {
        #expect(PreparedLine(IngredientLineParser(text).line).presented(scale: Rational(2)).text == expected)
    }

    @Test("a yield without a number stays as written")
    func yieldWithoutNumber() {
        #expect(YieldParser("a big pot").yield == nil)
        #expect(YieldParser("one loaf").yield?.quantity == .exact(.one))
    }
}
