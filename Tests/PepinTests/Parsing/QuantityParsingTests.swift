import Pepin
import Testing

@Suite struct QuantityParsingTests {
    static let exact: [(String, Rational)] = [
        ("2 cups flour", Rational(2)), ("0.25 cup flour", Rational(1, 4)), (".5 cup flour", Rational(1, 2)),
        ("3/4 cup flour", Rational(3, 4)), ("1 3/4 cups flour", Rational(7, 4)), ("1-3/4 cups flour", Rational(7, 4)),
        ("½ cup flour", Rational(1, 2)), ("1½ cups flour", Rational(3, 2)), ("1 ½ cups flour", Rational(3, 2)),
        ("⅓ cup flour", Rational(1, 3)), ("a cup of flour", Rational(1)), ("an egg", Rational(1)),
        ("one egg", Rational(1)), ("Twelve eggs", Rational(12)), ("a dozen eggs", Rational(12)),
        ("half a lemon", Rational(1, 2)), ("a half cup milk", Rational(1, 2)), ("1⁄2 cup flour", Rational(1, 2)),
        ("one and a half cups flour", Rational(3, 2)), ("two dozen eggs", Rational(24)),
    ]

    @Test("exact quantities in every written form", arguments: exact)
    func exactQuantity(_ text: String, expected: Rational) {
        #expect(IngredientLineParser(text).line.quantity == .exact(expected))
    }

    static let ranges: [(String, Rational, Rational)] = [
        ("2-3 eggs", Rational(2), Rational(3)), ("2–3 eggs", Rational(2), Rational(3)),
        ("2 to 3 eggs", Rational(2), Rational(3)), ("2 or 3 eggs", Rational(2), Rational(3)),
        ("1 1/2-2 cups milk", Rational(3, 2), Rational(2)), ("½-1 tsp salt", Rational(1, 2), Rational(1)),
    ]

    @Test("ranges keep both ends", arguments: ranges)
    func range(_ text: String, low: Rational, high: Rational) {
        #expect(IngredientLineParser(text).line.quantity == .range(QuantityRange(low: low, high: high)))
    }

    @Test("scale factors as typed", arguments: [
        ("3", Rational(3)), ("1.5", Rational(3, 2)), ("3/2", Rational(3, 2)), ("1 1/2", Rational(3, 2)),
        ("x2", Rational(2)), ("2x", Rational(2)), ("½", Rational(1, 2)), (" 0.25 ", Rational(1, 4)),
    ])
    func factor(_ text: String, expected: Rational) throws {
        #expect(try ScaleFactor.parse(text) == expected)
    }

    @Test("bad scale factors say why", arguments: [
        ("abc", QuantityError.notANumber), ("0", .notPositive), ("-2", .notPositive), ("", .notANumber),
        ("2 eggs", .notANumber), ("1/0", .notANumber),
    ])
    func badFactor(_ text: String, error: QuantityError) {
        #expect(throws: error) { try ScaleFactor.parse(text) }
    }
}
