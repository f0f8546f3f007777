import Testing
@testable import Pepin

/// "8 1/2-inch slices eggplant" is eight slices half an inch thick, not eight and a half inches of
/// eggplant: doubled it read "17-inch slices eggplant", in the metric view "22 cm slices eggplant".
/// Joined ("2½-inch lengths") or before one piece ("1 1/2-inch piece") it is still a mixed number.
@Suite struct SizeOfEachTests {
    func shown(_ text: String, scale: Rational = .one, view: IngredientView = .asWritten) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("a count of pieces and the size of each", arguments: [
        ("8 1/2-inch slices eggplant", Rational(2), IngredientView.asWritten, "16 1/2-inch slices eggplant"),
        ("8 1/2-inch slices eggplant", .one, .metricVolume, "8 1-cm slices eggplant"),
        ("10 1/2-inch cubes mozzarella", Rational(2), .asWritten, "20 1/2-inch cubes mozzarella"),
        ("4 1/2-inch-thick slices peeled fresh ginger", Rational(2), .asWritten, "8 1/2-inch-thick slices peeled fresh ginger"),
        ("6 ounces Gruyere cheese, sliced into 18 1/16-inch-thick slices", .one, .metricVolume,
         "≈ 170 g Gruyere cheese, sliced into 18 2-mm-thick slices"),
    ])
    func pieces(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("counts written as words up to twenty", arguments: [
        ("Sixteen ¾-inch bread slices, cut from a loaf", "32 ¾-inch bread slices, cut from a loaf"),
        ("Eighteen 1-inch-thick zucchini slices", "36 1-inch-thick zucchini slices"),
        ("Six eggs", "Twelve eggs"),
    ])
    func words(written: String, doubled: String) {
        #expect(shown(written, scale: Rational(2)) == doubled)
    }

    @Test("the count is the line's quantity, the size each one's")
    func parsed() throws {
        let line = IngredientLineParser("8 1/2-inch slices eggplant").line
        let amount = try #require(line.amount)
        #expect(amount.parts[0].quantity == .exact(Rational(8)))
        #expect(amount.containerSize != nil)
    }

    @Test("still a mixed number", arguments: [
        ("1 1/2-inch piece of ginger", "3-inch piece of ginger"),
        ("2 1/2-inch piece ginger", "5-inch piece ginger"),
        ("6 carrots, cut into 2½-inch lengths", "12 carrots, cut into 2½-inch lengths"),
        ("2 1/2 cups flour", "5 cups flour"),
    ])
    func mixed(written: String, doubled: String) {
        #expect(shown(written, scale: Rational(2)) == doubled)
    }
}
