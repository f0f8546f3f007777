import Testing
@testable import Pepin

/// A unit the view keeps is written in the author's spelling, in number: a British "litre" stays
/// "litres" (it read "liters"), a "pack" "packs" (it read "packages").
@Suite struct AuthorsUnitWordTests {
    func shown(_ text: String, scale: Rational, view: IngredientView = .asWritten) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("the author's spelling, in number", arguments: [
        ("1.5 litre vegetable stock", Rational(2), IngredientView.asWritten, "3 litres vegetable stock"),
        ("1 litre/1¾ pints water", Rational(1), .metricVolume, "1 litre water"),
        ("1.5 litre/2 pints vegetable stock", Rational(1), .metricVolume, "1.5 litres vegetable stock"),
        ("500 millilitres milk", Rational(1, 2), .asWritten, "250 millilitres milk"),
        ("1 pack puff pastry", Rational(2), .asWritten, "2 packs puff pastry"),
        ("2 packs puff pastry", Rational(1, 2), .asWritten, "1 pack puff pastry"),
    ])
    func spelling(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("an American spelling and an abbreviation stay the author's", arguments: [
        ("1 liter water", "2 liters water"),
        ("1 package yeast", "2 packages yeast"),
        ("1 tbsp oil", "2 tbsp oil"),
    ])
    func others(written: String, expected: String) {
        #expect(shown(written, scale: Rational(2)) == expected)
    }

    @Test("the author's other reading keeps its own unit where it would read as the line's amount", arguments: [
        ("1/3 cup (5 1/3 tablespoons) unsalted butter", "2/3 cup (10 2/3 tablespoons) unsalted butter"),
        ("¼ cup (2 fl oz) water", "1/2 cup (4 fl oz) water"),
        ("1 quart (4 cups) whole milk", "2 quarts (8 cups) whole milk"),
        ("1 cup (½ pint) heavy cream", "2 cups (1 pint) heavy cream"),
        ("1 cup (8fl oz) vegetable oil", "2 cups (16fl oz) vegetable oil"),
        // Readings that differ reduce as before.
        ("1 cup (240 ml) milk", "2 cups (480 ml) milk"),
        ("4 tbsp/2½fl oz good-quality olive oil", "1/2 cup/1/2 cup + 2 tbsp good-quality olive oil"),
    ])
    func otherReading(written: String, expected: String) {
        #expect(shown(written, scale: Rational(2)) == expected)
    }
}
