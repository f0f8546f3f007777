import Pepin
import Testing

/// Amounts written in the longer British and American ways: a metric range with its unit twice, a
/// times sign glued to the size, a size in two units, how the food is cut before its name.
@Suite struct AmountGrammarTests {
    @Test("a range written with its unit twice", arguments: [
        ("227g-283½g/8-10oz duck breast", Rational(227), Rational(567, 2), Unit.mass(.gram), "duck breast"),
        ("¼pint-½pint milk", Rational(1, 4), Rational(1, 2), Unit.volume(.pint), "milk"),
        ("1kg–1.3kg/2lb 4oz–2lb 14oz chicken", Rational(1), Rational(13, 10), Unit.mass(.kilogram), "chicken"),
        ("500ml-700ml chicken stock", Rational(500), Rational(700), Unit.volume(.milliliter), "chicken stock"),
    ])
    func rangeWithUnits(_ text: String, _ low: Rational, _ high: Rational, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.quantity == .range(QuantityRange(low: low, high: high)))
        #expect(line.unit == unit)
        #expect(line.name == name)
    }

    @Test("the other end of a range of alternatives, after a spaced dash")
    func alternativeRange() {
        let sugar = IngredientLineParser("250g/9oz - 400g/14oz sugar").line
        #expect(sugar.quantity == .exact(Rational(250)))
        #expect(sugar.name == "sugar")
        #expect(sugar.comment == nil)
    }

    @Test("bounds and sizes before the amount, and a rounded alternative", arguments: [
        ("Up to 250g/9oz streaky bacon, diced", Rational(250), Unit.mass(.gram), "streaky bacon"),
        ("at least 4 tbsp olive oil", Rational(4), Unit.volume(.tablespoon), "olive oil"),
        ("A generous ½ teaspoon salt", Rational(1, 2), Unit.volume(.teaspoon), "salt"),
        ("2 tablespoons/ about 1.5 ounces/ 40 grams honey", Rational(2), Unit.volume(.tablespoon), "honey"),
    ])
    func boundsBefore(_ text: String, _ quantity: Rational, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.quantity == .exact(quantity))
        #expect(line.unit == unit)
        #expect(line.name == name)
    }

    @Test("the same measure in the other system, with nothing between", arguments: [
        ("20g¾oz basil leaves", "basil leaves"),
        ("125g 4½oz soft brown sugar", "soft brown sugar"),
    ])
    func bareAlternative(_ text: String, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.unit == .mass(.gram))
        #expect(line.alternatives.first?.parts.first?.unit == .mass(.ounce))
        #expect(line.name == name)
    }

    @Test("a range of sizes with a dash before \"to\", a range across units, \"or more\"")
    func rangesAndBounds() {
        let beef = IngredientLineParser("5- to 6-pound beef tenderloin, cleaned").line
        #expect(beef.quantity == .range(QuantityRange(low: Rational(5), high: Rational(6))))
        #expect(beef.unit == .mass(.pound))
        #expect(beef.name == "beef tenderloin")
        let jalapeno = IngredientLineParser("2 teaspoons to 1 tablespoon pickled jalapeno peppers").line
        #expect(jalapeno.unit == .volume(.teaspoon))
        #expect(jalapeno.alternatives.first?.parts.first?.unit == .volume(.tablespoon))
        #expect(jalapeno.name == "pickled jalapeno peppers")
        let milk = IngredientLineParser("1 cup or more coconut milk").line
        #expect(milk.name == "coconut milk")
        #expect(milk.comment == "or more")
    }

    @Test("\"packed\" before the unit is how it is measured")
    func packedUnit() {
        let basil = IngredientLineParser("½ lightly packed cup chopped fresh basil").line
        #expect(basil.unit == .volume(.cup))
        #expect(basil.name == "fresh basil")
        #expect(PreparedLine(basil).presented(scale: Rational(2)).text == "1 lightly packed cup chopped fresh basil")
    }

    @Test("a times sign glued to the size, and a size in two units")
    func timesAndTwoUnits() {
        let chickpeas = IngredientLineParser("2x400g/14oz cans cooked chickpeas").line
        #expect(chickpeas.quantity == .exact(Rational(2)))
        #expect(chickpeas.amount?.containerSize == "400g/14oz")
        #expect(chickpeas.unit == .count(.can))
        #expect(chickpeas.name == "cooked chickpeas")
        let chicken = IngredientLineParser("1 x 3lb 4oz chicken").line
        #expect(chicken.amount?.containerSize == "3lb 4oz")
        #expect(chicken.name == "chicken")
        let cheek = IngredientLineParser("1 x 300–400g/10½oz–14oz beef cheek").line
        #expect(cheek.amount?.containerSize == "300–400g/10½oz–14oz")
        #expect(cheek.name == "beef cheek")
    }

    @Test("a container's size in parentheses, about so much each", arguments: [
        ("2 (about 14-16 oz each) packages ground linguica", "14-16 oz", Unit.count(.package), "ground linguica"),
        ("2 (14 oz each) cans black beans", "14 oz", Unit.count(.can), "black beans"),
        ("1 (approximately 15-ounce) can chickpeas", "15-ounce", Unit.count(.can), "chickpeas"),
    ])
    func approximateContainerSize(_ text: String, _ size: String, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.amount?.containerSize == size)
        #expect(line.unit == unit)
        #expect(line.name == name)
        #expect(line.comment == nil)
    }

    @Test("how the food is cut, before its name, is a comment", arguments: [
        ("2 cups 1/2-inch cubes butternut squash", "butternut squash", "1/2-inch cubes"),
        ("1 lg 2-inch piece of ginger root", "ginger root", "2-inch piece of"),
        ("Four 1-inch-thick bone-in pork chops", "bone-in pork chops", nil),
        ("1/3 cup ¼-inch bread cubes", "bread cubes", "¼-inch"),
    ])
    func dimension(_ text: String, _ name: String, _ comment: String?) {
        let line = IngredientLineParser(text).line
        #expect(line.name == name)
        #expect(line.comment == comment)
    }

    @Test("a thickness in one word is the size of each piece")
    func shapedLength() {
        let bread = IngredientLineParser("Four ½-inch-thick slices Italian bread").line
        #expect(bread.quantity == .exact(Rational(4)))
        #expect(bread.amount?.containerSize == "½-inch-thick")
        #expect(bread.unit == .count(.slice))
        #expect(bread.name == "Italian bread")
        #expect(PreparedLine(bread).presented(scale: Rational(2)).text == "Eight ½-inch-thick slices Italian bread")
    }

    @Test("\"round\" is the food's shape unless \"of\" follows")
    func roundIsAShape() {
        let rolls = IngredientLineParser("4 round crusty rolls").line
        #expect(rolls.unit == nil)
        #expect(rolls.name == "round crusty rolls")
        #expect(IngredientLineParser("1 round lettuce, washed").line.unit == nil)
        #expect(IngredientLineParser("16 rounds of cocktail rye bread").line.unit == .count(.round))
    }

    @Test("a measure's size before its unit (\"good\", \"healthy\", \"very thin\"); a spoon or a cup with no number, after a size or \"a\", or abbreviated", arguments: [
        ("1 good pinch Aleppo pepper", Unit.count(.pinch), "Aleppo pepper"),
        ("4 good knobs of butter", Unit.count(.knob), "butter"),
        ("A healthy pinch cayenne pepper", Unit.count(.pinch), "cayenne pepper"),
        ("8 very thin slices prosciutto", Unit.count(.slice), "prosciutto"),
        ("1 very small handful mint leaves", Unit.count(.handful), "mint leaves"),
        ("Scant teaspoon cocoa powder", Unit.volume(.teaspoon), "cocoa powder"),
        ("Several tablespoons chopped fresh chives", Unit.volume(.tablespoon), "fresh chives"),
        ("tsp vanilla paste or extract", Unit.volume(.teaspoon), "vanilla paste or extract"),
        ("small cup Greek-style yoghurt", Unit.volume(.cup), "Greek-style yoghurt"),
    ])
    func sizedMeasure(_ text: String, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.unit == unit)
        #expect(line.name == name)
    }

    @Test("\"good\" names the food, not a size, unless a unit follows")
    func goodFood() {
        #expect(IngredientLineParser("2 tbsp good olive oil").line.name == "good olive oil")
        #expect(IngredientLineParser("good olive oil").line.unit == nil)
        // "Dose" is German for a can: after "healthy" it is a dose.
        #expect(IngredientLineParser("Healthy dose of black pepper").line.unit == nil)
    }

    @Test("\"medium sized\" and \"medium size\" spaced are the size")
    func spacedSize() {
        let onions = IngredientLineParser("3 medium sized red onions, thinly sliced").line
        #expect(onions.size == "medium sized")
        #expect(onions.name == "red onions")
        #expect(IngredientLineParser("2 medium size potatoes").line.name == "potatoes")
        // A line that opens with the word reads it as the name (no word before it to join).
        #expect(IngredientLineParser("size eggs").line.name == "size eggs")
        #expect(IngredientLineParser("Sized").line.name == "Sized")
    }

    @Test("a bare unit word that names a food stays the name")
    func unitWordAsFood() {
        #expect(IngredientLineParser("Cup cakes").line.unit == nil)
        #expect(IngredientLineParser("Pound cake, cubed").line.name == "Pound cake")
    }

    @Test("a range written with its unit twice and \"to\" is one range", arguments: [
        ("¾ cup to 1 cup lactose-free milk", "1 1/2-2 cups lactose-free milk"),
        ("½ c to 1 cup shelled raw pistachios", "1-2 cups shelled raw pistachios"),
        ("5 ½ oz to 7 ounce cornstarch", "11-14 ounces cornstarch"),
        ("100g to 150g flour", "200-300g flour"),
    ])
    func rangeWithTo(_ text: String, _ doubled: String) {
        let line = IngredientLineParser(text).line
        #expect(line.alternatives.isEmpty)
        if case .range? = line.amount?.parts.first?.quantity {} else { Issue.record("\(text): not a range") }
        #expect(PreparedLine(text).presented(scale: Rational(2)).text == doubled)
    }

    @Test("a fraction with its article is a part of one, as \"half a\"; \"½ a dozen\" is six", arguments: [
        ("½ a lemon, juice only", "1 lemon, juice only"),
        ("1/2 a 15-ounce can chickpeas", "1 15-ounce can chickpeas"),
        ("½ an onion", "1 onion"),
        ("½ a dozen eggs", "12 eggs"),
        ("Half a lemon", "1 lemon"),
    ])
    func fractionWithArticle(_ text: String, _ doubled: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2)).text == doubled)
    }
}

