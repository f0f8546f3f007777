import Testing
import Pepin
@testable import PepinImport

/// Recipe cards without schema.org: their group titles are no ingredient lines, and their own
/// title stands before the page's `<title>` with the site's name.
@Suite struct VisibleCardGroupTests {
    @Test("Zip Recipes' and EasyRecipe's group titles are no ingredient lines", arguments: [
        ("plugin-groups-zrdn.html", ["200 g flour", "2 eggs", "100 g icing sugar", "1 lemon"]),
        ("easyrecipe-groups.html", ["4 apples", "2 tbsp sugar", "100 g flour", "50 g butter"]),
    ])
    func groupTitles(page: String, lines: [String]) throws {
        #expect(try FixtureLoader.recipe(page).allIngredientLines == lines)
    }

    @Test("a card's group titles title sections of its lines", arguments: [
        ("plugin-groups-zrdn.html", ["Cake", "Glaze"], [2, 2]),
        ("easyrecipe-groups.html", [nil, "Topping"], [2, 2]),
        ("plugin-wprm.html", ["For the soup"], [3]),
        ("plugin-tasty.html", ["For the salad", "For the dressing"], [2, 2]),
        ("plugin-mediavine-groups.html", ["Dough", "For serving"], [2, 1]),
    ])
    func groupSections(page: String, titles: [String?], counts: [Int]) throws {
        let sections = try FixtureLoader.recipe(page).ingredientSections
        #expect(sections.map(\.title) == titles)
        #expect(sections.map(\.lines.count) == counts)
    }

    @Test("the card's title, not the page's <title> with the site's name", arguments: [
        ("plugin-groups-zrdn.html", "Lemon Cake"), ("easyrecipe-groups.html", "Apple Crumble"),
        ("hrecipe.html", "Lentil Stew"), ("easyrecipe.html", "Toast"), ("plugin-tasty.html", "Pea Salad"),
        ("plugin-zip-easyrecipe.html", "Flapjacks"), ("plugin-mediavine-groups.html", "Flatbread"),
    ])
    func cardTitle(page: String, title: String) throws {
        #expect(try FixtureLoader.recipe(page).title == title)
    }

    @Test("a schema.org Recipe without a name takes the card's title, not the page's <title>")
    func unnamedSchemaRecipe() throws {
        let html = """
            <html><head><title>Easy Banana Bread | Pinch Blog</title><script type="application/ld+json">
            {"@type": "Recipe", "recipeIngredient": ["3 bananas", "250 g flour"], "recipeInstructions": ["Mash.", "Bake."]}
            </script></head><body><h2 class="wprm-recipe-name">Easy Banana Bread</h2></body></html>
            """
        #expect(try RecipePageImporter(html: html, pageName: "bread.html").recipe().title == "Easy Banana Bread")
    }

    @Test("a page without a card title has none")
    func noCardTitle() {
        #expect(RecipeCardTitle(Array("<h1 class=\"entry-title\">Soup</h1><p class=\"fn\"></p>".utf8)).title == nil)
        #expect(RecipeCardTitle(Array("<h2 class=\"wprm-recipe-name x\">Pie &amp; Mash</h2>".utf8)).title == "Pie & Mash")
    }
}
