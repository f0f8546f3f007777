import Pepin
import Testing

/// Amounts as recipe blogs and saved pages write them, found by scaling every ingredient line of
/// the saved pages in ../shared/data: each row read wrong, and most scaled silently wrong
/// ("1 and 1/4 cups" doubled read "2 ands 1/4 cups"; "60% chocolate, 1 cup" read "120%").
@Suite struct BlogAmountTests {
    @Test("amounts read whole", arguments: [
        ("1 and 1/4 cups (249g) granulated sugar", Quantity.exact(Rational(5, 4)), Unit.volume(.cup), "granulated sugar"),
        ("1 and ½ cups flour", .exact(Rational(3, 2)), .volume(.cup), "flour"),
        ("2/3 + 1/4 cup semi-sweet chocolate chips", .exact(Rational(11, 12)), .volume(.cup), "semi-sweet chocolate chips"),
        ("1/4 + 1/8 teaspoon fine sea salt, or to taste", .exact(Rational(3, 8)), .volume(.teaspoon), "fine sea salt"),
        ("½ - ½ tsp dried chilli flakes", .exact(Rational(1, 2)), .volume(.teaspoon), "dried chilli flakes"),
        ("A 3½-to-4-pound chicken", .range(QuantityRange(low: Rational(7, 2), high: Rational(4))), .mass(.pound), "chicken"),
        ("1 Tbsp (20ml) - Sun Dried Tomato Oil", .exact(Rational(1)), .volume(.tablespoon), "Sun Dried Tomato Oil"),
        ("800g (1.7lb) - Chicken Breast, Boneless & Skinless", .exact(Rational(800)), .mass(.gram), "Chicken Breast"),
        ("60% bittersweet chocolate pistoles, 1½ cups", .exact(Rational(3, 2)), .volume(.cup), "60% bittersweet chocolate pistoles"),
        ("Salt, about ½ teaspoon (depending on the broth)", .exact(Rational(1, 2)), .volume(.teaspoon), "Salt"),
        ("Farine - 185 grammes", .exact(Rational(185)), .mass(.gram), "Farine"),
        ("Beurre doux : 120 g", .exact(Rational(120)), .mass(.gram), "Beurre doux"),
    ])
    func readsWhole(_ text: String, _ quantity: Quantity, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.quantity == quantity)
        #expect(line.unit == unit)
        #expect(line.name == name)
    }

    @Test("a count alone after the name, where the line ends or a comma or parenthesis follows", arguments: [
        ("Egg whites (large), 7", Rational(7), "Egg whites"),
        ("Eggs (large), 5, or 6 at high altitude", Rational(5), "Eggs"),
        ("Bay leaves 2", Rational(2), "Bay leaves"),
    ])
    func trailingCount(_ text: String, _ count: Rational, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.quantity == .exact(count))
        #expect(line.unit == nil)
        #expect(line.name == name)
    }

    @Test("a percentage alone is a name, not an amount")
    func percentage() {
        let milk = IngredientLineParser("2% milk").line
        #expect(milk.isParsed)
        #expect(milk.quantity == nil)
        #expect(milk.name == "2% milk")
        #expect(IngredientLineParser("1 cup 2% milk").line.quantity == .exact(Rational(1)))
    }

    @Test("scaled, every number of the amount changes and nothing else", arguments: [
        ("1 and 1/4 cups (249g) granulated sugar", "2 1/2 cups (498g) granulated sugar"),
        ("2/3 + 1/4 cup semi-sweet chocolate chips", "1 3/4 cups + 1 tablespoon + 1 teaspoon semi-sweet chocolate chips"),
        ("60% bittersweet chocolate pistoles, 1 cup", "60% bittersweet chocolate pistoles, 2 cups"),
        ("½ - ½ tsp dried chilli flakes", "1 tsp dried chilli flakes"),
        ("Egg whites (large), 7", "Egg whites (large), 14"),
        ("1 Tbsp (20ml) - Sun Dried Tomato Oil", "2 Tbsp (40ml) - Sun Dried Tomato Oil"),
        ("Crème fraîche épaisse : 50 g", "Crème fraîche épaisse : 100 g"),
        ("Oeuf(s) : 1 pièce(s)", "Oeuf(s) : 2 pièce(s)"),
    ])
    func scaled(_ text: String, _ doubled: String) {
        #expect(PreparedLine(IngredientLineParser(text).line).presented(scale: Rational(2)).text == doubled)
    }
}

