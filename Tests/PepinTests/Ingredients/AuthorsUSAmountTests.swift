import Testing
@testable import Pepin

/// The US view of a British line: the author's own weight in pounds and ounces is shown as written,
/// "1lb 2oz" as a whole (it read "≈ 1 pound + 1 3/4 ounces", converted from the 500 g); an
/// imperial pint after a metric volume is never read as a US pint (a fifth less: "300ml/½ pint
/// chicken stock" read "1 cup"), the metric amount is converted instead.
@Suite struct AuthorsUSAmountTests {
    func us(_ text: String, scale: Rational = .one) -> String {
        shown(text, scale: scale, view: .usCustomary)
    }

    func shown(_ text: String, scale: Rational = .one, view: IngredientView) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view).text
    }

    @Test("a weight in pounds and ounces is the author's", arguments: [
        ("500g/1lb 2oz leeks, sliced", "1 pound + 2 ounces leeks, sliced"),
        ("1kg/2lb 4oz waxy potatoes", "2 1/4 pounds waxy potatoes"),
        ("650g/1lb 7oz lamb mince", "1 pound + 7 ounces lamb mince"),
        ("2½kg/5lbs 8½oz large cooking onions, sliced", "5 pounds + 8 1/2 ounces large cooking onions, sliced"),
    ])
    func poundsAndOunces(written: String, expected: String) {
        #expect(us(written) == expected)
    }

    @Test("scaled, the author's weight is scaled")
    func scaled() {
        #expect(us("500g/1lb 2oz leeks", scale: Rational(2)) == "2 1/4 pounds leeks")
    }

    @Test("a range's two ends in pounds and ounces are not read as one amount")
    func rangeEnds() {
        let shown = us("800g-1kg/1lb 12oz-2lb 4oz butternut squash")
        #expect(shown.hasSuffix("-35 ounces butternut squash"))
    }

    @Test("an imperial pint after a metric volume: the metric is converted", arguments: [
        ("300ml/½ pint chicken stock", "≈ 1 1/4 cups chicken stock"),
        ("1 litre/1¾ pints duck or goose fat", "≈ 4 1/4 cups duck or goose fat"),
        ("600ml/1pt double cream", "≈ 2 1/2 cups double cream"),
        ("5 litres/1 gallon water", "≈ 5 quarts water"),
        // Fluid ounces differ by 4%: the author's stand.
        ("200ml/7fl oz dark rum", "3/4 cup + 2 tablespoons dark rum"),
        // A pint written first is the author's unit.
        ("1 pint milk", "1 pint milk"),
    ])
    func imperialPints(written: String, expected: String) {
        #expect(us(written) == expected)
    }

    /// Scaled as written, an imperial pint after a metric volume stays in pints: "1 litre/1¾ pints"
    /// doubled read "2 litres/1 quart + 3 cups", US measures a fifth smaller than the author's; a
    /// pint and its ounces go, the metric amount alone.
    @Test("scaled as written, an imperial pint stays in pints", arguments: [
        ("1 litre/1¾ pints vegetable stock", Rational(2), "2 litres/3 1/2 pints vegetable stock"),
        ("2.3litres/4 pints lamb stock", Rational(2), "4.6litres/8 pints lamb stock"),
        ("425ml/3/4pt strong black coffee", Rational(2), "850ml/1 1/2pt strong black coffee"),
        ("600ml/1 pint milk", Rational(1, 2), "300ml/1/2 pint milk"),
        // A pint and its ounces: no reducer knows imperial ones (US cups read "1 quart + 1 3/4
        // cups", 1.4 l), so the metric amount stands alone.
        ("750ml/1pint 7fl oz beef stock", Rational(2), "1500ml beef stock"),
        ("750ml/1pint 7fl oz beef stock", Rational(1), "750ml/1pint 7fl oz beef stock"),
    ])
    func imperialScaled(written: String, scale: Rational, expected: String) {
        #expect(shown(written, scale: scale, view: .asWritten) == expected)
    }

    /// A container's size in both systems, the second in two parts: the view shows the one in its
    /// units, never both ("1 x ≈ 1 pound + 1 3/4 ounces/1lb 2oz lobster" before).
    @Test("a container's size in pounds and ounces", arguments: [
        ("1 x 500g/1lb 2oz lobster", IngredientView.usCustomary, Rational(1), "1 x 1lb 2oz lobster"),
        ("1 x 500g/1lb 2oz lobster", .metricVolume, Rational(1), "1 x 500g lobster"),
        ("1 x 500g/1lb 2oz lobster", .usCustomary, Rational(2), "2 x 1lb 2oz lobsters"),
        ("2 x 1kg/2lb 2oz free-range chickens", .usCustomary, Rational(1), "2 x 2lb 2oz free-range chickens"),
        ("1 x 400g/14oz tin chopped tomatoes", .usCustomary, Rational(1), "1 x 14oz tin chopped tomatoes"),
    ])
    func containerSize(written: String, view: IngredientView, scale: Rational, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }
}
