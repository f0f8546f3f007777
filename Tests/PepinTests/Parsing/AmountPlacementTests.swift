import Pepin
import Testing

/// Amounts in other places: after the name, as a range inside a container size, after "A".
@Suite struct AmountPlacementTests {
    @Test("an amount after the name is the amount")
    func afterName() {
        let vanilla = IngredientLineParser("Vanilla extract, 1½ teaspoons").line
        #expect(vanilla.quantity == .exact(Rational(3, 2)))
        #expect(vanilla.unit == .volume(.teaspoon))
        #expect(vanilla.name == "Vanilla extract")
        #expect(vanilla.comment == nil)
        let salt = IngredientLineParser("Salt 1 teaspoon (4 grams)").line
        #expect(salt.unit == .volume(.teaspoon))
        #expect(salt.alternatives.first?.parts.first?.unit == .mass(.gram))
        #expect(salt.name == "Salt")
        // Scaling rewrites the amount where the author wrote it.
        #expect(PreparedLine(vanilla).presented(scale: Rational(2)).text == "Vanilla extract, 1 tablespoon")
    }

    @Test("a range of sizes after a spelled count", arguments: [
        ("One 4- to 5-pound chicken", "4- to 5-pound", "chicken"),
        ("Two 4-pound to 4½-pound ducks", "4-pound to 4½-pound", "ducks"),
        ("One 8- or 9-ounce package wavy lasagna strips", "8- or 9-ounce", "wavy lasagna strips"),
        ("One 4–5 pound whole chicken", "4–5 pound", "whole chicken"),
    ])
    func sizeRange(_ text: String, _ size: String, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.amount?.containerSize == size)
        #expect(line.name == name)
        #expect(line.quantity == .exact(Rational(text.hasPrefix("Two") ? 2 : 1)))
    }

    @Test("after \"A\" the measure is the amount")
    func articleMeasure() {
        let ginger = IngredientLineParser("A 4-inch piece of fresh ginger").line
        #expect(ginger.quantity == .exact(Rational(4)))
        #expect(ginger.unit == .length(.inch))
        #expect(ginger.name == "fresh ginger")
    }

    @Test("a count with its sign, a size number in parentheses, a range of alternatives")
    func moreAmounts() {
        let breasts = IngredientLineParser("2 x chicken breasts").line
        #expect(breasts.quantity == .exact(Rational(2)))
        #expect(breasts.name == "chicken breasts")
        let chicken = IngredientLineParser("1 (3 1/2) pound chicken").line
        #expect(chicken.amount?.containerSize == "(3 1/2) pound")
        #expect(chicken.name == "chicken")
        let rhubarb = IngredientLineParser("400-500g/14oz-17oz rhubarb").line
        #expect(rhubarb.unit == .mass(.gram))
        // The alternative is itself a range written with its unit twice.
        #expect(rhubarb.alternatives.count == 1)
        #expect(rhubarb.alternatives.first?.parts.first?.quantity == .range(QuantityRange(low: Rational(14), high: Rational(17))))
        #expect(rhubarb.name == "rhubarb")
        let butter = IngredientLineParser("2 Tb butter").line
        #expect(butter.unit == .volume(.tablespoon))
        #expect(butter.name == "butter")
    }

    @Test("the amount after a lead-in")
    func leadIn() {
        let rosemary = IngredientLineParser("Needles from 2 small sprigs of fresh rosemary").line
        #expect(rosemary.quantity == .exact(Rational(2)))
        #expect(rosemary.unit == .count(.sprig))
        #expect(rosemary.name == "fresh rosemary")
        let mint = IngredientLineParser("Leaves from 1 bunch of fresh mint").line
        #expect(mint.unit == .count(.bunch))
        #expect(mint.name == "fresh mint")
    }

    @Test("\"each\" after the amount is a comment")
    func each() {
        let line = IngredientLineParser("½ teaspoon each of salt and pepper").line
        #expect(line.name == "salt and pepper")
        #expect(line.comment == "each of")
    }
}