/// A container's size after the container ("1 can (14oz)") is the size of each, as it is before it
/// ("1 (14 oz) can"): doubled, "2 cans (14oz)", not "2 cans (1 3/4 lb)", a can no shop sells.
@Suite struct ContainerSizeAfterTests {
    @Test("the size after one container stays the size of each", arguments: [
        ("1 can (14oz) crushed tomatoes", IngredientView.asWritten, "2 cans (14oz) crushed tomatoes"),
        ("1 package (10 ounces) frozen petite peas", .asWritten, "2 packages (10 ounces) frozen petite peas"),
        ("1 can (14oz) crushed tomatoes", .metricVolume, "2 cans (≈ 395 g) crushed tomatoes"),
        ("4 cups crushed tomatoes or 1 can (14 ounces) fire roasted tomatoes", .asWritten,
         "8 cups crushed tomatoes or 2 cans (14 ounces) fire roasted tomatoes"),
        ("2 cups broth or 1 (14 ounce) can broth", .asWritten, "1 quart broth or 2 (14 ounce) cans broth"),
        // A stick's measure is the whole amount, as cooks write "2 sticks (1 cup) butter".
        ("1 stick (1/2 cup) butter, softened", .asWritten, "2 sticks (1 cup) butter, softened"),
    ])
    func sizeOfEach(_ text: String, _ view: IngredientView, _ doubled: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2), view: view).text == doubled)
    }

    @Test("a size joined by a hyphen is the size of each, wherever it stands", arguments: [
        ("1 (4-rib) standing rib roast", "2 (4-rib) standing rib roasts"),
        ("8 - (2-ounce) chicken tenderloins", "16 - (2-ounce) chicken tenderloins"),
        ("4 medium (10-ounce) artichokes", "8 medium (10-ounce) artichokes"),
        ("Two 2-ounce (60-g) pieces firm silken tofu", "Four 2-ounce (60-g) pieces firm silken tofu"),
        ("3 (14-ounce or 400-g) cans diced tomatoes", "6 (14-ounce or 400-g) cans diced tomatoes"),
        ("48 wonton wrappers (12-oz package)", "96 wonton wrappers (12-oz package)"),
        // After a count the line leaves as written, the size follows the amount it divides.
        ("1 1/2 lb ground beef, divided into 4 (6-ounce) patties", "3 lb ground beef, divided into 4 (12-ounce) patties"),
    ])
    func hyphenatedSize(_ text: String, _ doubled: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2)).text == doubled)
    }

    @Test("after the name, a count's weight in parentheses is the weight of them all")
    func countAfterName() {
        #expect(PreparedLine("Egg yolks 4 (72 grams)").presented(scale: Rational(2)).text == "Egg yolks 8 (144 grams)")
        #expect(IngredientLineParser("Egg yolks 4 (72 grams)").line.name == "Egg yolks")
    }

    @Test("how each is cut is not scaled, about so many or not")
    func cutInto() {
        #expect(PreparedLine("2 zucchini, cut into about 4 pieces").presented(scale: Rational(2)).text == "4 zucchini, cut into about 4 pieces")
        // A count whose size starts with a fraction stays: "2 ¼ ounce envelopes" would read as 2¼.
        #expect(PreparedLine("1 tsp active dry yeast (from one ¼ ounce envelope)").presented(scale: Rational(2)).text
            == "2 tsp active dry yeast (from one ¼ ounce envelope)")
        // "1-1" is a ratio, not a range whose ends are equal.
        #expect(PreparedLine("1-1 mix of kosher salt and pepper").presented(scale: Rational(2)).text.contains("-1 mix"))
        #expect(IngredientLineParser("1 can (14oz) crushed tomatoes").line.amount?.containerSize == "14oz")
        // After several cans too, as every such line of train.jsonl means it (``ContainersSizeTests``).
        #expect(IngredientLineParser("2 cans (28 oz) crushed tomatoes").line.amount?.containerSize == "28 oz")
    }
}

/// A second count after "and" or "+" in the name is scaled with the first, each noun with its own
/// count: "1 egg and 1 egg white" doubled read "2 egg and 1 egg whites".
@Suite struct SecondCountTests {
    @Test("both counts scale, each noun with its own", arguments: [
        ("1 egg and 1 egg white (reserve the yolk)", "2 eggs and 2 egg whites (reserve the yolk)"),
        ("1 egg + 1 egg yolk", "2 eggs + 2 egg yolks"),
        ("1 green and 1 red bell pepper, seeded", "2 green and 2 red bell peppers, seeded"),
        ("½ red and ½ green pepper", "1 red and 1 green pepper"),
        ("3 ½ oz cooked leeks and 5 garlic cloves", "7 oz cooked leeks and 10 garlic cloves"),
        // A count after an unread one is left, so the two stay alike; "half" is no figure.
        ("8 eggs, 4 whites and 2 yolks", "16 eggs, 4 whites and 2 yolks"),
        ("1 cup wine, using half white wine and half water", "2 cups wine, using half white wine and half water"),
    ])
    func scaled(_ text: String, _ doubled: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2)).text == doubled)
    }
}

/// A count written as a word stays a word, in the author's capitals, while it is a whole number up
/// to twelve: "Two 14.5 oz cans" doubled is "Four 14.5 oz cans", not "4 14.5 oz cans".
@Suite struct NumberWordStyleTests {
    @Test("scaled, a count written as a word stays a word", arguments: [
        ("Two 14.5 oz (411g) cans chopped tomatoes", Rational(2), "Four 14.5 oz (411g) cans chopped tomatoes"),
        ("Two ¼-ounce envelopes unflavored gelatin", Rational(2), "Four ¼-ounce envelopes unflavored gelatin"),
        ("one egg", Rational(3), "three eggs"),
        ("Juice of one lemon", Rational(2), "Juice of two lemons"),
        // Past twelve, or not whole, figures: as a cook writes them.
        ("Ten eggs", Rational(2), "20 eggs"),
        ("Three eggs", Rational(1, 2), "1 1/2 eggs (75 g)"),
        // Figures stay figures; "a" and "half" keep their own readings.
        ("2 eggs", Rational(2), "4 eggs"),
        ("a cup milk", Rational(2), "2 cups milk"),
    ])
    func keepsWord(_ text: String, _ factor: Rational, _ expected: String) {
        #expect(PreparedLine(text).presented(scale: factor).text == expected)
    }
}
