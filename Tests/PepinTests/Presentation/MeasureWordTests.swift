import Pepin
import Testing

/// A measure joined to its number by a hyphen ("a 4-inch piece") is an adjective: scaled, it stays
/// singular, and the article before it agrees with the new number. Found by doubling every line of
/// train.jsonl: "A 8-inches piece of fresh ginger", "A 11-lb duckling".
@Suite struct MeasureWordTests {
    @Test("a hyphenated measure stays singular when scaled", arguments: [
        ("8-inch piece vanilla bean, split lengthwise", Rational(2), "16-inch piece vanilla bean, split lengthwise"),
        ("Baked 9-inch pastry shell", Rational(2), "Baked 18-inch pastry shell"),
        ("5 1/2-pound chicken, cut into quarters", Rational(2), "11-pound chicken, cut into quarters"),
        ("2 inches fresh ginger", Rational(2), "4 inches fresh ginger"),
    ])
    func singular(_ text: String, _ scale: Rational, _ expected: String) {
        #expect(PreparedLine(text).presented(scale: scale).text == expected)
    }

    @Test("the article agrees with the number written", arguments: [
        ("A 4-inch piece of fresh ginger", Rational(2), "An 8-inch piece of fresh ginger"),
        ("A 5½-lb ready-to-cook duckling", Rational(2), "An 11-lb ready-to-cook duckling"),
        ("an 8-ounce can tomatoes", Rational(1, 2), "a 4-ounce can tomatoes"),
        ("An 18-inch baguette", Rational(1, 2), "A 9-inch baguette"),
        ("A 4-inch piece of fresh ginger", Rational(3), "A 12-inch piece of fresh ginger"),
        ("a 1/2-inch slice of bread", Rational(2), "a 1-inch slice of bread"),
    ])
    func article(_ text: String, _ scale: Rational, _ expected: String) {
        #expect(PreparedLine(text).presented(scale: scale).text == expected)
    }

    @Test("in a converted view too")
    func converted() {
        #expect(PreparedLine("An 8-ounce can tomatoes").presented(scale: Rational(2), view: .metricVolume).text == "A ≈ 455 g can tomatoes")
    }
}
