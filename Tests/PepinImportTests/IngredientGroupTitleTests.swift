import Testing
import Pepin
@testable import PepinImport

/// schema.org ingredient lines that the page shows as the title of a group become section titles.
@Suite struct IngredientGroupTitleTests {
    private static func page(ingredients: [String], body: String) -> String {
        let list = ingredients.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            <html><head><script type="application/ld+json">
            {"@type": "Recipe", "name": "Tacos", "recipeIngredient": [\(list)], "recipeInstructions": ["Cook.", "Serve."]}
            </script></head><body>\(body)</body></html>
            """
    }

    @Test("A line shown in bold, a heading or a title class before its group's first line titles a section")
    func titles() throws {
        let html = Self.page(
            ingredients: ["Pulled pork", "1 kg pork shoulder", "1 tbsp cumin", "PEAR SALSA", "2 pears, diced", "Green salad", "1 lime"],
            body: """
                <ul><li><strong>Pulled pork</strong></li><li>1 kg pork shoulder</li><li>1 tbsp cumin</li></ul>
                <p><b>PEAR SALSA</b><br>2 pears, diced</p>
                <div class="ingredients__title">Green salad</div><div>1 lime</div>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "tacos.html").recipe()
        #expect(recipe.ingredientSections.map(\.title) == ["Pulled pork", "PEAR SALSA", "Green salad"])
        #expect(recipe.allIngredientLines == ["1 kg pork shoulder", "1 tbsp cumin", "2 pears, diced", "1 lime"])
    }

    @Test("Not a title: a line with a digit, the last line, a bold word far from the next line, a link's title attribute")
    func notTitles() throws {
        let filler = String(repeating: "<p>Some words about tacos.</p>", count: 40)
        let html = Self.page(
            ingredients: ["Salt", "2 limes", "pepper", "Coriander"],
            body: """
                <p><strong>Salt</strong> is important.</p><p><strong>Salt</strong></p>\(filler)<p>2 limes</p>
                <a href="/pepper" title="pepper">pepper</a> <span>Coriander</span>
                <h3>Coriander</h3>
                """)
        let recipe = try RecipePageImporter(html: html, pageName: "tacos.html").recipe()
        #expect(recipe.ingredientSections.count == 1)
        #expect(recipe.allIngredientLines == ["Salt", "2 limes", "pepper", "Coriander"])
    }
}
