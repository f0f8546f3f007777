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

    @Test("an author's hCard name is no recipe title: fn counts inside an hrecipe, after any plugin's title")
    func authorNameIsNoTitle() {
        let author = #"<span class="author vcard"><a class="url fn n">Cheryl Malik</a></span>"#
        #expect(RecipeCardTitle(Array((author + #"<h2 class="wprm-recipe-name">Lemon Cake</h2>"#).utf8)).title == "Lemon Cake")
        #expect(RecipeCardTitle(Array((author + #"<div class="hrecipe"><h2 class="fn">Lentil Stew</h2></div>"#).utf8)).title == "Lentil Stew")
        #expect(RecipeCardTitle(Array(author.utf8)).title == nil)
        #expect(RecipeCardTitle(Array(#"<h2 class="zrdn-element_recipe_title">Focaccia</h2>"#.utf8)).title == "Focaccia")
        #expect(RecipeCardTitle(Array(#"<div class="ERSName">Gazpacho</div>"#.utf8)).title == "Gazpacho")
    }

    @Test("a post's category or tag class names no list: category-5-ingredients is a topic")
    func categoryClassNamesNoList() {
        #expect(VisibleListMarks.namingClassKind("category-5-ingredients") == nil)
        #expect(VisibleListMarks.namingClassKind("tag-ingredients") == nil)
        #expect(VisibleListMarks.namingClassKind("recipe-ingredients") == .ingredients)
    }

    @Test("the page's <title> without the site's name (og:site_name) at either end")
    func titleWithoutSiteName() {
        #expect(HTMLPageScanner.withoutSiteName("Pumpkin Cake - A Beautiful Mess", "A Beautiful Mess") == "Pumpkin Cake")
        #expect(HTMLPageScanner.withoutSiteName("Pinch Blog | Lemon Cake", "Pinch Blog") == "Lemon Cake")
        #expect(HTMLPageScanner.withoutSiteName("Lemon Cake", "Pinch Blog") == "Lemon Cake")
        // No separator between them: the site's name is part of the title.
        #expect(HTMLPageScanner.withoutSiteName("Grandma's Pinch Blog", "Pinch Blog") == "Grandma's Pinch Blog")
        #expect(HTMLPageScanner.withoutSiteName("- Pinch Blog", "Pinch Blog") == "- Pinch Blog")
        let page = Array(#"<html><head><title>Soup &amp; Bread – Kitchen</title><meta property="og:site_name" content="Kitchen"></head></html>"#.utf8)
        #expect(HTMLPageScanner(page).title == "Soup & Bread")
    }
}
