@testable import Pepin
import Testing

/// Merging recipes into one shopping list: each rule, as whole lines.
@Suite struct ShoppingListTests {
    /// The list of `recipes` (lines and scale) as text lines.
    static func list(_ recipes: [([String], Rational)], view: IngredientView = .asWritten, guide: AisleGuide = .standard) -> [String] {
        ShoppingList(recipes.map { ShoppingRecipe(lines: $0.0.map { PreparedLine($0) }, scale: $0.1) }, guide: guide, view: view)
            .items.map(\.text)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let rule: String
        let recipes: [[String]]
        let scales: [Rational]
        let expected: [String]
        var testDescription: String { rule }
        init(_ rule: String, _ recipes: [[String]], scales: [Rational]? = nil, _ expected: [String]) {
            self.rule = rule
            self.recipes = recipes
            self.scales = scales ?? recipes.map { _ in .one }
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        Case("a teaspoon and two tablespoons add exactly", [["1 teaspoon baking soda"], ["2 tablespoons baking soda"]],
             ["2 tablespoons + 1 teaspoon baking soda"]),
        Case("each recipe at its own scale", [["1/2 cup sugar"], ["1/4 cup sugar"]], scales: [Rational(2), Rational(3)],
             ["1 3/4 cups sugar"]),
        Case("cups and grams of flour add through its density and say so",
             [["2 cups all-purpose flour"], ["250 g all-purpose flour"]], scales: [Rational(2), .one],
             ["≈ 750 g all-purpose flour (4 cups + 250 g)"]),
        Case("counts add", [["2 large eggs"], ["6 large eggs"]], ["8 large eggs"]),
        Case("a bare count is the catalog's default piece: 2 eggs and 6 large eggs are 8 large eggs",
             [["2 eggs"], ["6 large eggs"]], ["8 large eggs"]),
        Case("one lemon and two lemons are three lemons", [["1 lemon"], ["2 lemons"]], ["3 lemons"]),
        Case("containers add as containers", [["1 (15 ounce) can black beans"], ["2 (15 oz) cans black beans, drained"]],
             ["3 (15 oz) cans black beans"]),
        Case("to taste appears once without an amount", [["salt to taste"], ["salt to taste"]], ["salt, to taste"]),
        Case("an amount and to taste on one line", [["1 teaspoon table salt"], ["table salt to taste"]],
             ["1 teaspoon table salt, to taste"]),
        Case("an unknown food in cups and grams keeps both amounts on its one line",
             [["1 cup zorbleberry crumbs"], ["200 g zorbleberry crumbs"]], ["1 cup + 200 g zorbleberry crumbs"]),
        Case("different foods stay apart, by aisle", [["1 cup milk", "2 cups all-purpose flour"], ["1 lemon"]],
             ["1 lemon", "1 cup milk", "2 cups all-purpose flour"]),
        Case("metric volumes add in millilitres", [["100 ml whole milk"], ["150 ml whole milk"]], ["250 ml whole milk"]),
        Case("ounces and pounds add", [["8 ounces cream cheese"], ["1 pound cream cheese"]], ["1 1/2 pounds cream cheese"]),
        Case("ranges add end to end", [["2-3 cloves garlic"], ["1 clove garlic"]], ["3-4 cloves garlic"]),
    ]

    @Test("merge rules", arguments: cases)
    func rule(_ c: Case) {
        #expect(Self.list(Array(zip(c.recipes, c.scales))) == c.expected)
    }

    @Test("in the weight view a volume of a food with a density reads in grams")
    func weightView() {
        #expect(Self.list([(["1 cup all-purpose flour"], .one), (["1 cup all-purpose flour"], .one)], view: .metricWeight)
            == ["250 g all-purpose flour"])
    }

    @Test("in the US view grams of butter read in ounces and cups add")
    func usView() {
        #expect(Self.list([(["1 cup whole milk"], .one), (["240 ml whole milk"], .one)], view: .usCustomary) == ["≈ 2 cups whole milk"])
    }

    @Test("an amount too large to add marks the item and never traps")
    func overflow() {
        let huge = Rational(Int64.max / 2)
        let list = ShoppingList([
            ShoppingRecipe(lines: [PreparedLine("1 cup sugar")], scale: huge),
            ShoppingRecipe(lines: [PreparedLine("1 cup sugar")], scale: huge),
        ])
        #expect(list.items.map(\.text) == ["sugar (amount too large)"])
        #expect(list.items[0].isTooLarge)
    }

    @Test("aisles from the catalog's food groups")
    func aisles() {
        let lines = ["1 cup all-purpose flour", "1 lemon", "2 large eggs", "1 teaspoon ground cinnamon", "1 sheet puff pastry",
                     "1 pound ground beef", "1 cup olive oil", "1 cup red wine", "1 cup zorbleberry crumbs"]
        let list = ShoppingList([ShoppingRecipe(lines: lines.map { PreparedLine($0) })])
        #expect(list.aisles.map(\.aisle) == ["produce", "meat and fish", "dairy and eggs", "baking", "spices", "pantry", "frozen", "drinks", "other"])
    }

    @Test("a cookbook's aisles and staples override the defaults")
    func guide() {
        let guide = AisleGuide(aisles: [(aisle: "bakery", foods: ["all-purpose flour"])], staples: ["salt", "olive oil"])
        let list = ShoppingList(
            [ShoppingRecipe(lines: ["2 cups flour", "1 teaspoon salt", "2 tablespoons olive oil", "1 lemon"].map { PreparedLine($0) })],
            guide: guide)
        #expect(list.aisles.map(\.aisle) == ["produce", "bakery"])
        #expect(list.staples.map(\.text) == ["1 teaspoon salt", "2 tablespoons olive oil"])
        #expect(guide.order.last == Aisle.other)
    }

    @Test("HTML escapes names")
    func html() {
        let list = ShoppingList([ShoppingRecipe(lines: [PreparedLine("salt, <b>for serving</b> & more")])], format: .html)
        #expect(list.items.map(\.text) == ["salt, &lt;b&gt;for serving&lt;/b&gt; &amp; more"])
    }
}
