import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct ViewPageTests {
    static func entry(_ text: String) throws -> CookbookEntry {
        let loaded = RecipeFileLoader(path: "cake.md", text: text, format: .markdown)
        #expect(loaded.diagnostics.map(\.description) == [])
        return CookbookEntry(path: "cake.md", slug: "cake", recipe: try #require(loaded.recipe))
    }

    static let cake = """
        ---
        title: Cake
        ingredients:
          - 1 cup all-purpose flour
          - 3 large eggs
          - 1 cup frobnitz
        instructions:
          - Bake at 375°F for 30 minutes.
        ---
        """

    @Test("the view switch: four radios, the page's view checked, hidden until the script runs")
    func viewSwitch() throws {
        let page = RecipePageRenderer(entry: try Self.entry(Self.cake), cookbookTitle: "C", view: .metricWeight).html
        #expect(page.contains("data-scale=\"1\" data-view=\"weight\" data-slug=\"cake\" data-list=\"../list.html\">"))
        let expected: String = [
            "<fieldset class=\"views\" data-views hidden><legend>Amounts</legend>",
            "<label title=\"the recipe&#39;s own units\"><input type=\"radio\" name=\"view\" value=\"as-written\"><span>As written</span></label>",
            "<label title=\"cups, spoons, ounces, °F\"><input type=\"radio\" name=\"view\" value=\"us\"><span>US</span></label>",
            "<label title=\"millilitres and grams, °C\"><input type=\"radio\" name=\"view\" value=\"metric\"><span>Metric</span></label>",
            "<label title=\"grams wherever the weight is known, °C\"><input type=\"radio\" name=\"view\" value=\"weight\" checked><span>Weight</span></label>",
            "</fieldset>\n",
        ].joined()
        #expect(page.contains(expected))
    }

    @Test("in the weight view the lines read in grams, unknown ones say why, and the oven reads °C")
    func weightView() throws {
        let page = RecipePageRenderer(entry: try Self.entry(Self.cake), cookbookTitle: "C", scale: Rational(2), view: .metricWeight).html
        #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"1 cup all-purpose flour\"><span class=\"amount\">250 g</span> all-purpose flour</li>"))
        #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"3 large eggs\"><span class=\"amount\">6</span> large eggs (<span class=\"amount\">300 g</span>)</li>"))
        #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"1 cup frobnitz\" class=\"kept\" title=\"Kept as written: unknown ingredient\"><span class=\"amount\">2</span> cups frobnitz</li>"))
        #expect(page.contains("<span itemprop=\"text\">Bake at <span class=\"temperature\" data-temperature=\"375°F\">190°C</span> for <button type=\"button\" class=\"timer\" data-timer=\"1800\" aria-label=\"Start a 30-minute timer\">30 minutes</button>.</span>"))
        #expect(page.contains("\"recipeIngredient\":[\"250 g all-purpose flour\",\"6 large eggs (300 g)\",\"2 cups frobnitz\"]"))
    }

    @Test("as written at 1x the page reads as the file does, with no class or title on the lines")
    func asWritten() throws {
        let page = RecipePageRenderer(entry: try Self.entry(Self.cake), cookbookTitle: "C").html
        #expect(page.contains("<li itemprop=\"recipeIngredient\" data-line=\"1 cup frobnitz\"><span class=\"amount\">1</span> cup frobnitz</li>"))
        #expect(page.contains(">Bake at <span class=\"temperature\" data-temperature=\"375°F\">375°F</span> for <button type=\"button\" class=\"timer\" data-timer=\"1800\" aria-label=\"Start a 30-minute timer\">30 minutes</button>.</span>"))
        #expect(page.contains("value=\"as-written\" checked>"))
    }

    @Test("recipe text stays escaped in a converted view: lines, titles, steps and their data attributes")
    func escaping() throws {
        let text = """
            ---
            title: Evil
            ingredients:
              - 1 cup all-purpose flour (<b>sifted</b> & "more")
              - 1 cup <script>alert(1)</script>
            instructions:
              - Bake at 375°F <img src=x onerror=alert(2)> & "rest".
            ---
            """
        let page = RecipePageRenderer(entry: try Self.entry(text), cookbookTitle: "C", view: .metricWeight).html
        #expect(!page.contains("<b>"))
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("data-line=\"1 cup all-purpose flour (&lt;b&gt;sifted&lt;/b&gt; &amp; &quot;more&quot;)\"><span class=\"amount\">125 g</span> all-purpose flour (&lt;b&gt;sifted&lt;/b&gt; &amp; &quot;more&quot;)</li>"))
        #expect(page.contains("data-line=\"1 cup &lt;script&gt;alert(1)&lt;/script&gt;\" class=\"kept\" title=\"Kept as written: unknown ingredient\">"))
        #expect(page.contains("<span itemprop=\"text\">Bake at <span class=\"temperature\" data-temperature=\"375°F\">190°C</span> &lt;img src=x onerror=alert(2)&gt; &amp; &quot;rest&quot;.</span>"))
    }

    @Test("the server's no-script form offers the views with the page's view selected")
    func noScriptForm() throws {
        let options = PageOptions(rootPath: "/", hasScaling: true, liveReload: true, serverScaling: true, pageExtension: "")
        let page = RecipePageRenderer(entry: try Self.entry(Self.cake), cookbookTitle: "C", view: .usCustomary, options: options).html
        let expected: String = [
            "<noscript><form class=\"scaler\" method=\"get\"><label>Amounts <select name=\"view\"><option value=\"as-written\">As written</option>",
            "<option value=\"us\" selected>US</option><option value=\"metric\">Metric</option><option value=\"weight\">Weight</option></select></label> ",
            "<label>Scale <input name=\"scale\" size=\"5\" value=\"1\"></label> <button>Show</button></form></noscript>\n",
        ].joined()
        #expect(page.contains(expected))
    }
}
