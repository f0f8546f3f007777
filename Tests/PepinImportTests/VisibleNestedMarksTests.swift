import Testing
@testable import PepinImport

/// hRecipe marks on pages that wrap the whole recipe in an element marked `instructions`: the
/// marks inside still say what each element is.
@Suite struct VisibleNestedMarksTests {
    /// A page without schema.org whose whole recipe is one `instructions` element; its steps are
    /// themselves marked `instructions`, between "Step 1" labels, and a tag line closes it.
    static let page = """
        <html><head><title>Lamb Dumplings</title></head><body>
        <div class="recipe instructions"><p>Dumplings for a crowd.
        <h3>Ingredients for the filling</h3>
        <ul><li class="ingredient">500 g minced lamb</li><li class="ingredient">2 onions, chopped</li></ul>
        <h3>Method</h3>
        <h4>Step 1</h4><p class="instructions">Fry the onions with the lamb.</p>
        <h4>Step 2</h4><p class="instructions">Fill the dough and steam for 40 minutes.</p>
        <div class="tags"><span class="ingredient">Ingredients: <a href="/i/lamb">Lamb</a>, <a href="/i/onion">Onion</a></span></div>
        </div></body></html>
        """

    @Test("an item marked ingredient inside an instructions element is an ingredient, not a step")
    func ingredientInsideInstructions() throws {
        let scan = VisibleRecipeScanner(Array(Self.page.utf8))
        #expect(scan.ingredients == ["500 g minced lamb", "2 onions, chopped"])
    }

    @Test("an element marked instructions inside one so marked is one step; labels and intro are no steps")
    func stepsInsideInstructions() throws {
        let recipe = try RecipePageImporter(html: Self.page, pageName: "dumplings.html").recipe()
        #expect(recipe.allSteps == ["Fry the onions with the lamb.", "Fill the dough and steam for 40 minutes."])
        #expect(recipe.allIngredientLines == ["500 g minced lamb", "2 onions, chopped"])
    }

    @Test("a line the list's name starts is the page's tags, no ingredient", arguments: [
        ("Ingredients: Lamb, Onion", false), ("Zutaten: Lamm, Zwiebel", false), ("Salt: a pinch", true),
        ("2 onions: chopped", true),
    ])
    func tagLine(line: String, isLine: Bool) {
        #expect(VisibleListMarks.isListLine(line, .ingredients) == isLine)
        #expect(VisibleListMarks.isListLine(line, .instructions))
    }
}
