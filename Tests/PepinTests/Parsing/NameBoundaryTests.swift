import Pepin
import Testing

/// Where the name starts and ends: percentages, preparation after a comma of modifiers, "to" and a
/// verb, sizes with their own count, a unit written twice.
@Suite struct NameBoundaryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let name: String
        var unit: Unit? = nil
        var size: String? = nil
        var preparation: String? = nil
        var comment: String? = nil
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "5 cups 2% milk", name: "2% milk", unit: .volume(.cup)),
        Case(line: "250g/9oz 00 pasta flour", name: "00 pasta flour", unit: .mass(.gram)),
        Case(line: "4 cups cold, cooked white rice", name: "cold white rice", unit: .volume(.cup), preparation: "cooked"),
        Case(line: "salt and pepper to season", name: "salt and pepper", comment: "to season"),
        Case(line: "200g/7oz ready to eat dried apricots", name: "ready to eat dried apricots", unit: .mass(.gram)),
        Case(line: "6 sm or 4 medium radishes, thinly sliced", name: "radishes", size: "sm or 4 medium", preparation: "thinly sliced"),
        Case(line: "1 very large or 2 medium eggplants", name: "eggplants", size: "very large or 2 medium"),
        Case(line: "¾ c cup orange juice", name: "orange juice", unit: .volume(.cup)),
        Case(line: "1 carrot peeled", name: "carrot", preparation: "peeled"),
        // "roughly" before a participle is its adverb, not an approximation.
        Case(line: "1 cup walnuts roughly chopped", name: "walnuts", unit: .volume(.cup), preparation: "roughly chopped"),
        Case(line: "2 onions, roughly chopped", name: "onions", preparation: "roughly chopped"),
        // ", or X" names an alternative; ", or to taste" and ", or the zest of a lime" do not.
        Case(line: "1/4 cup dry white wine, or chicken broth", name: "dry white wine or chicken broth", unit: .volume(.cup)),
        Case(line: "1 tablespoon mango powder, or the zest of 1 lime", name: "mango powder", unit: .volume(.tablespoon), comment: "or the zest of 1 lime"),
        Case(line: "2 Maraschino Cherries or use store-bought", name: "Maraschino Cherries", comment: "or use store-bought"),
        // A label before the line is a comment.
        Case(line: "Optional: red wine vinegar", name: "red wine vinegar", comment: "Optional:"),
        Case(line: "Optional Flavoring: 1/4 cup lemon juice", name: "lemon juice", unit: .volume(.cup), comment: "Optional Flavoring:"),
        // "cut" before a food word is part of the name; before "into" it is preparation.
        Case(line: "4 cans French cut green beans, drained", name: "French cut green beans", unit: .count(.can), preparation: "drained"),
        Case(line: "1 cup whole or 2% milk", name: "whole or 2% milk", unit: .volume(.cup)),
        Case(line: "½ teaspoon freshly grated or ground nutmeg", name: "nutmeg", unit: .volume(.teaspoon), preparation: "freshly grated or ground"),
        Case(line: "140g/5oz onions peeled and cut into fine half-rings", name: "onions", unit: .mass(.gram), preparation: "peeled and cut", comment: "into fine half-rings"),
        Case(line: "8 sun-dried tomatoes packed in oil", name: "sun-dried tomatoes packed in oil"),
        Case(line: "2 cups peeled, seeded, and chopped tomatoes", name: "tomatoes", unit: .volume(.cup), preparation: "peeled, seeded, and chopped"),
    ]

    @Test("name boundaries", arguments: cases)
    func parts(_ c: Case) {
        let line = IngredientLineParser(c.line).line
        #expect(line.isParsed)
        #expect(line.name == c.name)
        #expect(line.unit == c.unit)
        #expect(line.size == c.size)
        #expect(line.preparation == c.preparation)
        #expect(line.comment == c.comment)
    }

    @Test("a unit written twice reads back as written")
    func writtenTwice() {
        let line = IngredientLineParser("¾ c cup orange juice").line
        #expect(PreparedLine(line).presented(scale: Rational(2)).text.hasSuffix("orange juice"))
        #expect(!PreparedLine(line).presented(scale: Rational(2)).text.contains("cup cup"))
        #expect(PreparedLine(line).presented(scale: Rational(1)).text == "3/4 c cup orange juice")
    }
}
