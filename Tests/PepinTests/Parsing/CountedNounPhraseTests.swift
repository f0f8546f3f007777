@testable import Pepin
import Testing

/// The noun a count counts ends before "including" and "weighing", as before "of" or "with":
/// doubled, "1 scallion including green top" read "2 scallion including green tops" and "1
/// free-range turkey weighing 4kg" "2 free-range turkey weighings 8kg". (The weight of one is
/// each one's: ``EachWeightTests``.)
@Suite struct CountedNounPhraseTests {
    @Test("the noun before 'including' or 'weighing' is counted", arguments: [
        ("1 scallion including green top, cut into thin slices", "2 scallions including green top, cut into thin slices"),
        ("1 whole rabbit including legs, jointed", "2 whole rabbits including legs, jointed"),
        ("1 free-range turkey weighing 4kg", "2 free-range turkeys weighing 4kg"),
        // Elsewhere the words are not a boundary.
        ("1 shoulder of pork", "2 shoulders of pork"),
        ("1 red onion", "2 red onions"),
    ])
    func countedBefore(line: String, expected: String) {
        #expect(SecondaryNounTests.doubled(line) == expected)
    }

    @Test("halved, the noun goes back to the singular")
    func halved() {
        let line = PreparedLine(IngredientLineParser("2 turkeys weighing 4kg").line)
        #expect(line.presented(scale: Rational(1, 2)).text == "1 turkey weighing 2kg")
    }
}
