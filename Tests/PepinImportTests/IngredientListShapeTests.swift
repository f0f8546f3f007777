import Testing
@testable import PepinImport

/// Ingredient lists where schema.org and the visible page disagree: words schema.org writes
/// longer than the page, a space before a comma; lists shown as checkbox rows without a `<ul>`,
/// after an empty group heading.
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

    @Test("checkbox rows after an ingredients heading are lines, with no <ul> and an empty group heading before them")
    func checkboxRows() {
        let html = """
            <div class="text-xl font-bold">Ingredients</div><div class="grid"><div><h5 class="group"></h5><div>
            <div class="row"><input type="checkbox" id="a"/><div class="flex"><div>2<!-- --> sticks</div><div>cinnamon</div></div></div>
            <div class="row"><input type="checkbox" id="b"/><div class="flex"><div>1<!-- --> pinch</div><div>salt</div></div></div>
            <div class="row"><input type="checkbox" id="c"/><div class="flex"><div>1<!-- --> packet</div>
            <div>vanilla pudding</div><div>(<!-- -->40 g<!-- -->)</div></div></div>
            </div></div></div>
            <div class="text-xl font-bold">Method</div><p>Simmer the rice in the milk with the cinnamon and salt.</p>
            """
        #expect(VisibleRecipeScanner(Array(html.utf8)).ingredients == [
            "2 sticks cinnamon", "1 pinch salt", "1 packet vanilla pudding (40 g)",
        ])
    }

    @Test("a checkbox after the heading's list (a cook-mode switch) is no line; a list inside a checkbox's element is read as a list")
    func checkboxesBesideLists() {
        let after = """
            <h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul>
            <div class="cook-mode"><label><input type="checkbox"> Cook Mode</label></div>
            """
        #expect(VisibleRecipeScanner(Array(after.utf8)).ingredients == ["1 egg", "salt"])
        let around = """
            <h2>Ingredients</h2><div class="units"><input type="checkbox" id="metric"> Metric
            <ul><li>1 egg</li><li>salt</li></ul></div>
            """
        #expect(VisibleRecipeScanner(Array(around.utf8)).ingredients == ["1 egg", "salt"])
        let checkboxInItems = #"<h2>Ingredients</h2><ul><li><input type="checkbox"> 1 egg</li><li><input type="checkbox"> salt</li></ul>"#
        #expect(VisibleRecipeScanner(Array(checkboxInItems.utf8)).ingredients == ["1 egg", "salt"])
    }
}
