import Pepin
import PepinCookbook
import Testing

@Suite struct IndexPageRendererTests {
    @Test("the index lists each recipe as a card with searchable text, description and tags, all escaped")
    func cards() {
        let recipe = Recipe(
            title: "Fish & <Chips>", description: "Crisp \"beer\" batter.", tags: ["fried", "british"],
            ingredientSections: [IngredientSection(lines: ["500 g cod", "2 cups flour"])])
        let cookbook = Cookbook(title: "Home", entries: [CookbookEntry(path: "fish.md", slug: "fish-chips", recipe: recipe)])
        let page = IndexPageRenderer(cookbook: cookbook).html
        #expect(
            page.contains(
                "<li data-search-text=\"fish &amp; &lt;chips&gt; \u{1F} fried \u{1F} british \u{1F} 500 g cod \u{1F} 2 cups flour\">"
                    + "<a href=\"recipes/fish-chips.html\">Fish &amp; &lt;Chips&gt;</a><p>Crisp &quot;beer&quot; batter.</p>"
                    + "<ul class=\"tags\"><li>fried</li><li>british</li></ul></li>\n"))
        #expect(page.contains("<title>Home</title>"))
        #expect(page.contains("<p class=\"count\">1 recipe</p>"))
        #expect(page.contains("<script src=\"assets/pepin-core.js\"></script>\n<script src=\"assets/pepin-steps.js\"></script>\n"
            + "<script src=\"assets/pepin-timers.js\"></script>\n<script src=\"assets/pepin-cook.js\"></script>\n<script src=\"assets/pepin.js\"></script>\n"))
    }

    @Test("without the core, pages load the page scripts only (the timers work without it)")
    func withoutCore() {
        let page = IndexPageRenderer(cookbook: Cookbook(title: "Home", entries: []), options: PageOptions(rootPath: "", hasScaling: false)).html
        #expect(page.components(separatedBy: "<script").count - 1 == 4)
        #expect(!page.contains("pepin-core.js"))
        #expect(page.contains("<p class=\"count\">0 recipes</p>"))
    }
}
