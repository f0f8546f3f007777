import Pepin
import Testing

@Suite struct PresenterTests {
    @Test("quantities as text, Unicode and HTML", arguments: [
        (Rational(3, 2), "1 1/2", "1½", "1 <sup>1</sup>&frasl;<sub>2</sub>"),
        (Rational(1, 3), "1/3", "⅓", "<sup>1</sup>&frasl;<sub>3</sub>"),
        (Rational(2), "2", "2", "2"),
        (Rational(7, 16), "7/16", "7⁄16", "<sup>7</sup>&frasl;<sub>16</sub>"),
        (Rational(33, 100), "0.33", "0.33", "0.33"),
    ])
    func quantity(_ value: Rational, text: String, unicode: String, html: String) {
        #expect(QuantityPresenter(.exact(value)).text == text)
        #expect(QuantityPresenter(.exact(value), format: .unicode).text == unicode)
        #expect(QuantityPresenter(.exact(value), format: .html).text == html)
    }

    @Test("metric amounts read as decimals")
    func decimals() {
        #expect(QuantityPresenter(.exact(Rational(3, 2)), decimal: true).text == "1.5")
        #expect(QuantityPresenter(.exact(Rational(1, 8)), decimal: true).text == "0.125")
        #expect(QuantityPresenter(.range(QuantityRange(low: Rational(2), high: Rational(3)))).text == "2-3")
    }

    @Test("whole lines as HTML escape the author's text and mark up fractions")
    func html() {
        let line = IngredientLineParser("1 1/2 cups <b>flour</b> & \"sugar\"").line
        #expect(
            PreparedLine(line).presented(format: .html).text
                == "<span class=\"amount\">1 <sup>1</sup>&frasl;<sub>2</sub></span> cups &lt;b&gt;flour&lt;/b&gt; &amp; &quot;sugar&quot;")
        let scaled = PreparedLine(IngredientLineParser("3 tablespoons butter").line).presented(scale: Rational(2), format: .html)
        #expect(scaled.text == "<span class=\"amount\"><sup>1</sup>&frasl;<sub>4</sub> cup + 2 tablespoons</span> butter")
    }

    @Test("singular and plural follow the amount", arguments: [
        ("1 large egg", Rational(3), "3 large eggs"), ("2 eggs", Rational(1, 2), "1 egg"),
        ("1 tomato, diced", Rational(2), "2 tomatoes, diced"), ("4 cherries", Rational(1, 4), "1 cherry"),
        ("2 cookies", Rational(1, 2), "1 cookie"), ("1 bay leaf", Rational(2), "2 bay leaves"),
        ("1 cup milk", Rational(3, 2), "1 1/2 cups milk"), ("2 cups milk", Rational(1, 4), "1/2 cup milk"),
        ("1 loaf bread", Rational(2), "2 loaves bread"), ("1 pinch salt", Rational(2), "2 pinches salt"),
    ])
    func agreement(_ text: String, factor: Rational, expected: String) {
        #expect(PreparedLine(IngredientLineParser(text).line).presented(scale: factor).text == expected)
    }

    @Test("scaled lines in single style and with abbreviations", arguments: [
        ("1 tsp salt", Rational(3), ReductionStyle.compound, "1 tbsp salt"),
        ("1 Tbsp. oil", Rational(2), .compound, "2 Tbsp. oil"),
        ("2 tbsp butter", Rational(3), .single, "6 tbsp butter"),
        ("2 tbsp butter", Rational(3), .compound, "1/4 cup + 2 tbsp butter"),
        ("1 5/8 cups flour", Rational(1), .compound, "1 5/8 cups flour"),
        ("1 5/8 cups flour", Rational(2), .compound, "3 1/4 cups flour"),
        ("13 tablespoons milk", Rational(2), .compound, "1 1/2 cups + 2 tablespoons milk"),
        ("1 cup sugar", Rational(1, 3), .compound, "1/3 cup sugar"),
        ("1 teaspoon salt", Rational(1, 3), .compound, "≈ 3/8 teaspoon salt"),
        ("1 kg potatoes", Rational(1, 3), .compound, "≈ 333 g potatoes"),
        ("250 ml cream", Rational(3), .compound, "750 ml cream"),
        ("750 ml stock", Rational(2), .compound, "1500 ml stock"), ("750 ml stock", Rational(4), .compound, "3 l stock"),
        ("12 oz pasta", Rational(2), .compound, "1 1/2 lb pasta"),
        ("10 oz spinach", Rational(2), .compound, "1 1/4 lb spinach"),
        ("9 oz spinach", Rational(2), .compound, "1 lb + 2 oz spinach"),
        ("1 pint cream", Rational(2), .compound, "1 quart cream"),
        ("2 cups water", Rational(4), .compound, "2 quarts water"),
        ("3 cups water", Rational(2), .compound, "6 cups water"),
    ])
    func scaled(_ text: String, factor: Rational, style: ReductionStyle, expected: String) {
        #expect(PreparedLine(IngredientLineParser(text).line).presented(scale: factor, style: style).text == expected)
    }

    @Test("yields scale and agree in number; times do not scale", arguments: [
        ("12 cookies", Rational(3), "36 cookies"), ("serves 4", Rational(3, 2), "serves 6"),
        ("makes 1 loaf", Rational(2), "makes 2 loaves"), ("4-6 servings", Rational(2), "8-12 servings"),
        ("4", Rational(1, 2), "2"),
        // People are served whole: never "serves 1/3".
        ("serves 2", Rational(1, 6), "serves about 1"), ("4-6", Rational(1, 3), "about 1-2"),
        ("4 servings", Rational(1, 3), "about 1 serving"), ("4 servings", Rational(5, 4), "5 servings"),
        ("serves 4", Rational(5, 8), "serves about 3"), ("6 portions", Rational(1, 4), "about 2 portions"),
        ("4-6", Rational(1, 8), "about 1"), ("4-6", Rational(3, 2), "6-9"),
        // Things a recipe makes may be fractions: a third of a loaf is a small loaf.
        ("makes 1 loaf", Rational(1, 3), "makes 1/3 loaf"), ("2 cups", Rational(1, 6), "1/3 cup"),
        ("12 cookies", Rational(1, 6), "2 cookies"),
    ])
    func yields(_ text: String, factor: Rational, expected: String) throws {
        let yield = try #require(YieldParser(text).yield)
        #expect(YieldPresenter(yield, scale: factor).text == expected)
    }

    @Test("a measured yield reads in the view like an ingredient line; a counted one in its own words", arguments: [
        ("2 cups", Rational(1), IngredientView.metricVolume, "≈ 470 ml"),
        ("2 cups", Rational(1, 6), .asWritten, "1/3 cup"),
        ("250 ml", Rational(2), .usCustomary, "≈ 2 cups"),
        ("1 quart", Rational(1), .metricVolume, "≈ 950 ml"),
        ("12 cookies", Rational(1, 2), .metricVolume, "6 cookies"),
        ("serves 4", Rational(1, 8), .metricWeight, "serves about 1"),
        ("plenty", Rational(2), .metricVolume, "plenty"),
    ])
    func measuredYields(_ text: String, factor: Rational, view: IngredientView, expected: String) {
        #expect(
            YieldPresenter.text(
                text, read: YieldParser(text).yield, measured: YieldPresenter.measured(text), scale: factor, view: view, format: .text)
                == expected)
    }

    @Test("scaling to a number of servings")
    func servings() throws {
        let yield = try #require(YieldParser("serves 4-6").yield)
        #expect(try ScaleFactor.toYield(from: yield, target: Rational(12)) == Rational(3))
    }
}
