import Pepin
import Testing

/// Liquid or dry decides whether large amounts read in quarts and gallons ("8 cups chicken broth"
/// doubled is 1 gallon; 8 cups of flour doubled stay 16 cups): the catalog decides for the foods it
/// knows, the name for the others. Common foods, as recipes write them.
@Suite struct LiquidOrDryTests {
    static let liquids = [
        "water", "whole milk", "skim milk", "buttermilk", "heavy cream", "whipping cream", "half-and-half",
        "half and half", "light cream", "chicken broth", "beef broth", "vegetable broth", "chicken stock",
        "beef stock", "vegetable stock", "fish stock", "orange juice", "lemon juice", "lime juice", "apple juice",
        "pineapple juice", "tomato juice", "cranberry juice", "apple cider", "apple cider vinegar", "white vinegar",
        "red wine vinegar", "balsamic vinegar", "rice vinegar", "olive oil", "vegetable oil", "canola oil",
        "sesame oil", "coconut oil, melted", "soy sauce", "fish sauce", "Worcestershire sauce", "hot sauce",
        "tomato sauce", "maple syrup", "corn syrup", "honey", "molasses", "red wine", "white wine", "dry sherry",
        "beer", "brewed coffee", "coconut milk", "evaporated milk", "sweetened condensed milk", "almond milk",
        "clam juice", "pomegranate juice", "rum", "vodka", "club soda",
    ]

    static let solids = [
        "all-purpose flour", "bread flour", "whole wheat flour", "cake flour", "granulated sugar", "brown sugar",
        "powdered sugar", "cornstarch", "baking soda", "baking powder", "salt", "kosher salt", "black pepper",
        "ground cinnamon", "ground cumin", "paprika", "chili powder", "dried oregano", "cocoa powder", "rolled oats",
        "long-grain white rice", "quinoa", "cornmeal", "breadcrumbs", "panko", "chocolate chips", "raisins",
        "chopped walnuts", "sliced almonds", "pecans", "shredded coconut", "grated Parmesan cheese",
        "shredded cheddar cheese", "sour cream", "cream cheese", "Greek yogurt", "peanut butter", "butter",
        "ice cream", "mayonnaise", "chopped onion", "diced tomatoes", "frozen peas", "fresh spinach",
        "chopped parsley", "corn kernels", "black beans", "lentils", "dried cranberries", "sesame seeds",
        "poppy seeds", "flaxseed", "rice flour",
    ]

    @Test("at least 50 common liquids and 50 common dry goods are tabled")
    func tableSize() {
        #expect(Self.liquids.count >= 50)
        #expect(Self.solids.count >= 50)
    }

    @Test("common liquids are poured: 8 cups doubled read 1 gallon", arguments: liquids)
    func liquid(name: String) {
        let line = PreparedLine("8 cups " + name)
        #expect(line.suitability == .liquid)
        #expect(line.presented(scale: Rational(2)).text == "1 gallon " + name)
    }

    @Test("common dry goods and solids are scooped: 8 cups doubled stay cups", arguments: solids)
    func dry(name: String) {
        let line = PreparedLine("8 cups " + name)
        #expect(line.suitability == .dry)
        #expect(line.presented(scale: Rational(2)).text == "16 cups " + name)
    }
}
