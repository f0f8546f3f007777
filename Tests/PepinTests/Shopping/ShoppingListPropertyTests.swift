@testable import Pepin
import PropertyBased
import Testing

/// The list does not depend on the order of recipes or of their lines.
@Suite struct ShoppingListPropertyTests {
    static let pool = [
        "1 teaspoon baking soda", "2 tablespoons baking soda", "1 1/2 cups all-purpose flour", "200 g all-purpose flour",
        "2 large eggs", "1 egg", "1 (15 ounce) can black beans", "salt to taste", "1/2 teaspoon salt", "3/4 cup whole milk",
        "100 ml whole milk", "2-3 cloves garlic", "1 cup zorbleberry crumbs", "50 g zorbleberry crumbs", "1 lemon",
        "4 ounces cream cheese", "1 pound cream cheese", "olive oil for serving", "2 tablespoons olive oil",
    ].map { PreparedLine($0) }
    static let scales = [Rational(1, 2), Rational(1), Rational(3, 2), Rational(2), Rational(1, 3), Rational(4)]

    /// Up to five recipes of up to six lines from the pool, each at a scale from the table.
    static let recipes = zip(Gen.int(in: 0...(pool.count - 1)).array(of: 1...6), Gen.int(in: 0...(scales.count - 1)))
        .map { lines, scale in (lines.map { pool[$0] }, scale) }
        .array(of: 1...5)

    @Test("merging is order-independent: reversed and rotated recipes and lines give the same list")
    func orderIndependent() async {
        await propertyCheck(count: 300, input: Self.recipes) { recipes in
            let list = recipes.map { ShoppingRecipe(lines: $0.0, scale: Self.scales[$0.1]) }
            let reversed = list.reversed().map { ShoppingRecipe(lines: $0.lines.reversed(), scale: $0.scale) }
            let rotated = Array(list.dropFirst() + list.prefix(1))
            for view in IngredientView.allCases {
                let expected = ShoppingList(list, view: view).items
                #expect(ShoppingList(reversed, view: view).items == expected)
                #expect(ShoppingList(rotated, view: view).items == expected)
            }
        }
    }
}
