import Testing
@testable import Pepin

/// A size of each piece or container written again in parentheses ("One 4 lb (1.8kg) chicken",
/// "2 x 400g (14oz) tins") is each one's size in two units: it never scales, and a view shows the
/// author's reading in its own system. And "in" after a number is an inch ("(1 1/2 in. wide)"),
/// so a piece's width does not grow with the line.
@Suite struct RestatedSizeTests {
    func shown(_ text: String, scale: Rational = .one, view: IngredientView = .asWritten) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("scaled, the restated size stays each one's", arguments: [
        ("One 4 lb (1.8kg) chicken", "Two 4 lb (1.8kg) chickens"),
        ("2 x 400g (14oz) tins chopped tomatoes", "4 x 400g (14oz) tins chopped tomatoes"),
        ("Four 1½ in (4cm) thick veal shanks", "Eight 1½ in (4cm) thick veal shanks"),
        ("One 1 lb (450g) loaf white sandwich bread", "Two 1 lb (450g) loaves white sandwich bread"),
        ("1 x 4lb (1.8kg) gammon ham", "2 x 4lb (1.8kg) gammon hams"),
        ("8 6-inch (15 cm) corn tortillas", "16 6-inch (15 cm) corn tortillas"),
    ])
    func scaled(written: String, expected: String) {
        #expect(shown(written, scale: Rational(2)) == expected)
    }

    @Test("a view shows the author's size in its system", arguments: [
        ("One 4 lb (1.8kg) chicken", IngredientView.usCustomary, "One 4 lb chicken"),
        ("One 4 lb (1.8kg) chicken", .metricVolume, "One 1.8kg chicken"),
        ("2 x 400g (14oz) tins chopped tomatoes", .usCustomary, "2 x 14oz tins chopped tomatoes"),
        ("2 x 400g (14oz) tins chopped tomatoes", .metricWeight, "2 x 400g tins chopped tomatoes (800 g)"),
        ("One 6 oz (168g) can tuna, drained", .metricVolume, "One 168g can tuna, drained"),
        ("2 400-g (14-oz) cans full-fat coconut milk", .usCustomary, "2 14-oz cans full-fat coconut milk"),
        ("1 x 4lb (1.8kg) gammon ham", .metricWeight, "1 x 1.8kg gammon ham"),
    ])
    func views(written: String, view: IngredientView, expected: String) {
        #expect(shown(written, view: view) == expected)
    }

    @Test("a measure of another kind in parentheses stays as written")
    func otherKind() {
        #expect(shown("One 8-ounce (1 cup) container sour cream", scale: Rational(2)) == "Two 8-ounce (1 cup) containers sour cream")
    }

    @Test("\"in\" after a number is an inch: a width or thickness neither scales nor stays in inches", arguments: [
        ("1 leek (1 1/2 in. wide)", Rational(2), IngredientView.asWritten, "2 leeks (1 1/2 in. wide)"),
        ("2 pounds shoulder pork chops (about 3/4 in. thick)", Rational(2), .asWritten, "4 pounds shoulder pork chops (about 3/4 in. thick)"),
        ("1 leek (1 1/2 in. wide)", .one, IngredientView.metricVolume, "1 leek (4 cm wide)"),
        ("4 large portabella mushrooms (each about 5 in. in diameter)", .one, .metricVolume,
         "4 large portabella mushrooms (each about 13 cm in diameter)"),
        ("2 in (5cm) piece fresh ginger, peeled", Rational(2), .asWritten, "4 in (10cm) piece fresh ginger, peeled"),
        ("2 in (5cm) piece fresh ginger, peeled", .one, .metricVolume, "5 cm piece fresh ginger, peeled"),
        ("1 large carrot, cut into 1cm/½in half moons", .one, .usCustomary, "1 large carrot, cut into ½in half moons"),
    ])
    func inches(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("\"a\" before the size of one thing counts it", arguments: [
        ("a 9-inch pie crust", Rational(2), IngredientView.asWritten, "2 9-inch pie crusts"),
        ("a 10-inch flour tortilla", Rational(3), .asWritten, "3 10-inch flour tortillas"),
        ("a 9-inch pie crust", .one, .metricVolume, "a 23 cm pie crust"),
        // A piece cut to length, and a food bought by length, are the amount.
        ("A 4-inch piece of fresh ginger", Rational(2), .asWritten, "An 8-inch piece of fresh ginger"),
        ("A 3-inch cinnamon stick", Rational(2), .asWritten, "A 6-inch cinnamon stick"),
        ("a 1-inch fresh ginger root", Rational(2), .asWritten, "a 2-inch fresh ginger root"),
    ])
    func sizeOfOne(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("a view keeps the author's \"a\" where the number does not change", arguments: [
        ("a 9-inch pie crust", IngredientView.metricVolume, "a 23 cm pie crust"),
        ("A pinch of sumac", .usCustomary, "A pinch of sumac"),
        ("a large lemon", .metricWeight, "a large lemon (58 g)"),
        ("peach half from a can, chopped", .usCustomary, "peach half from a can, chopped"),
    ])
    func article(written: String, view: IngredientView, expected: String) {
        #expect(shown(written, view: view) == expected)
    }

    @Test("\"in\" before an article or a number is a preposition")
    func preposition() throws {
        let line = IngredientLineParser("2 eggs, 1 in a bowl").line
        #expect(line.amount?.parts.first?.unit == nil)
        #expect(shown("2 eggs, 1 in half", scale: Rational(2)) == "4 eggs, 1 in half")
    }
}
