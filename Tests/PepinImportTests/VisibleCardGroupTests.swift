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

    @Test("the card's title, not the page's <title> with the site's name", arguments: [
        ("plugin-groups-zrdn.html", "Lemon Cake"), ("easyrecipe-groups.html", "Apple Crumble"),
        ("hrecipe.html", "Lentil Stew"), ("easyrecipe.html", "Toast"), ("plugin-tasty.html", "Pea Salad"),
        ("plugin-zip-easyrecipe.html", "Flapjacks"),
    ])
    func cardTitle(page: String, title: String) throws {
        #expect(try FixtureLoader.recipe(page).title == title)
    }

    @Test("a page without a card title has none")
    func noCardTitle() {
        #expect(RecipeCardTitle(Array("<h1 class=\"entry-title\">Soup</h1><p class=\"fn\"></p>".utf8)).title == nil)
        #expect(RecipeCardTitle(Array("<h2 class=\"wprm-recipe-name x\">Pie &amp; Mash</h2>".utf8)).title == "Pie & Mash")
    }
}
