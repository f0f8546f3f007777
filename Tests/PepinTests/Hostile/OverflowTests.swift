import Testing
@testable import Pepin

/// Amounts no kitchen holds, written by a stranger: every arithmetic path reports overflow as a
/// value, the line is kept as written with a note, and nothing traps (issue 8, B1).
@Suite struct OverflowTests {
    static let note = "(" + PresentedLine.tooLargeNote + ")"

    @Test("rounding at the edge of 64 bits does not trap")
    func roundingAtTheEdge() throws {
        // Twice Int64.max / 2 is Int64.max itself: the old "(m + 1) / 2" trapped right here.
        #expect(try Rational(Int64.max, 2).rounded(toMultipleOf: .one) == Rational(Int64.max / 2 + 1))
        #expect(try Rational(Int64.max, 2).negated().rounded(toMultipleOf: .one) == Rational(-(Int64.max / 2 + 1)))
        // A whole number is its own rounding, even at the edge; a step that cannot be reached throws.
        #expect(try Rational(Int64.max).rounded(toMultipleOf: .one) == Rational(Int64.max))
        #expect(throws: QuantityError.overflow) { try Rational(Int64.max).rounded(toMultipleOf: Rational(2, 3)) }
    }

    @Test("scaling past 64 bits keeps the line and says so", arguments: [
        ("3074457345618258603 cups flour", "3"),
        ("9223372036854775807 teaspoons salt", "2"),
        ("9223372036854775807 cups + 1 gallon milk", "2"),
        ("9223372036854775807/3 pounds butter", "4"),
    ])
    func keptWithANote(line: String, factor: String) throws {
        let scale = try ScaleFactor.parse(factor)
        let presenter = PreparedLine(IngredientLineParser(line).line).presented(scale: scale)
        #expect(presenter.isTooLargeToScale)
        #expect(presenter.text == line + " " + Self.note)
    }

    @Test("the note is escaped and marked in HTML")
    func htmlNote() {
        let line = IngredientLineParser("3074457345618258603 cups <b>flour</b>").line
        let text = PreparedLine(line).presented(scale: Rational(3), format: .html).text
        #expect(text == "3074457345618258603 cups &lt;b&gt;flour&lt;/b&gt; <span class=\"unscaled\">\(Self.note)</span>")
    }

    @Test("large amounts that fit are scaled, not refused")
    func largeButFits() {
        let line = IngredientLineParser("9223372036854775807/16 ounce flour").line
        let presenter = PreparedLine(line).presented(scale: Rational(2))
        #expect(!presenter.isTooLargeToScale)
        #expect(presenter.text == "≈ 72057594037927936 pounds flour")
    }

    @Test("every view of a huge line answers without trapping", arguments: IngredientView.allCases)
    func views(view: IngredientView) {
        for text in ["9223372036854775807 cups flour", "9223372036854775807/2000 g sugar", "9223372036854775807 large eggs",
            "1/9223372036854775807 cup milk", "9223372036854775807 (14 ounce) cans tomatoes"] {
            for scale in [Rational(1, 6), Rational(1), Rational(3), Rational(10), Rational(1, Int64.max)] {
                let presented = PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view)
                #expect(!presented.text.isEmpty)
            }
        }
    }

    @Test("a weight no kitchen holds is listed as not counted, never summed as zero")
    func nutrition() {
        let lines = ["9223372036854775807/2000 g sugar", "1 cup all-purpose flour"].map { IngredientLineParser($0).line }
        let facts = RecipeNutrition(lines: lines)
        #expect(facts.notCounted == [UncountedIngredient(line: "9223372036854775807/2000 g sugar", issue: .overflow)])
        #expect(facts.total.hundredths(of: .calories) == 45500)
    }

    @Test("a sum that does not fit is unknown, not a sum missing a term")
    func nutritionSum() {
        // Each line is 99 tonnes of salt: one product fits, eleven of them do not.
        let lines = Array(repeating: IngredientLineParser("99000000 g salt").line, count: 11)
        let facts = RecipeNutrition(lines: lines, servings: Rational(Int64.max))
        #expect(facts.total.hundredths(of: .sodium) == nil)
        #expect(facts.perServing == nil || facts.perServing?.hundredths(of: .sodium) == nil)
    }
}
