@testable import Pepin
import Testing

/// A measure in parentheses after a count of containers ("2 cans (15 oz)") is each one's size, as
/// cans and packages are sold, unless it measures what they hold together.
@Suite struct ContainersSizeTests {
    static func scaled(_ text: String, _ factor: Rational) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: factor).text
    }

    static func weighed(_ text: String) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: .one, view: .metricWeight).text
    }

    @Test("after several containers the size is each one's: doubled, the count doubles, the size stays")
    func eachOfSeveral() {
        #expect(IngredientLineParser("2 cans (14 1/2 ounces) beef broth").line.amount?.containerSize == "14 1/2 ounces")
        // Before, the size doubled with the count ("4 cans (1 pound + 13 ounces)").
        #expect(Self.scaled("2 cans (14 1/2 ounces) beef broth", Rational(2)) == "4 cans (14 1/2 ounces) beef broth")
        #expect(Self.scaled("2 cans (15.5 oz/440g) black-eyed beans", Rational(3, 2)) == "3 cans (15.5 oz/440g) black-eyed beans")
        // The weight is the cans' together: before, one can's (≈ 425 g for two cans).
        #expect(Self.weighed("2 cans (15 oz) black beans") == "2 cans (≈ 425 g) black beans (≈ 850 g)")
    }

    @Test("a size the reader does not weigh is each one's too, after an abbreviated container")
    func servingSize() {
        // Before: "4 packages. (8 serving size) gelatin".
        #expect(Self.scaled("2 pkg. (4 serving size) gelatin", Rational(2)) == "4 packages (4 serving size) gelatin")
        #expect(Self.scaled("1 pkg. (8 oz.) cream cheese", Rational(2)) == "2 packages (8 oz.) cream cheese")
        #expect(Self.scaled("1 pkg. yeast", Rational(2)) == "2 packages yeast")
    }

    @Test("a total stays a total: a count not whole, a spoon or cup measure, sticks, the word total")
    func totals() {
        #expect(Self.scaled("1½ packages (24 ounces) dried penne", Rational(2)) == "3 packages (3 pounds) dried penne")
        #expect(Self.scaled("2 envelopes (4½ teaspoons) active dry yeast", Rational(2)).hasPrefix("4 envelopes (3 tablespoons)"))
        #expect(Self.scaled("2 sticks (1 cup) butter", Rational(2)) == "4 sticks (2 cups) butter")
        #expect(Self.scaled("2 cans (about 30 oz total) beans", Rational(2)) == "4 cans (about 3 3/4 lb total) beans")
        // One container's measure is its size, spoons or not.
        #expect(Self.scaled("1 envelope (2 1/4 teaspoons) yeast", Rational(2)) == "2 envelopes (2 1/4 teaspoons) yeast")
    }

    @Test("the container after a note or a size it does not weigh is the unit, its noun the food's")
    func containerAfterNote() {
        let line = IngredientLineParser("1 (4-serving size) package instant vanilla pudding mix").line
        #expect(line.unit == .count(.package) && line.name == "instant vanilla pudding mix" && line.comment == nil)
        // Before, the container was the name's first word and the food's noun took the plural.
        #expect(Self.scaled("1 (4-serving size) package instant vanilla pudding mix", Rational(2))
            == "2 (4-serving size) packages instant vanilla pudding mix")
        #expect(Self.scaled("1 (6-10 count) package papad", Rational(2)) == "2 (6-10 count) packages papad")
        // The note is still read: a weight in it converts, each package's.
        #expect(PreparedLine(IngredientLineParser("1 (1 pound, 3 ounce) package biscuits").line).presented(scale: .one, view: .metricVolume).text
            == "1 (≈ 540 g) package biscuits")
        // A range of sizes before the container: "heads", not "cauliflowers".
        #expect(Self.scaled("1 small to medium head cauliflower, cored", Rational(2)) == "2 small to medium heads cauliflower, cored")
    }

    @Test("a container's size in both systems stays each one's, both halves")
    func sizeInTwoSystems() {
        // Before, the grams doubled and the ounces did not: "Four ¼-oz/14-g packets".
        #expect(Self.scaled("Two ¼-oz/7-g packets active dry yeast", Rational(2)) == "Four ¼-oz/7-g packets active dry yeast")
        let line = IngredientLineParser("3 (14-ounce or 400-g) cans diced tomatoes").line
        #expect(line.unit == .count(.can) && line.amount?.containerSize == "14-ounce" && line.name == "diced tomatoes")
        #expect(Self.scaled("3 (14-ounce or 400-g) cans diced tomatoes", Rational(1, 3)) == "1 (14-ounce or 400-g) can diced tomatoes")
        // In an aside too: before, "(1 14-ounce or 800-g package)".
        #expect(Self.scaled("7 ounces (200 g) tofu (half a 14-ounce or 400-g package)", Rational(2))
            == "14 ounces (400 g) tofu (1 14-ounce or 400-g package)")
    }
}
