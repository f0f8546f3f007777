import Testing
@testable import Pepin

/// The 30-odd most common baking ingredients, converted to weight, against USDA SR28's own
/// household measures (the comment of each row quotes the USDA portion the catalog uses).
@Suite struct BakingConversionTests {
    static let rows: [(line: String, key: String, grams: Rational, weightView: String)] = [
        ("1 cup all-purpose flour", "20081", Rational(125), "125 g all-purpose flour"),  // USDA 20081: 1 cup = 125 g
        ("1 cup bread flour", "20083", Rational(137), "≈ 135 g bread flour"),  // USDA 20083: 1 cup = 137 g
        ("1 cup cake flour", "20084", Rational(137), "≈ 135 g cake flour"),  // USDA 20084: 1 cup unsifted, dipped = 137 g
        ("1 cup whole wheat flour", "20080", Rational(120), "120 g whole wheat flour"),  // USDA 20080: 1 cup = 120 g
        ("1 cup self-rising flour", "20082", Rational(125), "125 g self-rising flour"),  // USDA 20082: 1 cup = 125 g
        ("1 cup granulated sugar", "19335", Rational(200), "200 g granulated sugar"),  // USDA 19335: 1 cup = 200 g
        ("1 cup packed light brown sugar", "19334", Rational(220), "220 g packed light brown sugar"),  // USDA 19334: 1 cup packed = 220 g
        ("1 cup powdered sugar", "19336", Rational(120), "120 g powdered sugar"),  // USDA 19336: 1 cup unsifted = 120 g
        ("1 cup butter", "01001", Rational(227), "≈ 225 g butter"),  // USDA 01001: 1 cup = 227 g
        ("1/2 cup unsalted butter", "01145", Rational(227, 2), "≈ 115 g unsalted butter"),  // USDA 01145: 1 cup = 227 g
        ("1 cup whole milk", "01077", Rational(244), "≈ 245 g whole milk"),  // USDA 01077: 1 cup = 244 g
        ("1 cup buttermilk", "01088", Rational(245), "245 g buttermilk"),  // USDA 01088: 1 cup = 245 g
        ("1 cup heavy cream", "01053", Rational(240), "240 g heavy cream"),  // USDA 01053: 1 tbsp = 15 g
        ("1/2 cup sour cream", "01056", Rational(115), "115 g sour cream"),  // USDA 01056: 1 cup = 230 g
        ("1/2 cup cream cheese", "01017", Rational(116), "≈ 115 g cream cheese"),  // USDA 01017: 1 cup = 232 g
        ("1/2 cup vegetable oil", "04044", Rational(109), "≈ 110 g vegetable oil"),  // USDA 04044: 1 cup = 218 g
        ("1/4 cup olive oil", "04053", Rational(54), "54 g olive oil"),  // USDA 04053: 1 cup = 216 g
        ("1/4 cup honey", "19296", Rational(339, 4), "≈ 85 g honey"),  // USDA 19296: 1 cup = 339 g
        ("1/4 cup molasses", "19304", Rational(337, 4), "≈ 84 g molasses"),  // USDA 19304: 1 cup = 337 g
        ("1/4 cup maple syrup", "19353", Rational(315, 4), "≈ 79 g maple syrup"),  // USDA 19353: 1 cup = 315 g
        ("1/2 cup unsweetened cocoa powder", "19165", Rational(43), "43 g unsweetened cocoa powder"),  // USDA 19165: 1 cup = 86 g
        ("1/4 cup cornstarch", "20027", Rational(32), "32 g cornstarch"),  // USDA 20027: 1 cup = 128 g
        ("1 teaspoon baking powder", "18369", Rational(23, 5), "≈ 5 g baking powder"),  // USDA 18369: 1 tsp = 4.6 g
        ("1 teaspoon baking soda", "18372", Rational(23, 5), "≈ 5 g baking soda"),  // USDA 18372: 1 tsp = 4.6 g
        ("1 teaspoon salt", "02047", Rational(73, 12), "≈ 6 g salt"),  // USDA 02047: 1 cup = 292 g
        ("1 tablespoon kosher salt", "x-kosher-salt", Rational(135, 16), "≈ 8 g kosher salt"),  // curated: Diamond Crystal, 1 cup = 135 g
        ("2 1/4 teaspoons active dry yeast", "18375", Rational(9), "9 g active dry yeast"),  // USDA 18375: 1 tbsp = 12 g
        ("1 cup rolled oats", "08120", Rational(81), "81 g rolled oats"),  // USDA 08120: 1 cup = 81 g
        ("1 cup semisweet chocolate chips", "19080", Rational(168), "≈ 170 g semisweet chocolate chips"),  // USDA 19080: 1 cup chips (6 oz package) = 168 g
        ("1 cup chopped walnuts", "12155", Rational(117), "≈ 115 g chopped walnuts"),  // USDA 12155: 1 cup, chopped = 117 g
        ("1 cup pecans", "12142", Rational(109), "≈ 110 g pecans"),  // USDA 12142: 1 cup, chopped = 109 g
        ("1 cup raisins", "09298", Rational(165), "165 g raisins"),  // USDA 09298: 1 cup, packed = 165 g
        ("1 teaspoon vanilla extract", "02050", Rational(13, 3), "≈ 4 g vanilla extract"),  // USDA 02050: 1 cup = 208 g
        ("1 teaspoon ground cinnamon", "02010", Rational(13, 5), "≈ 3 g ground cinnamon"),  // USDA 02010: 1 tbsp = 7.8 g
        ("1 cup water", "14411", Rational(1184, 5), "≈ 235 g water"),  // USDA 14411: 1 fl oz = 29.6 g
        ("1 cup creamy peanut butter", "16098", Rational(258), "≈ 260 g creamy peanut butter"),  // USDA 16098: 1 cup = 258 g
    ]

    @Test("each line matches its USDA food and weighs exactly the USDA grams", arguments: rows)
    func exactGrams(row: (line: String, key: String, grams: Rational, weightView: String)) throws {
        let line = IngredientLineParser(row.line).line
        let match = try #require(IngredientMatcher(line.name, catalog: .standard).match)
        #expect(match.food.key == row.key)
        let grams = try FoodMeasures(match.food).grams(of: try #require(line.quantity).low, unit: line.unit)
        #expect(grams == row.grams)
    }

    @Test("the weight view reads as a cook weighs", arguments: rows)
    func weightView(row: (line: String, key: String, grams: Rational, weightView: String)) {
        let line = IngredientLineParser(row.line).line
        #expect(PreparedLine(line).presented(view: .metricWeight).text == row.weightView)
    }

    @Test("and back: the USDA weight reads as the US measure", arguments: [
        ("200 g granulated sugar", "1 cup granulated sugar"),
        ("125 g all-purpose flour", "1 cup all-purpose flour"),
        ("220 g packed light brown sugar", "1 cup packed light brown sugar"),
        ("86 g cocoa powder", "1 cup cocoa powder"),
        ("4.6 g baking soda", "1 teaspoon baking soda"),
        ("100 g flour", "≈ 2/3 cup + 2 tablespoons flour"),
        ("1 kg bread flour", "≈ 7 1/3 cups bread flour"),
    ])
    func weightToUS(written: String, expected: String) {
        let line = IngredientLineParser(written).line
        #expect(PreparedLine(line).presented(view: .usCustomary).text == expected)
    }
}
