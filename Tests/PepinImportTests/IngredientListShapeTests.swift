import Testing
@testable import PepinImport

/// Ingredient lists where schema.org and the visible page disagree: words schema.org writes
/// longer than the page, a space before a comma; an empty group heading before a page's list.
@Suite struct IngredientListShapeTests {
    @Test("the page's lines stand where schema.org writes one word of a line longer: a decimal's .0, an ending")
    func wordsCutShort() {
        func prefers(_ schema: [String], _ visible: [String]) -> Bool {
            VisibleListChoice(.ingredients, schema: schema, visible: visible).prefersVisible
        }
        #expect(prefers(["500.0 g chickpeas, cooked", "2.0 cloves garlic", "salt"], ["500 g chickpeas, cooked", "2 cloves garlic", "salt"]))
        #expect(prefers(["4 båter hvitløk", "1 dl yoghurt"], ["4 båt hvitløk", "1 dl yoghurt"]))
        // Punctuation, other decimals, two words, or the page's word the longer: schema.org stays.
        #expect(!prefers(["1 egg, beaten"], ["1 egg beaten"]))
        #expect(!prefers(["1 tbsp. oil"], ["1 tbsp oil"]))
        #expect(!prefers(["500.5 g flour"], ["500 g flour"]))
        #expect(!prefers(["4 båter hvitløken"], ["4 båt hvitløk"]))
        #expect(!prefers(["4 båt hvitløk"], ["4 båter hvitløk"]))
        #expect(!prefers(["1 cup milk"], ["1 cup milk"]))
    }

    @Test("a space before a comma in schema.org's ingredient lines goes; steps keep theirs")
    func spaceBeforeComma() throws {
        let html = """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Salad", "recipeIngredient": ["1 apple , cored, halved", "4 ounces goat cheese , crumbled (1 cup)", "salt"],
             "recipeInstructions": ["Toss the apple , the cheese and salt."]}
            </script></head><body></body></html>
            """
        let recipe = try RecipePageImporter(html: html, pageName: "salad.html").recipe()
        #expect(recipe.allIngredientLines == ["1 apple, cored, halved", "4 ounces goat cheese, crumbled (1 cup)", "salt"])
        #expect(recipe.allSteps == ["Toss the apple , the cheese and salt."])
    }

    @Test("an empty heading between a list's heading and its list ends nothing; a heading with text still does")
    func emptyHeading() {
        let empty = #"<h2>Ingredients</h2><h5 class="group-title"></h5><ul><li>1 egg</li><li>salt</li></ul>"#
        #expect(VisibleRecipeScanner(Array(empty.utf8)).ingredients == ["1 egg", "salt"])
        let titled = "<h2>Ingredients</h2><h3>Related recipes</h3><ul><li>Omelette</li><li>Quiche</li></ul>"
        #expect(VisibleRecipeScanner(Array(titled.utf8)).ingredients.isEmpty)
    }
}
