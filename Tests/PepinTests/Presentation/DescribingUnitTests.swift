import Testing
@testable import Pepin

/// A counted unit that describes the noun after it ("4 fillet steaks", "2 cube steaks") stays as
/// the author left it, singular: every view re-wrote it plural ("4 fillets steaks", "2 Balls Park®
/// Hot Dog Buns", "2 x 5½-7oz ribs eye steaks"). A unit the author left singular by slip is still
/// written plural.
@Suite struct DescribingUnitTests {
    func shown(_ text: String, scale: Rational = .one, view: IngredientView = .asWritten) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view).text
    }

    @Test("a shape or a cut before a plural noun stays singular", arguments: [
        ("4 fillet steaks, trimmed", Rational(2), "8 fillet steaks, trimmed"),
        ("2 cube steaks", Rational(2), "4 cube steaks"),
        ("4 square pieces banana leaf", Rational(2), "8 square pieces banana leaf"),
        ("2 16-inch square sheets of aluminum foil", Rational(2), "4 16-inch square sheets of aluminum foil"),
        ("2 Ball Park® Hot Dog Buns", Rational(2), "4 Ball Park® Hot Dog Buns"),
        ("4 stem ginger balls in syrup", Rational(1, 2), "2 stem ginger balls in syrup"),
        ("2 x 150-200g/5½-7oz rib eye steaks", Rational(2), "4 x 150-200g/5½-7oz rib eye steaks"),
    ])
    func describing(written: String, scale: Rational, expected: String) {
        #expect(shown(written, scale: scale) == expected)
    }

    @Test("in a view that converts the line, too")
    func inViews() {
        #expect(shown("4 fillet steaks, each 250g/9oz", view: .usCustomary) == "4 fillet steaks, each 9oz")
        #expect(shown("2 x 150-200g/5½-7oz rib eye steaks", view: .metricVolume) == "2 x 150-200g rib eye steaks")
    }

    @Test("a unit left singular by slip, a container or a pinch is written plural", arguments: [
        ("2 clove garlic, minced", "4 cloves garlic, minced"),
        ("2 pinch chilli flakes", "4 pinches chilli flakes"),
        ("2 handful salad leaves", "4 handfuls salad leaves"),
        ("2 (13.25 ounce) can pineapple chunks", "4 (13.25 ounce) cans pineapple chunks"),
        ("1 cube beef stock", "2 cubes beef stock"),
    ])
    func plural(written: String, expected: String) {
        #expect(shown(written, scale: Rational(2)) == expected)
    }
}
