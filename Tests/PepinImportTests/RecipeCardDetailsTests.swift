import Testing
import Pepin
@testable import PepinImport

/// Yields and times read from recipe cards on pages without schema.org, through the readers
/// schema.org import uses.
@Suite struct RecipeCardDetailsTests {
    struct Card: Sendable, CustomTestStringConvertible {
        var page: String
        var yields: String?
        var serves: String?
        var prep: Int?
        var cook: Int?
        var total: Int?
        var testDescription: String { page }
    }

    @Test("each plugin's and microformat's yield and times", arguments: [
        // WP Recipe Maker: a unit after the servings says what it makes; hours and minutes in parts;
        // a second card (a snippet) does not overwrite the first.
        Card(page: "details-wprm.html", yields: "24 cookies", prep: 15, cook: 12, total: 87),
        // Tasty Recipes: "serves 4 -6" without its "1x" scale button.
        Card(page: "details-tasty.html", serves: "4-6", prep: 20, cook: 60, total: 80),
        // Mediavine Create: labels skipped, "Yield:" dropped; its "additional" time is none of the three.
        Card(page: "details-mediavine.html", serves: "6", prep: 15, cook: 65, total: 90),
        // Zip Recipes: "1 hour, 30 minutes".
        Card(page: "details-zrdn.html", serves: "12", prep: 60, cook: 30, total: 90),
        // EasyRecipe: `itemprop` times with ISO 8601 `datetime`, outside any microdata item.
        Card(page: "details-easyrecipe.html", serves: "4", prep: 25, cook: 40, total: 65),
        // hRecipe: a `value-title`'s ISO 8601 title wins over the text.
        Card(page: "details-hrecipe.html", yields: "6 (as a side dish)", prep: 15, cook: 10, total: 25),
    ])
    func card(_ card: Card) throws {
        let recipe = try FixtureLoader.recipe(card.page)
        #expect(recipe.yields == card.yields)
        #expect(recipe.serves == card.serves)
        #expect(recipe.prepTime?.minutes == card.prep)
        #expect(recipe.cookTime?.minutes == card.cook)
        #expect(recipe.totalTime?.minutes == card.total)
        #expect(!recipe.allIngredientLines.isEmpty && !recipe.allSteps.isEmpty)
    }

    @Test("schema.org's values stand; the card fills only what schema.org lacks")
    func schemaFirst() throws {
        let page = """
            <script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeYield":"2",
            "prepTime":"PT5M","recipeIngredient":["1 leek"],"recipeInstructions":["Cook it."]}</script>
            <span class="tasty-recipes-yield">8</span><span class="tasty-recipes-prep-time">50 mins</span>
            <span class="tasty-recipes-cook-time">20 mins</span>
            """
        let recipe = try RecipePageImporter(html: page, pageName: "soup.html").recipe()
        #expect(recipe.serves == "2")
        #expect(recipe.prepTime?.minutes == 5)
        #expect(recipe.cookTime?.minutes == 20)
        #expect(recipe.totalTime == nil)
    }

    @Test("text that is no time or yield gives none; a label alone is no value")
    func unreadable() {
        let card = RecipeCardDetails(Array("""
            <div class="mv-create-time mv-create-time-prep"><strong class="mv-create-time-label">Prep Time</strong></div>
            <span class="tasty-recipes-cook-time">until golden</span><span class="tasty-recipes-yield"> </span>
            """.utf8))
        #expect(card.prepTime == nil)
        #expect(card.cookTime == nil)
        #expect(card.serves == nil && card.yields == nil)
    }

    @Test("a generic class's time must be wholly a time: a video's duration is none; hRecipe's abbr title reads")
    func genericClasses() {
        let video = RecipeCardDetails(Array(#"<span class="duration">3:45</span><span class="preptime">10 min</span>"#.utf8))
        #expect(video.totalTime == nil)
        #expect(video.prepTime?.minutes == 10)
        let abbr = RecipeCardDetails(Array(#"<abbr class="duration" title="PT1H10M">an hour or so</abbr>"#.utf8))
        #expect(abbr.totalTime?.minutes == 70)
    }

    @Test("an empty field before the card's does not hide the card's value")
    func emptyFirst() {
        let card = RecipeCardDetails(Array("""
            <span class="wprm-recipe-servings"></span>
            <span class="wprm-recipe-servings">6</span><span class="wprm-recipe-servings">99</span>
            """.utf8))
        #expect(card.serves == "6")
    }
}
