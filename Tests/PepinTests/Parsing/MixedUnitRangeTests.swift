@testable import Pepin
import Testing

/// Ranges written with a unit at each end and alternatives with ranges of their own: doubled,
/// "800g-1kg/1lb 12oz-2lb 4oz butternut squash" read "1600g-1kg/1lb 12oz-2lb 4oz" (the name "kg
/// ..."), "(about 700-800g/1lb 9oz-1lb 12oz)" left "1lb 12oz" unscaled, and the metric view of
/// "1-1.2kg/2lb 4oz-2lb 10oz" read "1-1.2kg- floury potatoes".
@Suite struct MixedUnitRangeTests {
    static func shown(_ text: String, scale: Rational = .one, view: IngredientView = .asWritten) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view).text
    }

    @Test("a range with another unit at its upper end is read in that unit")
    func unitsAtBothEnds() throws {
        let line = IngredientLineParser("800g-1kg/1lb 12oz-2lb 4oz butternut squash, peeled").line
        #expect(line.quantity == .range(QuantityRange(low: Rational(4, 5), high: .one)))
        #expect(line.unit == .mass(.kilogram))
        #expect(line.name == "butternut squash")
        #expect(Self.shown(line.original, scale: Rational(2)) == "1.6-2kg/3 1/2 lb-4 1/2 lb butternut squash, peeled")
        #expect(Self.shown("900g-1.2kg/2-2½lb whole chicken", scale: Rational(2)) == "1.8-2.4kg/4-5lb whole chicken")
    }

    @Test("not before a compound end, nor across 'to' (the amount and its other end)")
    func leftAsBefore() {
        #expect(Self.shown("375–500g/13oz–1lb 2 oz pre-rolled puff pastry", scale: Rational(2))
            == "750-1000g/1 lb + 10 oz–2 1/4 lb pre-rolled puff pastry")
        let line = IngredientLineParser("2 teaspoons to 1 tablespoon chopped pickled jalapeno").line
        #expect(line.quantity == .exact(Rational(2)))
        #expect(line.unit == .volume(.teaspoon))
    }

    @Test("a view drops an alternative range with the dash between its ends", arguments: [
        ("1-1.2kg/2lb 4oz-2lb 10oz floury potatoes", "1-1.2kg floury potatoes"),
        ("350-450g/12oz-1lb cherry tomatoes", "350-450g cherry tomatoes"),
        ("1kg–1.3kg/2lb 4oz–2lb 14oz chicken, jointed", "1-1.3kg chicken, jointed"),
        ("500-700ml/17fl oz-1¼ pints vegetable oil", "500-700ml vegetable oil"),
    ])
    func alternativeRangeDropped(line: String, expected: String) {
        #expect(Self.shown(line, view: .metricVolume) == expected)
    }

    @Test("a view drops the word before an alternative after a slash with it")
    func hedgedAlternativeDropped() {
        // "40 g/ about honey" before.
        #expect(Self.shown("2 tablespoons/ about 1.5 ounces/ 40 grams honey", view: .metricVolume) == "40 g honey")
    }

    @Test("an aside's range after a dash scales at both ends, and a view keeps both")
    func asideRange() {
        let turkey = "1 turkey leg (about 700-800g/1lb 9oz-1lb 12oz)"
        #expect(Self.shown(turkey, scale: Rational(2)) == "2 turkey legs (about 1400-1600g/3 lb + 2 oz-3 1/2 lb)")
        #expect(Self.shown(turkey, view: .usCustomary) == "1 turkey leg (about 1lb 9oz-1lb 12oz)")
        #expect(Self.shown(turkey, view: .metricVolume) == "1 turkey leg (about 700-800g)")
        #expect(Self.shown("2 rabbits (1.5-2kg/3lb 5oz-4lb 8oz total), jointed", scale: Rational(2))
            == "4 rabbits (3-4kg/6 lb + 10 oz-9 lb total), jointed")
    }

    @Test("the inflector's irregular singulars, searched")
    func irregularSingulars() {
        #expect(Inflector.singular("leaves") == "leaf")
        #expect(Inflector.singular("Teeth") == "Tooth")
        #expect(Inflector.singular("geese") == "goose")
        #expect(Inflector.singular("fish") == "fish")
        #expect(Inflector.singular("mangoes") == "mango")
    }
}

/// What a food makes scales with it wherever the amount stands: doubled, "diluted to make
/// 500ml/18fl oz stock" and "(to make 300g/10½oz purée after sieving)" were left as written.
@Suite struct ResultAmountTests {
    @Test("an amount after 'make', 'yield' or 'give' scales", arguments: [
        ("1 beef stock pot diluted to make 500ml/18fl oz stock", "2 beef stock pots diluted to make 1000ml/4 1/2 cups stock"),
        ("420g/15oz raspberries (to make 300g/10½oz purée after sieving)", "840g/1 lb + 14 oz raspberries (to make 600g/1 lb + 5 oz purée after sieving)"),
        ("½ red cabbage, juiced, to yield 250g cabbage juice", "1 red cabbage, juiced, to yield 500g cabbage juice"),
        ("3 blood oranges (enough to make 3 cups orange sections)", "6 blood oranges (enough to make 6 cups orange sections)"),
        // A count of pieces is how the food is cut, not what it makes.
        ("2 pounds shad fillets, cut to make 4 pieces", "4 pounds shad fillets, cut to make 4 pieces"),
    ])
    func scales(line: String, expected: String) {
        #expect(MixedUnitRangeTests.shown(line, scale: Rational(2)) == expected)
    }
}

/// A spaced "in" after a length's other writing is an inch: "3cm/1.2 in piece galangal" doubled
/// read "6cm/1.2 in", its name "in piece galangal".
@Suite struct SpacedInchTests {
    @Test("the inch after a length in centimetres scales with it")
    func spacedInch() {
        #expect(MixedUnitRangeTests.shown("4cm/1½ in piece fresh root ginger", scale: Rational(2)) == "8cm/3 in piece fresh root ginger")
        #expect(IngredientLineParser("3cm/1.2 in piece galangal, peeled").line.name == "galangal")
        // Before an article or a possessive a spaced "in" is still a preposition.
        #expect(IngredientLineParser("2 in their shells").line.unit == nil)
    }
}
