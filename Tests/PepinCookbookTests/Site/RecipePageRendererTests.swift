import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct RecipePageRendererTests {
    static func entry(_ folder: String) throws -> CookbookEntry {
        let cookbook = try CookbookLoader(folder: FixtureFiles.root.appendingPathComponent(folder)).load()
        #expect(cookbook.diagnostics.map(\.description) == [])
        return try #require(cookbook.entries.first)
    }

    @Test("the whole page of a small recipe, with sections, fractions, JSON-LD and microdata")
    func wholePage() throws {
        let page = RecipePageRenderer(entry: try Self.entry("Small"), cookbookTitle: "Small").html
        #expect(page == (try FixtureFiles.text("Small.expected.html")))
    }

    @Test("a page rendered at 3x shows tripled amounts and the tripled yield, and says its scale")
    func scaledPage() throws {
        let page = RecipePageRenderer(entry: try Self.entry("Small"), cookbookTitle: "Small", scale: Rational(3)).html
        #expect(page.contains("data-scale=\"3\""))
        #expect(page.contains("data-yield=\"2 jars\">6 jars</dd>"))
        // 4 tablespoons x3 is 3/4 cup, written as a fraction the page can typeset (this expectation
        // once asserted the absence of text the page never prints, so it could not fail).
        #expect(page.contains("data-line=\"4 tablespoons butter\"><span class=\"amount\"><sup>3</sup>&frasl;<sub>4</sub> cup</span> butter</li>"))
        #expect(page.contains("data-line=\"1/2 cup lemon juice\"><span class=\"amount\">1 <sup>1</sup>&frasl;<sub>2</sub></span> cups lemon juice</li>"))
        #expect(page.contains("\"recipeYield\":[\"6 jars\"]"))
    }

    @Test("the nutrition label follows the scale: the recipe's totals and servings, per serving unchanged")
    func nutritionAtScale() throws {
        let page = RecipePageRenderer(entry: try Self.entry("Small"), cookbookTitle: "Small", scale: Rational(3)).html
        // Calories 648.24 at 1x (the fixture's whole page), 1944.72 at 3x; 324 per serving either way.
        #expect(page.contains("<caption>Nutrition Facts <span class=\"servings\" data-servings=\"2\">6 servings</span></caption>"))
        #expect(page.contains("<tr><th scope=\"row\">Calories</th><td>324</td><td data-nutrient=\"0\" data-hundredths=\"64824\">1945</td></tr>"))
    }

    @Test("a recipe's own nutrition facts are shown, and where Pepin's differ by more than 15%, by how much")
    func authorNutrition() {
        let recipe = Recipe(
            title: "Shortbread", serves: "4",
            ingredientSections: [IngredientSection(lines: ["1 cup all-purpose flour", "1/2 cup unsalted butter", "1/4 cup granulated sugar"])],
            nutrition: [NutritionFact(name: "calories", value: "300 kcal"), NutritionFact(name: "protein", value: "3.5 g")])
        let page = RecipePageRenderer(entry: CookbookEntry(path: "s.md", slug: "s", recipe: recipe), cookbookTitle: "C").html
        #expect(page.contains("<p class=\"nutrition-author\">The recipe gives, per serving: calories 300 kcal, protein 3.5 g.</p>"))
        // Pepin: 365.57 kcal per serving (RecipeNutritionTests' shortbread), 22% more; protein 3.47 g is within 15%.
        #expect(page.contains("<p class=\"nutrition-differs\">Pepin counts differently: calories 366 kcal per serving (the recipe says 300 kcal, 22% more).</p>"))
        // The JSON-LD publishes the author's facts.
        #expect(page.contains("\"nutrition\":{\"@type\":\"NutritionInformation\",\"calories\":\"300 kcal\",\"proteinContent\":\"3.5 g\"}"))
    }

    @Test("the yield box shows what the scale makes as a cook reads it: 3 1/3 jars, not 10/3")
    func yieldBox() throws {
        let page = RecipePageRenderer(entry: try Self.entry("Small"), cookbookTitle: "Small", scale: Rational(5, 3)).html
        #expect(page.contains("data-base=\"2\" inputmode=\"decimal\" autocomplete=\"off\" size=\"4\" value=\"3 1/3\"> jars</label>"))
        #expect(page.contains("data-yield=\"2 jars\">3 <sup>1</sup>&frasl;<sub>3</sub> jars</dd>"))
    }

    @Test("recipe text with <script>, quotes and & renders inert in elements, attributes and JSON-LD")
    func escaping() throws {
        let entry = try Self.entry("Escaping")
        let page = RecipePageRenderer(
            entry: entry, cookbookTitle: "<Evil> & \"Co\"", cookbookFolder: FixtureFiles.root.appendingPathComponent("Escaping")
        ).html
        // The only script elements are the page's own: JSON-LD and six script files.
        #expect(page.components(separatedBy: "<script").count - 1 == 7)
        #expect(!page.contains("<b>"))
        #expect(!page.contains("<i>"))
        #expect(!page.contains("<img src=x"))
        #expect(!page.contains("<h1>Section"))
        #expect(!page.contains("<!--"))
        #expect(!page.lowercased().contains("href=\"javascript"))
        #expect(!page.contains("onerror=\""))
        #expect(page.contains("<title>&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; &quot;Friends&quot; · &lt;Evil&gt; &amp; &quot;Co&quot;</title>"))
        #expect(page.contains("src=\"../images/evil/x%22%20onerror=%22alert(&#39;image&#39;)\""))
        #expect(page.contains("data-line=\"1 cup &lt;script&gt;alert(&#39;ingredient&#39;)&lt;/script&gt; &amp; &quot;sugar&quot;\""))
        #expect(page.contains("<h3>&lt;img src=x onerror=alert(2)&gt;</h3>"))
        let jsonLD = try #require(page.components(separatedBy: "<script type=\"application/ld+json\">").last?
            .components(separatedBy: "</script>").first)
        #expect(!jsonLD.contains("<"))
        #expect(!jsonLD.contains(">"))
        #expect(!jsonLD.contains("&"))
        #expect(jsonLD.contains("\"name\":\"\\u003cscript\\u003ealert(\\u0027title\\u0027)\\u003c/script\\u003e \\u0026 \\\"Friends\\\"\""))
        // Read back, the JSON-LD holds the text exactly as written.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) as? [String: Any])
        #expect(object["name"] as? String == entry.recipe.title)
        #expect(object["recipeIngredient"] as? [String] == entry.recipe.allIngredientLines)
    }

    @Test("the notes' Markdown keeps safe links and drops javascript: ones")
    func notes() throws {
        let entry = try Self.entry("Escaping")
        let page = RecipePageRenderer(entry: entry, cookbookTitle: "C").html
        #expect(
            page.contains(
                "<p>Notes with &lt;script&gt;alert(&#39;notes&#39;)&lt;/script&gt; &amp; link) and <strong>bold &lt;i&gt;</strong></p>"))
    }
}

