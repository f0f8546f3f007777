import Testing
@testable import Pepin

/// A measure and a container with no count before them ("28-ounce can crushed tomatoes", "400g
/// tin kidney beans") scaled by a whole number counts containers, as "1 x 400g tin" does: doubled
/// they read "2 x 28-ounce cans", where they read "3 1/2 pounds can crushed tomatoes" and "800g tin
/// kidney beans" (a tin nobody sells). The line's amount stays the measure.
@Suite struct SizedContainerTests {
    func shown(_ text: String, scale: Rational, view: IngredientView = .asWritten) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("doubled, the containers are counted", arguments: [
        ("28-oz can crushed tomatoes", "2 x 28-oz cans crushed tomatoes"),
        ("15-ounce can chickpeas, drained", "2 x 15-ounce cans chickpeas, drained"),
        ("400g tin kidney beans, drained and rinsed", "2 x 400g tins kidney beans, drained and rinsed"),
        ("400g/14oz can chopped tomatoes", "2 x 400g/14oz cans chopped tomatoes"),
        ("750 ml bottle fruity rosé wine", "2 x 750 ml bottles fruity rosé wine"),
        ("8 ounce jar honey mustard", "2 x 8 ounce jars honey mustard"),
    ])
    func doubled(written: String, expected: String) {
        #expect(shown(written, scale: Rational(2)) == expected)
    }

    @Test("in the US view too")
    func usView() {
        #expect(shown("400g/14oz can chopped tomatoes", scale: Rational(3), view: .usCustomary) == "3 x 14oz cans chopped tomatoes")
    }

    @Test("a measure before its container stays singular, as an 8-ounce jar", arguments: [
        ("8 ounce jar honey mustard", Rational(1), IngredientView.usCustomary, "8 ounce jar honey mustard"),
        ("8 ounce jar honey mustard", Rational(3, 2), .asWritten, "12 ounce jar honey mustard"),
        ("3 ounces block-style cream cheese", Rational(2), .asWritten, "6 ounces block-style cream cheese"),
    ])
    func singular(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("a weight converted into words before its container is joined and singular, as an 8-ounce jar", arguments: [
        ("400g/14oz can chopped tomatoes", Rational(1), "14-ounce can chopped tomatoes"),
        ("450g/1lb jar dulce de leche", Rational(1), "1-pound jar dulce de leche"),
        ("1 x 400g tin chopped tomatoes", Rational(1), "1 x ≈ 14-ounce tin chopped tomatoes"),
        ("2 x 400g cans chopped tomatoes", Rational(2), "4 x ≈ 14-ounce cans chopped tomatoes"),
        ("7g/¼oz sachet fast-action yeast", Rational(1), "1/4-ounce sachet fast-action yeast"),
        // Grams stay symbols, and a weight before no container reads as an amount.
        ("200g/7oz fresh chopped tomatoes", Rational(1), "7 ounces fresh chopped tomatoes"),
    ])
    func convertedSize(written: String, scale: Rational, expected: String) {
        #expect(shown(written, scale: scale, view: .usCustomary) == expected)
    }

    @Test("in metric a container's size reads in grams", arguments: [
        ("14-ounce can chopped tomatoes", "≈ 395 g can chopped tomatoes")
    ])
    func metricSize(written: String, expected: String) {
        #expect(shown(written, scale: .one, view: .metricWeight) == expected)
    }

    @Test("as written, and at a scale that is not whole, the measure is scaled")
    func measure() {
        #expect(shown("400g tin kidney beans", scale: .one) == "400g tin kidney beans")
        #expect(shown("400g tin kidney beans", scale: Rational(1, 2)) == "200g tin kidney beans")
    }

    @Test("the line's amount stays the measure")
    func amount() {
        let line = PreparedLine("28-oz can crushed tomatoes").line
        #expect(line.quantity == .exact(Rational(28)))
        #expect(line.unit == .mass(.ounce))
    }

    @Test("other lines are read once", arguments: [
        "2 cups of flour", "1 pound stick butter", "200g plain flour", "1 (28 ounce) can crushed tomatoes", "2 x 400g tins tomatoes",
    ])
    func others(text: String) {
        #expect(SizedContainerReader.counted(IngredientLineParser(text).line) == nil)
    }
}