@Suite struct RecipeJSONLDTests {
    @Test("schema.org/Recipe read back: every field, sections as HowToSection, times as ISO 8601")
    func readBack() throws {
        let recipe = try RecipePageRendererTests.entry("Small").recipe
        let text = RecipeJSONLD(recipe, url: "https://example.com/lemon-curd").text
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["@context"] as? String == "https://schema.org")
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["name"] as? String == "Lemon Curd")
        #expect(object["description"] as? String == "Tart and silky.")
        #expect(object["url"] as? String == "https://example.com/lemon-curd")
        #expect((object["author"] as? [String: String]) == ["@type": "Person", "name": "Pepin Kitchen"])
        #expect(object["keywords"] as? String == "dessert")
        #expect(object["recipeYield"] as? [String] == ["2 jars"])
        #expect(object["prepTime"] as? String == "PT5M")
        #expect(object["cookTime"] as? String == "PT10M")
        #expect(object["totalTime"] as? String == "PT15M")  // no total given: prep plus cook
        #expect(object["recipeIngredient"] as? [String] == ["1/2 cup lemon juice", "3 large eggs", "4 tablespoons butter"])
        let steps = try #require(object["recipeInstructions"] as? [[String: Any]])
        #expect(steps.count == 2)
        #expect(steps[0]["@type"] as? String == "HowToStep")
        #expect(steps[0]["text"] as? String == "Whisk the juice and eggs over low heat until thick.")
        #expect(steps[1]["@type"] as? String == "HowToSection")
        #expect(steps[1]["name"] as? String == "For finishing")
        #expect((steps[1]["itemListElement"] as? [[String: String]]) == [["@type": "HowToStep", "text": "Whisk in the butter."]])
    }

    @Test("recipeYield: what the recipe makes, and a count of servings as \"N servings\"")
    func yields() {
        #expect(RecipeJSONLD.yields("12 tortillas", serves: "4") == ["12 tortillas", "4 servings"])
        #expect(RecipeJSONLD.yields(nil, serves: "4-6") == ["4-6 servings"])
        #expect(RecipeJSONLD.yields(nil, serves: "about 3") == ["about 3 servings"])
        #expect(RecipeJSONLD.yields(nil, serves: "a crowd") == ["serves a crowd"])
        #expect(RecipeJSONLD.yields("1 loaf", serves: nil) == ["1 loaf"])
        #expect(RecipeJSONLD.yields(nil, serves: nil).isEmpty)
    }
}
